import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeTexts } from "../../src/cli/merge";
import { errorOf, replayText } from "../../src/cli/replay";
import { deriveSeed, rngFromSeed } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry, type Entry } from "../../src/log/entry";
import { makeGameFileText, parseGameFile } from "../../src/log/gamefile";
import { SEED_AUTHOR, type GameHeader } from "../../src/log/header";
import { fileEntries, fileHeader, mergedFile } from "../../src/log/linear";
import { judge, mergeEntries, mergeSetup, type Merged, type Position } from "../../src/log/merge";
import { MergeIndex } from "../../src/log/merge-index";
import { actorNow } from "../../src/log/step";
import { Replica } from "../../src/net/replica";
import { loadExamples } from "../conformance/examples";
import { summary } from "../net/table";

const header: GameHeader = {
  id: "merge-test",
  game: "smalta",
  rulesVersion: smalta.rulesVersion,
  options: {},
  seats: 2,
  seed: deriveSeed(["a", "b"]),
  holders: ["dA", "dB"],
};
const setup = (() => {
  const s = mergeSetup(smalta, header);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
})();

/** The entry a device would write at `at`: the due seeded outcome, or a legal move of the seat's holder. */
function honest(at: Position, pick: number, author?: string): Entry | null {
  const due = dueOutcome(setup, at);
  const base = { game: header.id, prev: at.head };
  if (due !== null)
    return makeEntry({ ...base, author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
  const seat = actorNow(smalta, at.state);
  if (typeof seat !== "number") return null;
  const legal = smalta.legalMoves(at.state as never, seat);
  const text = smalta.formatMove(legal[pick % legal.length]);
  return makeEntry({ ...base, author: author ?? at.holders[seat], seat, kind: "move", text });
}

/**
 * A set of entries as a table could produce it: an honest game, forks written on
 * stale views (twins, partitions), handovers, illegal entries, and entries whose prev
 * never arrives. Entries are listed in the order they were written.
 */
function scenario(seed: number): Entry[] {
  const rng = rngFromSeed(seed);
  const entries: Entry[] = [];
  const views: Position[] = [setup.start];
  for (let i = 0; i < 30 + rng.int(40); i++) {
    // Mostly extend the newest view; sometimes an older one (a fork).
    const at = rng.int(4) === 0 ? views[rng.int(views.length)] : views[views.length - 1];
    const r = rng.int(20);
    let entry: Entry | null;
    if (r === 0) {
      entry = makeEntry({
        game: header.id,
        prev: at.head,
        author: "dB",
        seat: 0,
        kind: "meta",
        text: "hand dC",
      });
    } else if (r === 1) {
      const seat = actorNow(smalta, at.state);
      const text = `hand ${["dA", "dB", "dC"][rng.int(3)]}`;
      entry =
        typeof seat === "number"
          ? makeEntry({
              game: header.id,
              prev: at.head,
              author: at.holders[seat],
              seat,
              kind: "meta",
              text,
            })
          : null;
    } else if (r === 2) {
      entry = makeEntry({
        game: header.id,
        prev: at.head,
        author: "dB",
        seat: 1,
        kind: "move",
        text: "a1",
      });
    } else if (r === 3) {
      entry = makeEntry({
        game: header.id,
        prev: "cd".repeat(32),
        author: "dA",
        seat: 0,
        kind: "move",
        text: "a1",
      });
    } else {
      entry = honest(at, rng.int(36), r === 4 ? "dC" : undefined);
    }
    if (entry === null) continue;
    entries.push(entry);
    const verdict = judge(setup, at, entry);
    if (verdict.ok) views.push(verdict.value);
  }
  return entries;
}

/** An honest line of `n` entries (the first legal move each time). */
function scenarioLine(n: number): Entry[] {
  const line: Entry[] = [];
  let at = setup.start;
  while (line.length < n) {
    const next = honest(at, 0)!;
    const verdict = judge(setup, at, next);
    if (!verdict.ok) throw new Error(verdict.error.message);
    line.push(next);
    at = verdict.value;
  }
  return line;
}

const placedOnly = (merged: Merged): Merged => ({ ...merged, waiting: [] });

describe("merge: the state is a function of the set of entries", () => {
  it("gives the same merge for every order of the entries (fast-check permutations)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer(), (seed, shuffleSeed) => {
        const entries = scenario(seed);
        const shuffled = fc.sample(fc.shuffledSubarray(entries, { minLength: entries.length }), {
          seed: shuffleSeed,
          numRuns: 1,
        })[0];
        expect(shuffled.length).toBe(entries.length);
        expect(summary(mergeEntries(setup, shuffled))).toBe(summary(mergeEntries(setup, entries)));
      }),
      { numRuns: 150 },
    );
  });

  it("a replica fed the entries in any order and batching ends with the pure merge", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer(),
        async (seed, shuffleSeed) => {
          const entries = scenario(seed);
          const [shuffled] = fc.sample(
            fc.shuffledSubarray(entries, { minLength: entries.length }),
            { seed: shuffleSeed, numRuns: 1 },
          );
          const replica = new Replica({ setup, persist: async () => undefined });
          const rng = rngFromSeed(shuffleSeed);
          for (let i = 0; i < shuffled.length;) {
            const n = 1 + rng.int(5);
            const receipt = await replica.receive(shuffled.slice(i, i + n), null);
            expect(receipt.error).toBeNull();
            i += n;
          }
          expect(summary(replica.merged)).toBe(summary(placedOnly(mergeEntries(setup, entries))));
        },
      ),
      // The example: a line that ranks first but is not the longest (found by this
      // property: the index measured a chain entry by its distance to the head alone).
      { numRuns: 100, examples: [[6195, -111178255]] },
    );
  });

  it("the merge index, fed one entry at a time in any causal order, is the pure merge after each", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer(), (seed, shuffleSeed) => {
        const entries = scenario(seed);
        const [shuffled] = fc.sample(fc.shuffledSubarray(entries, { minLength: entries.length }), {
          seed: shuffleSeed,
          numRuns: 1,
        });
        const index = new MergeIndex(setup);
        const placed: Entry[] = [];
        // Repeatedly the first entry (in the shuffled order) whose prev is placed.
        for (let found = true; found;) {
          found = false;
          for (const entry of shuffled) {
            if (index.has(entry.hash) || (entry.prev !== null && !index.has(entry.prev))) continue;
            index.add(entry);
            placed.push(entry);
            expect(summary(index.merged)).toBe(summary(mergeEntries(setup, placed)));
            found = true;
            break;
          }
        }
        const distinct = new Set(entries.map((e) => e.hash)).size;
        expect(placed.length).toBe(distinct - mergeEntries(setup, entries).waiting.length);
      }),
      { numRuns: 60 },
    );
  });

  it("exercises forks, conflicts, handovers and waiting entries (the scenarios are not trivial)", () => {
    const merges = Array.from({ length: 100 }, (_, seed) => mergeEntries(setup, scenario(seed)));
    const codes = new Set(merges.flatMap((m) => m.rejected.map((r) => r.code)));
    for (const code of [
      "equivocation",
      "after-rejected",
      "not-your-seat",
      "not-your-turn",
      "no-op",
    ])
      expect(codes).toContain(code);
    expect(merges.filter((m) => m.accepted.some((e) => e.kind === "meta")).length).toBeGreaterThan(
      5,
    );
    expect(merges.some((m) => m.waiting.length > 0)).toBe(true);
  });
});

describe("merge: rejection reasons", () => {
  const first = honest(setup.start, 0)!; // the lot, written by the seed
  const afterFirst = judge(setup, setup.start, first);
  if (!afterFirst.ok) throw new Error(afterFirst.error.message);
  const at = afterFirst.value;
  /** The seat the lot chose: it rolls first (by the seed) and then paints. */
  const mover = Number(first.text.slice("first ".length));
  const entry = (body: Partial<Entry>): Entry =>
    makeEntry({
      game: header.id,
      prev: first.hash,
      author: "dA",
      seat: 0,
      kind: "move",
      text: "a1",
      ...body,
    });
  const codeOf = (e: Entry): string | null =>
    mergeEntries(setup, [first, e]).rejected.find((r) => r.entry.hash === e.hash)?.code ?? null;

  it("accepts the honest entry and says why each wrong one is rejected", () => {
    expect(first.text).toMatch(/^first [01]$/);
    const due = dueOutcome(setup, at)!; // the first roll
    expect(due).toMatch(/^roll [1-6]$/);
    const roll = entry({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
    expect(codeOf(roll)).toBeNull();
    expect(mergeEntries(setup, [first, roll]).head).toBe(roll.hash);
    const other = `roll ${(Number(due.slice(5)) % 6) + 1}`;
    expect(
      codeOf(entry({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: other })),
    ).toBe("random-mismatch");
    expect(codeOf(entry({ author: "dA", seat: "chance", kind: "random", text: due }))).toBe(
      "random-author",
    );
    expect(codeOf(entry({ author: SEED_AUTHOR, seat: 0, kind: "random", text: due }))).toBe(
      "bad-kind",
    );
    expect(codeOf(entry({ game: "other" }))).toBe("wrong-game");
    expect(codeOf(entry({ seat: 5 }))).toBe("bad-seat");
    expect(codeOf(entry({ author: "dB", seat: 0 }))).toBe("not-your-seat");
    expect(codeOf(entry({ author: "dA", seat: 0, text: "a1" }))).toBe("random-due");
    expect(codeOf(entry({ kind: "meta", text: "give all" }))).toBe("bad-meta");
    expect(codeOf(entry({ kind: "meta", text: "hand seed" }))).toBe("bad-meta");
  });

  it("takes the legal entry with the longest line at a place, ties by hash; what follows a loser is rejected", () => {
    const due = dueOutcome(setup, at)!;
    const roll = entry({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
    const afterRoll = judge(setup, at, roll);
    if (!afterRoll.ok) throw new Error(afterRoll.error.message);
    const seat = actorNow(smalta, afterRoll.value.state) as number;
    const holder = header.holders[seat];
    const paint = (cell: string): Entry =>
      makeEntry({
        game: header.id,
        prev: roll.hash,
        author: holder,
        seat,
        kind: "move",
        text: cell,
      });
    // Two writers for one seat at one place (e.g. twins on both sides of a partition).
    const [small, large] = [paint("a1"), paint("b2")].sort((x, y) => (x.hash < y.hash ? -1 : 1));
    const tie = mergeEntries(setup, [large, small, roll, first]);
    expect(tie.accepted.map((e) => e.hash)).toEqual([first.hash, roll.hash, small.hash]);
    // One author wrote both: two versions of one turn, a proof against it.
    expect(tie.rejected.map((r) => [r.entry.hash, r.code, r.depth])).toEqual([
      [large.hash, "equivocation", 3],
    ]);
    expect(tie.rejected[0].message).toContain(`"${small.text}"`);

    // The table went on after the larger hash: its line is longer, so it wins.
    const afterLarge = judge(setup, afterRoll.value, large);
    if (!afterLarge.ok) throw new Error(afterLarge.error.message);
    const nextDue = dueOutcome(setup, afterLarge.value)!;
    const nextRoll = makeEntry({
      game: header.id,
      prev: large.hash,
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: nextDue,
    });
    const wrongRoll = `roll ${(Number(nextDue.slice(5)) % 6) + 1}`;
    const bogus = makeEntry({ ...nextRoll, text: wrongRoll });
    const longer = mergeEntries(setup, [nextRoll, bogus, large, small, roll, first]);
    expect(longer.accepted.map((e) => e.hash)).toEqual([
      first.hash,
      roll.hash,
      large.hash,
      nextRoll.hash,
    ]);
    const codes = new Map(longer.rejected.map((r) => [r.entry.hash, r.code]));
    expect(codes.get(small.hash)).toBe("equivocation");
    expect(codes.get(bogus.hash)).toBe("random-mismatch");
    // What follows a loser is rejected with it, even when legal on its own line.
    const afterSmall = judge(setup, afterRoll.value, small);
    const afterNext = judge(setup, afterLarge.value, nextRoll);
    if (!afterSmall.ok || !afterNext.ok) throw new Error("the honest line is legal");
    const onSmall = honest(afterSmall.value, 0)!;
    const onNext = honest(afterNext.value, 0)!;
    const three = mergeEntries(setup, [onSmall, onNext, nextRoll, large, small, roll, first]);
    expect(three.head).toBe(onNext.hash);
    expect(three.rejected.map((r) => [r.entry.hash, r.code])).toEqual([
      [small.hash, "equivocation"],
      [onSmall.hash, "after-rejected"],
    ]);
  });

  it("cannot be rewritten by slipping an entry into an old place", () => {
    const entries = scenarioLine(12);
    const game = mergeEntries(setup, entries);
    expect(game.accepted.length).toBe(12);
    // At every old place of the line, a legal alternative (whatever its hash) loses.
    let tried = 0;
    for (let i = 2; i < 10; i++) {
      const place = mergeEntries(setup, entries.slice(0, i));
      const alternative = honest(place, 5);
      if (!alternative || entries.some((e) => e.hash === alternative.hash)) continue;
      const merged = mergeEntries(setup, [...entries, alternative]);
      expect(merged.head).toBe(game.head);
      expect(merged.rejected.map((r) => r.code)).toEqual(["equivocation"]);
      tried++;
    }
    expect(tried).toBeGreaterThan(3);
  });

  it("moves a seat with a handover: the new holder plays it, the old one no longer can", () => {
    const seat = mover;
    const handover = entry({ author: header.holders[seat], seat, kind: "meta", text: "hand dC" });
    const merged = mergeEntries(setup, [first, handover]);
    expect(merged.holders[seat]).toBe("dC");
    expect(merged.played).toBe(1); // meta entries do not move the random index
    const due = dueOutcome(setup, merged)!;
    const roll = makeEntry({
      game: header.id,
      prev: handover.hash,
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: due,
    });
    const after = judge(setup, merged, roll);
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    const old = honest(after.value, 0, header.holders[seat])!;
    const fresh = honest(after.value, 0, "dC")!;
    const all = mergeEntries(setup, [first, handover, roll, old, fresh]);
    expect(all.head).toBe(fresh.hash);
    expect(all.rejected.find((r) => r.entry.hash === old.hash)?.code).toBe("not-your-seat");
    // The merged game file leaves the table record out, and still replays with the seed.
    const text = makeGameFileText(mergedFile(header, all));
    expect(JSON.parse(text).moves).toEqual([first.text, roll.text, fresh.text]);
    expect(errorOf(replayText(text))).toBeNull();
  });
});

describe("linear game files as entries", () => {
  const smaltaExamples = loadExamples().filter((e) => e.game === "smalta");

  it("a file merged alone gives back its legal prefix (every Smalta conformance example)", () => {
    expect(smaltaExamples.length).toBeGreaterThan(5);
    for (const example of smaltaExamples) {
      const file = parseGameFile(example.file);
      expect(file.ok).toBe(true);
      if (!file.ok) continue;
      const h = fileHeader(smalta, file.value);
      if (!h.ok) throw new Error(h.error.message);
      const s = mergeSetup(smalta, h.value);
      if (!s.ok) throw new Error(s.error.message);
      const mapped = fileEntries(s.value, file.value);
      const merged = mergeEntries(s.value, mapped.entries);
      const bad = (example.expect.error as { entry: number } | undefined)?.entry;
      const legal = bad === undefined ? file.value.moves : file.value.moves.slice(0, bad);
      expect(mergedFile(h.value, merged).moves, example.path).toEqual(legal);
      expect(merged.rejected.length, example.path).toBe(bad === undefined ? 0 : 1);
    }
  });
});

describe("the merge command", () => {
  const base = { format: "tabula-game/1", game: "smalta", seats: 2 };
  const seed = deriveSeed(["x"]);
  /** A seeded game of `n` entries: the first legal move each time, then from `divergeAt` on the `pick`th. */
  function play(n: number, pick = 0, divergeAt = 0): string[] {
    const h = fileHeader(smalta, {
      ...base,
      format: "tabula-game/1",
      options: {},
      seed,
      moves: [],
    });
    if (!h.ok) throw new Error("header");
    const s = mergeSetup(smalta, h.value);
    if (!s.ok) throw new Error("setup");
    const moves: string[] = [];
    let at = s.value.start;
    while (moves.length < n) {
      const due = dueOutcome(s.value, at);
      const seatNow = actorNow(smalta, at.state);
      if (due === null && typeof seatNow !== "number") break;
      const text =
        due ??
        smalta.formatMove(
          smalta.legalMoves(at.state as never, seatNow as number)[
            moves.length < divergeAt ? 0 : pick
          ],
        );
      const e = makeEntry({
        game: h.value.id,
        prev: at.head,
        author: due ? SEED_AUTHOR : "file",
        seat: due ? "chance" : (seatNow as number),
        kind: due ? "random" : "move",
        text,
      });
      const next = judge(s.value, at, e);
      if (!next.ok) throw new Error(next.error.message);
      at = next.value;
      moves.push(text);
    }
    return moves;
  }
  const long = play(24);
  const other = play(30, 3, 9); // the same game until entry 9, then other moves
  const copies = [
    {
      name: "a.json",
      text: JSON.stringify({
        ...base,
        options: {},
        seed,
        moves: long.slice(0, 10),
        device: "phone",
      }),
    },
    {
      name: "b.json",
      text: JSON.stringify({
        ...base,
        options: { fortune: "die" },
        seed,
        moves: long,
        device: "tablet",
      }),
    },
    { name: "c.json", text: JSON.stringify({ ...base, options: { hand: 4 }, seed, moves: other }) },
    {
      name: "d.json",
      text: JSON.stringify({
        ...base,
        seed,
        options: {},
        moves: [...long.slice(0, 5), "z9", "a1"],
      }),
    },
  ];

  it("prints byte-identical output for every order of the files, and it replays", () => {
    const fork = other.findIndex((m, i) => m !== long[i]);
    expect(fork).toBeGreaterThanOrEqual(9);
    expect(fork).toBeLessThan(12);
    const first = mergeTexts(copies);
    if (!first.ok) throw new Error(first.error.message);
    fc.assert(
      fc.property(fc.shuffledSubarray(copies, { minLength: copies.length }), (order) => {
        const again = mergeTexts(order);
        expect(again.ok && again.value.text).toBe(first.value.text);
        expect(again.ok && again.value.notes).toEqual(first.value.notes);
      }),
      { numRuns: 60 },
    );
    const merged = JSON.parse(first.value.text) as { moves: string[] };
    // The fork after entry 9 went one way; the chosen branch is one of the two copies.
    expect([long, other].map((m) => m.join())).toContain(merged.moves.join());
    expect(errorOf(replayText(first.value.text))).toBeNull();
    expect(
      first.value.notes.some((n) => n.includes('"z9"') && n.includes("syntax") === false),
    ).toBe(true);
  });

  it("extends a copy by a longer one, and refuses files of different games", () => {
    const two = mergeTexts(copies.slice(0, 2));
    expect(two.ok && JSON.parse(two.value.text).moves).toEqual(long);
    const otherSeed = {
      name: "e.json",
      text: JSON.stringify({ ...base, options: {}, seed: null, moves: [] }),
    };
    const refused = mergeTexts([copies[0], otherSeed]);
    expect(refused.ok ? null : refused.error.code).toBe("not-one-game");
    expect(mergeTexts([{ name: "x", text: "{" }]).ok).toBe(false);
  });
});
