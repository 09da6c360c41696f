import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../src/engine/game";
import { rngFromText, seededSource } from "../../../src/engine/random";
import { findManifest } from "../../../src/games/manifests";
import type { GameBots } from "../../../src/games/manifest";
import type { ReviewEntry, ReviewFn } from "../../../src/games/review/types";
import { actorNow, stepAs } from "../../../src/log/step";

/** A whole game of `id` played by its reference bots, the deals drawn from a seeded source. */
function playedGame(
  rules: AnyGame,
  bots: GameBots,
  options: Record<string, unknown>,
  seats: number,
  seed: string,
): ReviewEntry[] {
  const parsed = rules.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = rules.setup(parsed.value, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const random = seededSource(seed);
  const rng = rngFromText(`${seed}/bots`);
  const entries: ReviewEntry[] = [];
  for (let i = 0; i < 5_000; i++) {
    const actor = actorNow(rules, state);
    if (actor === null) return entries;
    let move: unknown;
    if (actor === "chance") move = random.draw(rules, state, i);
    else {
      const chosen = bots.choose(rules.view(state, actor), actor, "ref", rng);
      if (!chosen.ok) throw new Error(chosen.error.message);
      move = chosen.value;
    }
    const step = stepAs(rules, state, actor, move, i, random);
    if (!step.ok) throw new Error(step.error.message);
    entries.push({ seat: actor, text: rules.formatMove(move) });
    state = step.value.state;
  }
  throw new Error("the game did not end");
}

const games: { id: string; options: Record<string, unknown>; seats: number }[] = [
  { id: "spite-malice", options: { goal: 13 }, seats: 2 },
  { id: "mountains", options: {}, seats: 4 },
  { id: "gallery", options: {}, seats: 2 },
];

describe.each(games)("the review of a $id game", ({ id, options, seats }) => {
  const load = async (): Promise<{ review: ReviewFn; entries: ReviewEntry[] }> => {
    const manifest = findManifest(id)!;
    const [rules, bots, review] = await Promise.all([
      manifest.rules(),
      manifest.bots!(),
      manifest.review!(),
    ]);
    return { review, entries: playedGame(rules, bots, options, seats, `review-test/${id}`) };
  };

  it("estimates chances in [0, 1], names a real turn of the log, and is the same twice", async () => {
    const { review, entries } = await load();
    const first = review({ options, seats, entries });
    if (!first.ok) throw new Error(first.error.message);
    const { turns, decisive } = first.value;
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) {
      expect(turn.before).toHaveLength(seats);
      for (const chance of turn.before) {
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(1);
      }
      // Two seats share every playout's result; a team's seats share their chance.
      if (seats === 2) expect(turn.before[0] + turn.before[1]).toBeCloseTo(1, 10);
      else expect(turn.before[0]).toBe(turn.before[2]);
    }
    expect(decisive).not.toBeNull();
    const played = entries[decisive!.entry];
    expect(played.seat).toBe(decisive!.seat);
    expect(decisive!.moves[0]).toBe(played.text);
    // Its moves are the run of that seat's entries that starts there.
    const run = entries.slice(decisive!.entry).filter((e) => e.seat !== "chance");
    const upTo = run.findIndex((e) => e.seat !== decisive!.seat);
    expect(decisive!.moves).toEqual(run.slice(0, upTo < 0 ? run.length : upTo).map((e) => e.text));
    expect(turns.find((t) => t.entry === decisive!.entry)!.before[decisive!.judged]).toBe(
      decisive!.before,
    );
    expect(decisive!.after).toBeGreaterThanOrEqual(0);
    expect(decisive!.after).toBeLessThanOrEqual(1);
    const second = review({ options, seats, entries });
    expect(second).toEqual(first);
  }, 120_000);

  it("refuses a game that is not over, and a log its rules refuse", async () => {
    const { review, entries } = await load();
    const cut = review({ options, seats, entries: entries.slice(0, entries.length - 1) });
    expect(cut.ok ? null : cut.error.code).toBe("not-over");
    const forged = [...entries];
    const at = forged.findIndex((e) => e.seat !== "chance");
    forged[at] = { ...forged[at], text: "no such move" };
    const refused = review({ options, seats, entries: forged });
    expect(refused.ok).toBe(false);
  }, 60_000);
});
