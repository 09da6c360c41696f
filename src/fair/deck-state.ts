import { type Result, ok } from "../engine/errors";
import { deckTable, type CardValue, type DeckTable } from "./cards";
import { deckDataOfEncodings, deckSum, parseDeckData, type DeckData } from "./deck-data";
import { FairCode, fairFail } from "./errors";
import { POINT_BYTES, decodePoint, decodeScalar, encodePoint, type Point } from "./group";
import type { LockStep } from "./share";
import { verifyShuffle } from "./shuffle";
import { shuffleContext } from "./contexts";
import { memoCheck } from "./memo";
import type { DeckVerdict } from "./audit";

/**
 * One deck's public transcript and what follows from it: the passes so far, the shares
 * of each position, the positions open to all, the revealed deck secrets, and the
 * verdict. Every device folds the same entries into the same DeckState.
 */

export interface ShuffleStep {
  readonly device: string;
  readonly U: Point;
  readonly V: Point;
  readonly deck: DeckData;
}

export type { DeckVerdict } from "./audit";

export interface DeckState {
  /** 1-based: the d-th deck of the game. */
  readonly index: number;
  readonly table: DeckTable;
  /** The devices that shuffle and lock it, in order. */
  readonly order: readonly string[];
  readonly initial: DeckData;
  readonly shuffles: readonly ShuffleStep[];
  readonly locks: readonly DeckData[];
  /** The random entry that deals it has been accepted. */
  readonly dealt: boolean;
  /** Positions whose reader has proven its own lock (claim), by position, then device. */
  readonly claims: ReadonlyMap<number, ReadonlySet<string>>;
  /** Lock keys published, by position, then device. */
  readonly shares: ReadonlyMap<number, ReadonlyMap<string, bigint>>;
  /** Positions open to everyone: the index of their card in the table. */
  readonly opened: ReadonlyMap<number, number>;
  readonly secrets: ReadonlyMap<string, Uint8Array>;
  readonly verdict: DeckVerdict | null;
}

export function newDeck(
  index: number,
  cards: readonly CardValue[],
  order: readonly string[],
): DeckState {
  const table = deckTable(cards);
  return {
    index,
    table,
    order: [...order],
    initial: deckDataOfEncodings(table.encoded, table.points),
    shuffles: [],
    locks: [],
    dealt: false,
    claims: new Map(),
    shares: new Map(),
    opened: new Map(),
    secrets: new Map(),
    verdict: null,
  };
}

export type DeckStage =
  { readonly kind: "shuffle" | "lock"; readonly device: string } | { readonly kind: "ready" };

export function deckStage(deck: DeckState): DeckStage {
  const n = deck.order.length;
  if (deck.shuffles.length < n)
    return { kind: "shuffle", device: deck.order[deck.shuffles.length] };
  if (deck.locks.length < n) return { kind: "lock", device: deck.order[deck.locks.length] };
  return { kind: "ready" };
}

export const deckSize = (deck: DeckState): number => deck.table.cards.length;

/** The deck a device shuffles or locks next: the last output so far. */
export function currentDeck(deck: DeckState): DeckData {
  if (deck.locks.length > 0) return deck.locks[deck.locks.length - 1];
  if (deck.shuffles.length > 0) return deck.shuffles[deck.shuffles.length - 1].deck;
  return deck.initial;
}

/** The final deck (after every lock); call when ready. */
export const finalDeck = (deck: DeckState): DeckData => deck.locks[deck.locks.length - 1];

/** A device's lock step: its V, and the deck it locked (input) into its output. */
export function lockStepOf(deck: DeckState, device: string): LockStep {
  const i = deck.order.indexOf(device);
  const input = i === 0 ? deck.shuffles[deck.shuffles.length - 1].deck : deck.locks[i - 1];
  return { V: deck.shuffles[i].V, input, output: deck.locks[i] };
}

function expectTurn(deck: DeckState, kind: "shuffle" | "lock", author: string) {
  const stage = deckStage(deck);
  if (stage.kind !== kind || stage.device !== author) {
    const now =
      stage.kind === "ready" ? "the deck is ready" : `${stage.device} is to ${stage.kind}`;
    return fairFail(FairCode.NotDue, `not ${author}'s ${kind} of deck ${deck.index}: ${now}`);
  }
  return null;
}

export function applyShuffle(
  deck: DeckState,
  gameId: string,
  author: string,
  entry: {
    readonly U: Uint8Array;
    readonly V: Uint8Array;
    readonly proof: Uint8Array;
    readonly cards: string;
  },
): Result<DeckState> {
  const turn = expectTurn(deck, "shuffle", author);
  if (turn) return turn;
  const U = decodePoint(entry.U);
  const V = decodePoint(entry.V);
  const encoded = [0, 1, 2].map((k) =>
    entry.proof.subarray(k * POINT_BYTES, (k + 1) * POINT_BYTES),
  );
  const commitments = encoded.map(decodePoint);
  const s = decodeScalar(entry.proof.subarray(3 * POINT_BYTES));
  if (!U || !V || commitments.some((c) => !c))
    return fairFail(FairCode.BadPoint, "a shuffle key or proof point is invalid");
  if (s === null) return fairFail(FairCode.Syntax, "the shuffle proof's response is not canonical");
  // The deck last: decoding its points is the costly part (issue 27).
  const output = parseDeckData(entry.cards, deckSize(deck));
  if (!output.ok) return output;
  const proof = { U, V, proof: { commitments: commitments as Point[], encoded, s } };
  const input = currentDeck(deck);
  const context = shuffleContext(gameId, deck.index, author);
  // The proof covers the keys and the sums only (shuffle.ts), so its verdict is memoised
  // by the sums: a junk shuffle that reorders a deck seen before costs no proof check.
  const sums = [deckSum(input), deckSum(output.value)].map(encodePoint);
  const verified = memoCheck(["shuffle", context, ...sums, entry.U, entry.V, entry.proof], () =>
    verifyShuffle(input, output.value, proof, context),
  );
  if (!verified) {
    return fairFail(
      FairCode.BadShuffle,
      `${author}'s shuffle of deck ${deck.index} does not match its proof`,
    );
  }
  return ok({
    ...deck,
    shuffles: [...deck.shuffles, { device: author, U, V, deck: output.value }],
  });
}

export function applyLock(deck: DeckState, author: string, cards: string): Result<DeckState> {
  const turn = expectTurn(deck, "lock", author);
  if (turn) return turn;
  const output = parseDeckData(cards, deckSize(deck));
  if (!output.ok) return output;
  return ok({ ...deck, locks: [...deck.locks, output.value] });
}
