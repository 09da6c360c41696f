// Dishonest devices for the adversarial tests: they use their own real secrets (as a
// modified app would) and bend one step.
import { concatBytes } from "../../src/fair/bytes";
import { shareContext, shuffleContext } from "../../src/fair/contexts";
import { makeDeckData, type DeckData } from "../../src/fair/deck-data";
import { currentDeck, deckSize, lockStepOf, type DeckState } from "../../src/fair/deck-state";
import {
  encodePoint,
  encodeScalar,
  mulScalar,
  secretTimes,
  type Point,
} from "../../src/fair/group";
import { lockDeck } from "../../src/fair/lock";
import { makeFairEntry } from "../../src/fair/notation";
import { deckKeys, deckSecret, type DeckKeys } from "../../src/fair/secrets";
import { encodeShares, makeShare } from "../../src/fair/share";
import { proveShuffle, shuffledDeck } from "../../src/fair/shuffle";
import type { SimTable } from "./sim";
import { testSecret } from "./sim";

export function lastDeck(t: SimTable): DeckState {
  return t.state.decks[t.state.decks.length - 1];
}

export function keysOf(
  t: SimTable,
  id: string,
  deck = lastDeck(t),
  seed: string | number = 1,
): DeckKeys {
  return deckKeys(deckSecret(testSecret(seed, id), t.gameId, deck.index), deckSize(deck));
}

/** A shuffle entry of `id` whose cards are its honest shuffle passed through `bend`. */
export function bentShuffle(
  t: SimTable,
  id: string,
  bend: (points: Point[], keys: DeckKeys, input: DeckData) => Point[],
  proofKeys?: DeckKeys,
): string {
  const deck = lastDeck(t);
  const input = currentDeck(deck);
  const keys = keysOf(t, id);
  const output = makeDeckData(bend([...shuffledDeck(input, keys).points], keys, input));
  const proof = proveShuffle(
    input,
    output,
    proofKeys ?? keys,
    shuffleContext(t.gameId, deck.index, id),
  );
  return makeFairEntry({
    type: "shuffle",
    deck: deck.index,
    U: encodePoint(proof.U),
    V: encodePoint(proof.V),
    proof: concatBytes([...proof.proof.encoded, encodeScalar(proof.proof.s)]),
    cards: output.text,
  });
}

/** A lock entry of `id` whose cards are its honest locks passed through `bend`. */
export function bentLock(
  t: SimTable,
  id: string,
  bend: (points: Point[], keys: DeckKeys, input: DeckData) => Point[],
): string {
  const deck = lastDeck(t);
  const input = currentDeck(deck);
  const keys = keysOf(t, id);
  const cards = makeDeckData(bend([...lockDeck(input, keys).points], keys, input)).text;
  return makeFairEntry({ type: "lock", deck: deck.index, cards });
}

/** Lock output q as a copy of input r (the card at r, under q's lock). */
export function copyInto(q: number, r: number) {
  return (points: Point[], keys: DeckKeys, input: DeckData): Point[] => {
    points[q] = secretTimes(input.points[r], mulScalar(keys.locks[q], keys.aInverse));
    return points;
  };
}

/** An open entry of `id` for position p made with the given keys (wrong ones, say). */
export function shareWith(t: SimTable, id: string, p: number, keys: DeckKeys): string {
  const deck = lastDeck(t);
  const share = makeShare(keys, p, lockStepOf(deck, id), shareContext(t.gameId, deck.index, id, p));
  return makeFairEntry({
    type: "open",
    deck: deck.index,
    positions: [p],
    shares: encodeShares([share]),
  });
}
