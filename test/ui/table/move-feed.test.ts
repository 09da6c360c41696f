import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../../src/engine/game";
import { smalta } from "../../../src/games/smalta/rules";
import type { Entry } from "../../../src/log/entry";
import { MoveFeed, type FeedMove } from "../../../src/ui/table/move-feed";
import { randomPlayout } from "../../engine/playouts";

type FeedEntry = Pick<Entry, "seat" | "text" | "hash">;

/** A Smalta game of `entries` entries as a log holds them (hashes made up, unique per seed). */
function smaltaLog(options: Record<string, unknown>, seed: string, entries: number) {
  const steps = [...randomPlayout(smalta as AnyGame, { options, seats: 2 }, seed, entries)];
  const log: FeedEntry[] = steps.map((s) => ({
    seat: s.actor,
    text: s.text,
    hash: `${seed}-${s.index}`,
  }));
  return { steps, log, start: steps[0].before };
}

/** The feed's answer computed the slow way: every seat entry, its public form from the state before it. */
function expected(steps: ReturnType<typeof smaltaLog>["steps"], keep: number): FeedMove[] {
  return steps
    .filter((s) => s.actor !== "chance")
    .map((s) => ({
      index: s.index,
      seat: s.actor as number,
      text: smalta.publicText!(s.before as never, s.text, null),
    }))
    .slice(-keep);
}

describe("the table screen's move feed", () => {
  const { steps, log, start } = smaltaLog({ fortune: "cards" }, "feed", 30);

  it("lists the seats' moves in public form, never chance's entries, the newest last", () => {
    const feed = new MoveFeed(smalta as AnyGame, start, 5);
    const moves = feed.update(log);
    expect(moves).toEqual(expected(steps, 5));
    expect(moves.length).toBe(5);
    // The deal of the cards variant (chance) is never listed: it names every hand.
    expect(log.some((e) => e.seat === "chance" && e.text.startsWith("deal "))).toBe(true);
    expect(moves.every((m) => !m.text.startsWith("deal "))).toBe(true);
  });

  it("follows a growing log one entry at a time to the same answer", () => {
    const feed = new MoveFeed(smalta as AnyGame, start, 5);
    for (let n = 0; n <= log.length; n++) {
      expect(feed.update(log.slice(0, n))).toEqual(expected(steps.slice(0, n), 5));
    }
  });

  it("starts again when the log's start changed (a merge put another entry first)", () => {
    const feed = new MoveFeed(smalta as AnyGame, start, 8);
    feed.update(log.slice(0, 20));
    const other = smaltaLog({ fortune: "cards" }, "another line", 25);
    expect(feed.update(other.log)).toEqual(expected(other.steps, 8));
    // And a shorter log than the one it knew (entries taken back by a merge).
    expect(feed.update(log.slice(0, 6))).toEqual(expected(steps.slice(0, 6), 8));
  });

  it("uses publicText to word an entry (a seat's entry that names hidden cards is masked)", () => {
    const masking: AnyGame = {
      ...(smalta as AnyGame),
      publicText: (_state, text, viewer) => (viewer === null ? `public(${text})` : text),
    };
    const moves = new MoveFeed(masking, start, 3).update(log);
    expect(moves.map((m) => m.text)).toEqual(
      expected(steps, 3).map((m) => `public(${steps[m.index].text})`),
    );
  });

  it("lists entries as written for a game without publicText", () => {
    const open: AnyGame = { ...(smalta as AnyGame), publicText: undefined };
    const moves = new MoveFeed(open, start, 3).update(log);
    expect(moves.map((m) => m.text)).toEqual(expected(steps, 3).map((m) => steps[m.index].text));
  });

  it("stops at an entry the rules cannot read, and goes on once another takes its place", () => {
    const feed = new MoveFeed(smalta as AnyGame, start, 50);
    const broken = [
      ...log.slice(0, 10),
      { seat: 0, text: "not smalta", hash: "bad" },
      ...log.slice(11),
    ];
    const before = expected(steps.slice(0, 10), 50);
    expect(feed.update(broken)).toEqual(before);
    expect(feed.update(log)).toEqual(expected(steps, 50));
  });
});
