// Fair Picture Gallery through the real log (test/fair/log-table.ts): bots play whole
// games on tables of two and three devices, each device with its own replica writing
// what the duties loop says. Every rule works on tokens: the deal lists tokens only, a
// start card is opened to all at 0,0 (a joker found there is taken by the `joker`
// event), a card laid, swapped or discarded is opened by its own device first, and the
// hands left at the end are opened to all so that they count against their holders.
import { describe, expect, test } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { publicFacts } from "../../src/fair/summary";
import { isToken, visibleTokens } from "../../src/fair/tokens";
import { errorOf, replayText } from "../../src/cli/replay";
import { makeGameFileText } from "../../src/log/gamefile";
import { mergedFile } from "../../src/log/linear";
import { mergeEntries } from "../../src/log/merge";
import { chooseMove } from "../../src/games/gallery/bot";
import { handCardFor, isTokenCard } from "../../src/games/gallery/cards";
import { parseMove, type GalleryMove } from "../../src/games/gallery/notation";
import { gallery } from "../../src/games/gallery/rules";
import type { GalleryState } from "../../src/games/gallery/state";
import { FairLogTable, type LogBot } from "./log-table";

const game = gallery as unknown as AnyGame;

/** The hand cards a move gives up: laid, swapped in, declined or discarded. */
function handCardsOf(move: GalleryMove): string[] {
  switch (move.type) {
    case "open":
    case "lay":
      return move.cards.map((p) => handCardFor(p.card));
    case "swap":
    case "decline":
    case "discard":
      return [move.card];
    default:
      return [];
  }
}

/**
 * Picture Gallery's bots. A move opens each card it gives up that the hand holds only
 * as a token; an opener passing (it holds no picture card) opens its whole hand, the
 * proof that it has none.
 */
const galleryBot: LogBot = {
  choose: (view, seat, rng) => chooseMove(view as GalleryState, seat, "normal", rng),
  hiddenPlayed(state, seat, m) {
    const s = state as GalleryState;
    const move = m as GalleryMove;
    const hand = s.hands[seat] as string[];
    if (move.type === "pass" && s.opening?.opener === seat && s.turn?.stage === "open") {
      return hand.filter(isTokenCard).length;
    }
    const open = new Map<string, number>();
    for (const card of hand) open.set(card, (open.get(card) ?? 0) + 1);
    let hidden = 0;
    for (const card of handCardsOf(move)) {
      const n = open.get(card) ?? 0;
      if (n > 0) open.set(card, n - 1);
      else hidden++;
    }
    return hidden;
  },
};

const facts = (t: FairLogTable, i: number) => JSON.stringify(publicFacts(t.at(t.devices[i]).fair!));

function fairGallery(names: readonly string[], seed: string): FairLogTable {
  return new FairLogTable(
    names,
    seed,
    {},
    "normal",
    game,
    (state) => game.result(state) !== null,
    galleryBot,
  );
}

/** Plays to the end and checks what every fair game must end with. */
function playedToTheEnd(t: FairLogTable): { jokers: number; moves: number } {
  t.run(60_000);
  const m = t.at(t.devices[0]);
  const outcome = game.result(m.state);
  expect(outcome).not.toBeNull();
  expect(m.rejected).toEqual([]);
  // The deal listed tokens only; every deck was audited and found fair; the finished
  // state holds no token (the hands left were opened to all, then the keys).
  const deal = parseMove(m.accepted.find((e) => e.kind === "random")!.text);
  expect(deal.ok && deal.value.type === "deal").toBe(true);
  if (deal.ok && deal.value.type === "deal") {
    expect([...deal.value.hands.flat(), ...deal.value.stock].every(isToken)).toBe(true);
  }
  expect(m.fair!.decks).toHaveLength(1);
  expect(m.fair!.decks[0].verdict).toEqual({ kind: "fair" });
  expect(visibleTokens(m.state).size).toBe(0);
  // The 86 cards are all accounted for at the end: out of the game or in a hand.
  const s = m.state as GalleryState;
  expect(s.out.length + s.hands.flat().length + s.bazaar.length + s.stock.length).toBe(86);
  // Every replica replays the same log to the same state and fair facts, and that is
  // the pure merge of every entry written.
  const pure = mergeEntries(t.setup, t.written);
  for (const [i, d] of t.devices.entries()) {
    const at = t.at(d);
    expect(at.accepted.map((e) => e.hash)).toEqual(pure.accepted.map((e) => e.hash));
    expect(JSON.stringify(at.state)).toBe(JSON.stringify(pure.state));
    expect(facts(t, i)).toBe(JSON.stringify(publicFacts(pure.fair!)));
  }
  // Its game file replays on the command line to that state, every card open, the deck
  // audited fair.
  const line = replayText(makeGameFileText(mergedFile(t.header, m))) as unknown as {
    fair: { state: GalleryState; decks: { verdict: unknown }[] };
    status: string;
  };
  expect(errorOf(line as never)).toBeNull();
  expect(line.status).toBe("over");
  expect(JSON.stringify(line.fair.state)).toBe(JSON.stringify(m.state));
  expect(line.fair.decks.map((d) => d.verdict)).toEqual([{ kind: "fair" }]);
  const randoms = m.accepted.filter((e) => e.kind === "random").map((e) => e.text);
  return {
    jokers: randoms.filter((text) => text === "joker").length,
    moves: m.accepted.filter((e) => e.kind === "move").length,
  };
}

describe("fair Picture Gallery played to the end by bots through the log", () => {
  test("two devices: start cards that open as jokers go to the opener by the joker event", () => {
    const played = playedToTheEnd(fairGallery(["ann", "bob"], "g2"));
    expect(played.moves).toBeGreaterThan(40);
    // This seed turns four jokers as start cards (a trusted game turns past them at once).
    expect(played.jokers).toBe(4);
  }, 600_000);

  test("three devices: the hands left at the end are opened to all, then scored", () => {
    const t = fairGallery(["ann", "bob", "cat"], "g3");
    const played = playedToTheEnd(t);
    expect(played.moves).toBeGreaterThan(40);
    // This seed ends with a hand card still hidden: the state waits (settling) until
    // every device opened it, and the outcome counts it against its holder.
    const s = t.at(t.devices[0]).state as GalleryState;
    expect(s.settling).toBeDefined();
    expect(s.outcome).toBeNull();
    const left = s.hands.map((h) => h.reduce((sum, c) => sum + Number(c!.slice(1) || 0), 0));
    expect(game.result(s)!.scores).toEqual(s.settling!.scores.map((x, i) => x - left[i]));
  }, 600_000);
});
