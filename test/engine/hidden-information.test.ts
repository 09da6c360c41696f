import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../src/engine/game";
import { rngFromText } from "../../src/engine/random";
import type { GameManifest } from "../../src/games/manifest";
import { manifests } from "../../src/games/manifests";
import { checkHiding } from "./hidden";
import { optionSets, randomPlayout, type PlayoutStep } from "./playouts";

/**
 * The contract on random seeded playouts of every game in src/games/manifests.ts, with
 * every option value its new-game screen offers and every seat count of its rules:
 * - no view leaks a card the viewer may not see (checked through the game's `redeal`,
 *   test/engine/hidden.ts), for every seat and for a spectator, at every state;
 * - a game whose screen says it hides nothing (`hiddenInformation`) hides nothing;
 * - the notation round-trips: formatMove(parseMove(t)) === t for every legal move and
 *   every random outcome, and each parses to a move the rules accept;
 * - an entry's public text (`publicText`) depends only on what the viewer can see: two
 *   random outcomes the viewer cannot tell apart read alike.
 * A new game is covered by adding it to the list; docs/plugging-in.md says what it owes.
 */

const PLAYOUTS = 2;
const MAX_ENTRIES = 220;
/** Other random outcomes drawn at each random entry, to compare public texts. */
const OTHER_OUTCOMES = 8;

interface Table {
  readonly options: Record<string, unknown>;
  readonly seats: number;
}

async function tablesOf(manifest: GameManifest): Promise<{ game: AnyGame; tables: Table[] }> {
  const game = await manifest.rules();
  const tables = game.seatCounts.flatMap((seats) =>
    optionSets(manifest).map((options) => ({ options, seats })),
  );
  return { game, tables };
}

const loaded = await Promise.all(manifests.map(async (m) => [m.id, m, await tablesOf(m)] as const));

/** The playouts of a table, played once and shared by the tests below. */
const played = new Map<string, PlayoutStep[]>();
function playouts(game: AnyGame, table: Table): PlayoutStep[] {
  const key = `${game.id}/${JSON.stringify(table)}`;
  let steps = played.get(key);
  if (!steps) {
    steps = [];
    for (let p = 0; p < PLAYOUTS; p++) {
      steps.push(...randomPlayout(game, table, `${JSON.stringify(table)}/${p}`, MAX_ENTRIES));
    }
    played.set(key, steps);
  }
  return steps;
}

const viewersOf = (seats: number): (Seat | null)[] => [
  null,
  ...Array.from({ length: seats }, (_, s) => s),
];

describe.each(loaded)("%s on random playouts", (_id, manifest, { game, tables }) => {
  it("shows no viewer a card it may not see, and hides nothing where it says it does not", () => {
    const problems: string[] = [];
    for (const table of tables) {
      const rng = rngFromText(`hiding/${JSON.stringify(table)}`);
      // A game not offered in the app yet (no view) has no hand-over screen to skip.
      const hides = manifest.ui?.hiddenInformation(table.options) ?? true;
      let redealt = 0;
      let masked = 0;
      for (const step of playouts(game, table)) {
        for (const viewer of viewersOf(table.seats)) {
          const check = checkHiding(game, step.before, viewer, rng);
          const where = `${JSON.stringify(table)} entry ${step.index}`;
          problems.push(...check.problems.map((p) => `${where}: ${p}`));
          if (check.masks && viewer !== null) masked++;
          if (check.masks && !hides) {
            problems.push(`${where}: the view hides something, yet hiddenInformation is false`);
          }
          redealt += check.redealt;
        }
      }
      // Not vacuous: where a seat's view hides something, the re-deal did move cards.
      if (masked > 0 && redealt === 0) {
        problems.push(`${JSON.stringify(table)}: views hide cards but redeal never moved one`);
      }
      if (problems.length > 20) break;
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it("writes every legal move and every random outcome in notation that round-trips", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const table of tables) {
      for (const step of playouts(game, table)) {
        const moves = step.actor === "chance" ? [step.move] : step.legal;
        for (const move of moves) {
          const text = game.formatMove(move);
          const parsed = game.parseMove(text);
          checked++;
          if (!parsed.ok) {
            problems.push(`"${text}" does not parse: ${parsed.error.message}`);
          } else if (game.formatMove(parsed.value) !== text) {
            problems.push(`"${text}" reads back as "${game.formatMove(parsed.value)}"`);
          }
        }
        const again = game.parseMove(step.text);
        const refusal = again.ok ? game.check(step.before, step.actor, again.value) : again.error;
        if (refusal) problems.push(`"${step.text}" as parsed is refused: ${refusal.message}`);
      }
      if (problems.length > 20) break;
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it("gives a random entry the same public text for outcomes a viewer cannot tell apart", () => {
    const problems: string[] = [];
    let compared = 0;
    for (const table of tables) {
      const rng = rngFromText(`public/${JSON.stringify(table)}`);
      for (const step of playouts(game, table)) {
        if (step.actor !== "chance" || !game.publicText) continue;
        // Several other outcomes: a deal that also draws a public lot (Mountains: who is
        // Red, who starts) matches the viewer's knowledge only now and then; an entry that
        // hides something from some viewer is drawn again until an outcome looks the same
        // to a viewer (a deal that turns a start card face up, Picture Gallery).
        const hides = viewersOf(table.seats).some(
          (viewer) => game.publicText!(step.before, step.text, viewer) !== step.text,
        );
        const limit = hides ? 200 : OTHER_OUTCOMES;
        for (let k = 0, found = false; k < limit && !(found && k >= OTHER_OUTCOMES); k++) {
          const other = game.sampleRandom(step.before, rng);
          const otherAfter = game.apply(step.before, "chance", other);
          const otherText = game.formatMove(other);
          // Outcomes that leave the very same state (backgammon's tied opening roll,
          // thrown again) differ only in their text, which hides nothing.
          if (JSON.stringify(otherAfter) === JSON.stringify(step.after)) continue;
          for (const viewer of viewersOf(table.seats)) {
            const seen = JSON.stringify(game.view(step.after, viewer));
            if (JSON.stringify(game.view(otherAfter, viewer)) !== seen) continue;
            compared++;
            found = true;
            const a = game.publicText(step.before, step.text, viewer);
            const b = game.publicText(step.before, otherText, viewer);
            if (a !== b) problems.push(`${viewer ?? "a spectator"} reads "${a}" and "${b}" apart`);
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    if (game.publicText) expect(compared).toBeGreaterThan(0);
  });
});
