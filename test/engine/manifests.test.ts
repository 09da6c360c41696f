import { describe, expect, it } from "vitest";
import { rngFromText } from "../../src/engine/random";
import { chooseBotMove } from "../../src/games/bot-move";
import { manifests } from "../../src/games/manifests";
import { hiddenTwin } from "./hidden";
import { optionSets, randomPlayout } from "./playouts";

/**
 * What every manifest of src/games/manifests.ts owes the app: ids that agree, seatings
 * the rules accept, options the rules parse, bot levels the bots play, bots that answer
 * legal moves from a seat's view alone, and a match adapter that refuses bad flags.
 */
const loaded = await Promise.all(manifests.map(async (m) => [m.id, m, await m.rules()] as const));

describe("the list of games", () => {
  it("names each game once", () => {
    const ids = manifests.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(loaded)("the manifest of %s", (id, manifest, rules) => {
  it("agrees with its rules and its view on the game's id", () => {
    expect(rules.id).toBe(id);
    // A game with no board yet has no view to agree with.
    if (manifest.ui) expect(manifest.ui.id).toBe(id);
  });

  it("offers seatings the rules accept, each seat held by a person numbered in order", () => {
    expect(manifest.seatings.length).toBeGreaterThan(0);
    for (const seating of manifest.seatings) {
      expect(rules.seatCounts).toContain(seating.seats);
      expect(seating.players).toHaveLength(seating.seats);
      // Persons are 0, 1, … in the order of their first seat.
      const firsts = [...new Set(seating.players)];
      expect(firsts).toEqual(firsts.map((_, i) => i));
    }
  });

  it("offers option values the rules accept, each option's default among them", () => {
    for (const option of manifest.ui?.options ?? []) {
      expect(option.values.map((v) => v.value)).toContain(option.default);
      for (const { value } of option.values) {
        const parsed = rules.parseOptions({ [option.key]: value });
        expect(parsed.ok, `${option.key} = ${String(value)}`).toBe(true);
      }
    }
  });

  it("has bots for the levels it offers, each answering a legal move from its seat's view", async () => {
    if (!manifest.bots) return expect(manifest.ui?.botLevels ?? []).toEqual([]);
    const bots = await manifest.bots();
    for (const level of manifest.ui?.botLevels ?? []) expect(bots.levels).toContain(level);
    for (const options of optionSets(manifest)) {
      const table = { options, seats: rules.seatCounts[0] };
      const steps = [...randomPlayout(rules, table, "bots", 40)].filter(
        (s) => s.actor !== "chance",
      );
      const step = steps[steps.length - 1];
      const seat = step.actor as number;
      const legal = step.legal.map((m) => rules.formatMove(m));
      for (const level of bots.levels) {
        const view = rules.view(step.before, seat);
        const rng = rngFromText(`${id}/${level}`);
        const move = await chooseBotMove({ game: id, view, seat, level, rng });
        // `legal` may list a bounded part of the legal moves (Picture Gallery lists steps
        // of at most 3 cards): a move outside it must still pass `check`.
        const parsed = move.ok ? rules.parseMove(move.value) : null;
        const accepted =
          move.ok &&
          (legal.includes(move.value) ||
            (parsed !== null &&
              parsed.ok &&
              rules.check(step.before, seat, parsed.value) === null));
        expect(accepted, `${level} ${JSON.stringify(move)}`).toBe(true);
      }
    }
    const unknown = await chooseBotMove({
      game: id,
      view: null,
      seat: 0,
      level: "no-such-level",
      rng: rngFromText(""),
    });
    expect(unknown.ok ? "" : unknown.error.code).toBe("unknown-level");
  });

  it("has bots whose choice does not depend on cards their seat cannot see", async () => {
    if (!manifest.bots) return;
    const bots = await manifest.bots();
    let compared = 0;
    for (const options of optionSets(manifest)) {
      if (!(manifest.ui?.hiddenInformation(options) ?? true)) continue;
      const table = { options, seats: rules.seatCounts[0] };
      const steps = [...randomPlayout(rules, table, "twins", 60)].filter(
        (s) => s.actor !== "chance",
      );
      for (const step of steps.filter((_, i) => i % 10 === 5)) {
        const seat = step.actor as number;
        const twin = hiddenTwin(rules, step.before, seat, rngFromText(`twin/${step.index}`));
        for (const level of bots.levels) {
          const ask = (state: unknown) =>
            chooseBotMove({
              game: id,
              view: rules.view(state, seat),
              seat,
              level,
              rng: rngFromText(`${id}/${level}/${step.index}`),
            });
          expect(await ask(twin), `${level} at entry ${step.index}`).toEqual(
            await ask(step.before),
          );
          compared++;
        }
      }
    }
    const hides = optionSets(manifest).some((o) => manifest.ui?.hiddenInformation(o) ?? true);
    if (hides) expect(compared).toBeGreaterThan(0);
  });

  it("has a match adapter that refuses unknown flags with a usage error", async () => {
    if (!manifest.match) return;
    const adapter = await manifest.match();
    const plan = adapter.plan(new Map([["no-such-flag", "1"]]));
    expect(plan.ok ? "accepted" : plan.error.code).toBe("usage");
  });
});
