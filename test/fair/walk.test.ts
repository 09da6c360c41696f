// The walks over a fair game's log (docs/fair-play.md, "In the app"): the Continue
// summary after new entries (Table.save), the play screen's move list and the table
// screen's feed step the state by the moves, and a move may play a card that a fair
// entry before it opened to all. With the fair fold they follow the merge exactly,
// reading only the public transcript: tokens where cards are hidden, never a hidden card.
import { describe, expect, it } from "vitest";
import { isToken, visibleTokens } from "../../src/fair/tokens";
import { isGameEntry, type Entry } from "../../src/log/entry";
import { fairFold } from "../../src/log/fair-walk";
import type { Merged } from "../../src/log/merge";
import type { SpiteState } from "../../src/games/spite-malice/state";
import { lastMoveOf, standing, walkEntries } from "../../src/store/continue-summary";
import { moveList } from "../../src/ui/model/move-list";
import { MoveFeed } from "../../src/ui/table/move-feed";
import { FairLogTable } from "./log-table";

/** Cards named in clear in a text (Spite and Malice's notation), tokens left out. */
const CARD = /(?:^|[\s,:>=])((?:A|[2-9]|10|J|Q|K)[cdhs])(?=$|[\s,>=])/g;
const cardsIn = (text: string): string[] => [...text.matchAll(CARD)].map((m) => m[1]);

/** Every card in clear in a state (tokens are not cards). */
function clearCards(state: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string" && !isToken(v)) for (const c of cardsIn(v)) found.add(c);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  walk(state);
  return found;
}

/**
 * One two-device fair game of Spite and Malice for every test (its setup is the costly
 * part): its merge on the first device after 90 steps (`old`), then after 160.
 */
function playOnce(): () => { t: FairLogTable; old: Merged; merged: Merged } {
  let made: { t: FairLogTable; old: Merged; merged: Merged } | null = null;
  return () => {
    if (made) return made;
    const t = new FairLogTable(["ann", "bob"], "walk");
    t.run(90);
    const old = t.at(t.devices[0]);
    t.run(70);
    made = { t, old, merged: t.at(t.devices[0]) };
    return made;
  };
}
const played = playOnce();

const gameMoves = (entries: readonly Entry[]) =>
  entries.filter((e) => isGameEntry(e) && e.kind === "move");

describe("the walk of a fair game", () => {
  it("with the fold, walks every move to the merge's state (without it, the walk goes wrong)", () => {
    const { t, merged } = played();
    const start = t.setup.start;
    expect(gameMoves(merged.accepted).length).toBeGreaterThan(5);
    const folded = walkEntries(
      t.game,
      start.state,
      merged.accepted,
      true,
      fairFold(t.game, start.fair!),
    );
    expect(folded.walked.length).toBe(merged.accepted.filter(isGameEntry).length);
    expect(JSON.stringify(folded.state)).toBe(JSON.stringify(merged.state));
    // Without the fold, the first move playing a card just opened (its show entry right
    // before it) meets a token where the card should be: the walk goes wrong there.
    const shown = merged.accepted.findIndex(
      (e, i) => e.kind === "move" && merged.accepted[i - 1]?.kind === "fair",
    );
    expect(shown).toBeGreaterThan(0);
    const upTo = merged.accepted.slice(0, shown + 1);
    const bare = walkEntries(t.game, start.state, upTo, true);
    const right = walkEntries(t.game, start.state, upTo, true, fairFold(t.game, start.fair!));
    expect(JSON.stringify(bare.state)).not.toBe(JSON.stringify(right.state));
  }, 120_000);

  it("the Continue summary after new entries (Table.save): the last move and the standing", () => {
    const { t, old, merged } = played();
    const added = merged.accepted.slice(old.accepted.length);
    expect(gameMoves(added).length).toBeGreaterThan(0);
    const { state, walked } = walkEntries(
      t.game,
      old.state,
      added,
      true,
      fairFold(t.game, old.fair!),
    );
    expect(JSON.stringify(state)).toBe(JSON.stringify(merged.state));
    expect(standing(t.game, state)).toEqual(standing(t.game, merged.state));
    const lastMove = [...added].reverse().find((e) => e.kind === "move")!;
    const summary = lastMoveOf(walked, false, t.game, undefined, null);
    expect(summary.lastMover).toBe(lastMove.seat);
    expect(summary.lastMove).toBe(t.game.publicText!(merged.previous, lastMove.text, null));
  }, 120_000);

  it("the move lists name no hidden card: each card they name was open to all before its move", () => {
    const { t, merged } = played();
    const record = { options: t.header.options, seats: 2, status: "playing" as const };
    const start = t.setup.start;
    const moves = moveList(
      t.game,
      record,
      merged.accepted,
      undefined,
      fairFold(t.game, start.fair!),
    );
    expect(moves.map((m) => m.seat)).toEqual(gameMoves(merged.accepted).map((e) => e.seat));
    // The table screen's feed lists the same last moves, incrementally.
    const feed = new MoveFeed(t.game, start.state, 100, () => fairFold(t.game, start.fair!));
    feed.update(merged.accepted.slice(0, 40));
    const fed = feed.update(merged.accepted);
    expect(fed.map((m) => m.text)).toEqual(moves.map((m) => m.text));
    // Each card a listed move names is in clear in the public state it was read from.
    const { walked } = walkEntries(
      t.game,
      start.state,
      merged.accepted,
      true,
      fairFold(t.game, start.fair!),
    );
    const listed = walked.filter((w) => w.entry.kind === "move");
    expect(listed.length).toBe(moves.length);
    let named = 0;
    for (const [i, { before }] of listed.entries()) {
      for (const card of cardsIn(moves[i].text)) {
        named++;
        expect(clearCards(before).has(card), `${moves[i].text}: ${card} was hidden`).toBe(true);
      }
    }
    expect(named).toBeGreaterThan(0);
    // …and the public state still hides the hands (tokens), so a list read from it could not name them.
    const hands = (merged.state as SpiteState).hands.flat();
    expect(hands.length).toBeGreaterThan(0);
    expect(hands.some((c) => isToken(c))).toBe(true);
    expect(visibleTokens(merged.state).size).toBeGreaterThan(0);
  }, 120_000);
});
