import { type Result, ok } from "../engine/errors";
import { deckTable, type CardValue, type DeckTable } from "./cards";
import { deckDataOfEncodings, parseDeckData, type DeckData } from "./deck-data";
import { FairCode, fairFail } from "./errors";
import { POINT_BYTES, decodePoint, decodeScalar, encodePoint, type Point } from "./group";
import {
  decodeClaims,
  decodeShares,
  openPosition,
  verifyClaims,
  verifyShares,
  type LockStep,
} from "./share";
import { verifyShuffle } from "./shuffle";
import { claimContext, shareContext, shuffleContext } from "./contexts";
import { memoCheck } from "./memo";
import { auditDeck, type DeckVerdict } from "./audit";

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
  const output = parseDeckData(entry.cards, deckSize(deck));
  if (!output.ok) return output;
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
  const proof = { U, V, proof: { commitments: commitments as Point[], encoded, s } };
  const input = currentDeck(deck);
  const context = shuffleContext(gameId, deck.index, author);
  const verified = memoCheck(
    ["shuffle", context, input.text, output.value.text, entry.U, entry.V, entry.proof],
    () => verifyShuffle(input, output.value, proof, context),
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

function expectReady(
  deck: DeckState,
  author: string,
  positions: readonly number[],
  done: (p: number) => boolean,
) {
  if (!deck.order.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} holds no lock of deck ${deck.index}`);
  }
  if (deckStage(deck).kind !== "ready")
    return fairFail(FairCode.NotDue, `deck ${deck.index} is not locked yet`);
  for (const p of positions) {
    if (p >= deckSize(deck))
      return fairFail(FairCode.NotDue, `deck ${deck.index} has no position ${p}`);
    if (done(p)) return fairFail(FairCode.Repeated, `${author} already did position ${p}`);
  }
  return null;
}

/** A reader's proofs of its own locks of the positions it is to read. */
export function applyClaim(
  deck: DeckState,
  gameId: string,
  author: string,
  entry: { readonly positions: readonly number[]; readonly shares: Uint8Array },
  text: string,
): Result<DeckState> {
  const refused = expectReady(
    deck,
    author,
    entry.positions,
    (p) => deck.claims.get(p)?.has(author) === true,
  );
  if (refused) return refused;
  const claims = decodeClaims(entry.shares, entry.positions);
  if (!claims.ok) return claims;
  const contextOf = (p: number) => claimContext(gameId, deck.index, author, p);
  const step = lockStepOf(deck, author);
  const verified = memoCheck(
    ["claim", contextOf(0), encodePoint(step.V), step.input.text, step.output.text, text],
    () => verifyClaims(claims.value, step, contextOf, text),
  );
  if (!verified) {
    return fairFail(
      FairCode.BadShare,
      `a claim of ${author} does not match its lock of deck ${deck.index}`,
    );
  }
  const all = new Map(deck.claims);
  for (const p of entry.positions) all.set(p, new Set(all.get(p) ?? []).add(author));
  return ok({ ...deck, claims: all });
}

/** Positions just opened to all: position and card index (null: no card, deck broken). */
export type Opened = readonly (readonly [number, number | null])[];

function broken(position: number | null, reason: string): DeckVerdict {
  return { kind: "broken", device: null, position, reason };
}

export function applyOpen(
  deck: DeckState,
  gameId: string,
  author: string,
  entry: { readonly positions: readonly number[]; readonly shares: Uint8Array },
  text: string,
): Result<{ readonly deck: DeckState; readonly opened: Opened }> {
  if (!deck.order.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} holds no lock of deck ${deck.index}`);
  }
  if (deckStage(deck).kind !== "ready")
    return fairFail(FairCode.NotDue, `deck ${deck.index} is not locked yet`);
  for (const p of entry.positions) {
    if (p >= deckSize(deck))
      return fairFail(FairCode.NotDue, `deck ${deck.index} has no position ${p}`);
    if (deck.shares.get(p)?.has(author))
      return fairFail(FairCode.Repeated, `${author} already shared position ${p}`);
  }
  const shares = decodeShares(entry.shares, entry.positions);
  if (!shares.ok) return shares;
  const step = lockStepOf(deck, author);
  const contextOf = (p: number) => shareContext(gameId, deck.index, author, p);
  const verified = memoCheck(
    ["share", contextOf(0), encodePoint(step.V), step.input.text, step.output.text, text],
    () => verifyShares(shares.value, step, contextOf, text),
  );
  if (!verified) {
    return fairFail(
      FairCode.BadShare,
      `a share of ${author} does not match its lock of deck ${deck.index}`,
    );
  }
  const all = new Map(deck.shares);
  const opened: [number, number | null][] = [];
  const openedNow = new Map(deck.opened);
  let verdict = deck.verdict;
  const final = finalDeck(deck);
  for (const share of shares.value) {
    const p = share.position;
    const keys = new Map(all.get(p) ?? []).set(author, share.key);
    all.set(p, keys);
    if (keys.size < deck.order.length || openedNow.has(p)) continue;
    const card = openPosition(
      deck.table,
      final,
      p,
      deck.order.map((d) => keys.get(d)!),
    );
    opened.push([p, card]);
    if (card === null) {
      verdict ??= broken(p, `position ${p} of deck ${deck.index} opens to no card`);
      continue;
    }
    const twin = [...openedNow].find(([, c]) => c === card);
    if (twin)
      verdict ??= broken(
        p,
        `positions ${twin[0]} and ${p} of deck ${deck.index} hold the same card`,
      );
    openedNow.set(p, card);
  }
  return ok({ deck: { ...deck, shares: all, opened: openedNow, verdict }, opened });
}

/**
 * A device's deck secret, revealed for the audit. Once every device of the deck has
 * revealed, the audit runs: every position opens to all, and the verdict says whether
 * the deck was fair and, if not, whose step broke it.
 */
export function applySecret(
  deck: DeckState,
  author: string,
  secret: Uint8Array,
): Result<{ readonly deck: DeckState; readonly opened: Opened }> {
  if (!deck.order.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} holds no key of deck ${deck.index}`);
  }
  if (deck.secrets.has(author))
    return fairFail(FairCode.Repeated, `${author} already revealed deck ${deck.index}`);
  if (deckStage(deck).kind !== "ready")
    return fairFail(FairCode.NotDue, `deck ${deck.index} is not locked yet`);
  const secrets = new Map(deck.secrets).set(author, secret);
  const withSecret = { ...deck, secrets };
  if (secrets.size < deck.order.length) return ok({ deck: withSecret, opened: [] });
  const audit = auditDeck(withSecret);
  const opened: [number, number | null][] = [];
  const openedNow = new Map(deck.opened);
  audit.cards.forEach((card, p) => {
    if (openedNow.has(p)) return;
    opened.push([p, card]);
    if (card !== null) openedNow.set(p, card);
  });
  const verdict =
    deck.verdict?.kind === "broken" && audit.verdict.kind === "broken"
      ? {
          ...deck.verdict,
          device: audit.verdict.device,
          reason: `${deck.verdict.reason}; ${audit.verdict.reason}`,
        }
      : (deck.verdict ?? audit.verdict);
  return ok({ deck: { ...withSecret, opened: openedNow, verdict }, opened });
}
