import { hashParts, toBase64Url, type Part } from "./bytes";
import { cardOfEncoding, type DeckTable } from "./cards";
import { encodingAt, type DeckData } from "./deck-data";
import { BASE, type Point } from "./group";
import { lockDeck } from "./lock";
import { deckKeys, type DeckKeys } from "./secrets";
import { openingScalar, openPosition } from "./share";
import { shuffledDeck } from "./shuffle";

/**
 * The audit of a deck, once every device has revealed its deck secret (at the end of
 * the hand, or as soon as the deck is found broken). Cheap first: derive every lock
 * key, open every position, and check that the deck opens to exactly its cards, once
 * each. Only when it does not, find the culprit: redo each device's steps from its
 * secret, in transcript order; the first step that differs from what the device wrote
 * is its fault (a device can only ever be blamed for its own entries).
 */

export type DeckVerdict =
  | { readonly kind: "fair" }
  | {
      readonly kind: "broken";
      /** The device at fault, once the audit can tell (null before every secret is in). */
      readonly device: string | null;
      readonly position: number | null;
      readonly reason: string;
    };

export interface AuditInput {
  readonly index: number;
  readonly table: DeckTable;
  readonly order: readonly string[];
  readonly initial: DeckData;
  readonly shuffles: readonly { readonly U: Point; readonly deck: DeckData }[];
  readonly locks: readonly DeckData[];
  readonly secrets: ReadonlyMap<string, Uint8Array>;
}

export interface Audit {
  readonly verdict: DeckVerdict;
  /** The card index at each position (null: the position opens to no card). */
  readonly cards: readonly (number | null)[];
}

/**
 * The audit of a deck, run once per transcript and set of secrets (issue 27): every
 * line of the log that reaches the same deck with the same secrets (a `keys` entry
 * re-sent at other places, a re-merge) reuses the verdict instead of redoing the
 * whole audit, which costs hundreds of milliseconds.
 */
export function auditDeck(deck: AuditInput): Audit {
  const key = auditKey(deck);
  const known = audits.get(key);
  if (known) return known;
  return remember(key, runAudit(deck));
}

function remember(key: string, audit: Audit): Audit {
  if (audits.size >= MAX_AUDITS) audits.clear();
  audits.set(key, audit);
  return audit;
}

const MAX_AUDITS = 64;
const audits = new Map<string, Audit>();
let runs = 0;
let inThread = 0;

/** How many audits really ran in this process (a test's and the bench's counter). */
export const auditRuns = (): number => runs;

/** How many of them multiplied in this thread (not given to `auditDeckWith`'s workers). */
export const auditRunsInThread = (): number => inThread;

/** Whether the audit of `deck` (these secrets) is known already: judging it costs nothing. */
export const auditKnown = (deck: AuditInput): boolean => audits.has(auditKey(deck));

/** Forgets the memoised audits (memo.ts forgetChecks: a bench of several devices in one process). */
export function forgetAudits(): void {
  audits.clear();
}

/** Everything an audit reads, hashed: the same key means the same verdict and cards. */
function auditKey(deck: AuditInput): string {
  const parts: Part[] = [deck.index, deck.order.join(","), deck.initial.text];
  for (const s of deck.shuffles) parts.push(s.U.toHex(), s.deck.text);
  for (const l of deck.locks) parts.push(l.text);
  for (const d of deck.order) parts.push(deck.secrets.get(d) ?? "");
  return toBase64Url(hashParts("tabula-fair-audit/1", ...parts));
}

function runAudit(deck: AuditInput): Audit {
  runs++;
  inThread++;
  const keys = keysOf(deck);
  const final = deck.locks[deck.locks.length - 1];
  const cards = Array.from({ length: deck.table.cards.length }, (_, p) =>
    openPosition(
      deck.table,
      final,
      p,
      keys.map((k) => k.locks[p]),
    ),
  );
  return finishAudit(deck, keys, cards);
}

/**
 * Many products s·P at once, somewhere else (the app's deck workers): the encodings of
 * `scalars[p] · inputs[p]`, in order.
 */
export type Multiply = (
  inputs: readonly Uint8Array[],
  scalars: readonly bigint[],
) => Promise<readonly Uint8Array[]>;

/**
 * Runs a deck's audit with its costly part — one multiplication per position, opening
 * it with the product of every device's lock key — given to `multiply` (Web Workers in
 * the app, issue 27: off the main thread), and remembers it, so that judging the entry
 * that completes the secrets finds the verdict made. The same verdict and cards as
 * `auditDeck` (test/fair/audit-ahead.test.ts); a broken deck's culprit is still found
 * here, in this thread (only a dishonest device makes one).
 */
export async function auditDeckWith(deck: AuditInput, multiply: Multiply): Promise<Audit> {
  const key = auditKey(deck);
  const known = audits.get(key);
  if (known) return known;
  const keys = keysOf(deck);
  const final = deck.locks[deck.locks.length - 1];
  const scalars = Array.from({ length: deck.table.cards.length }, (_, p) =>
    openingScalar(keys.map((k) => k.locks[p])),
  );
  const inputs = scalars.map((_, p) => encodingAt(final, p));
  const products = await multiply(inputs, scalars);
  if (products.length !== scalars.length) throw new Error("one product per position");
  const cards = products.map((bytes) => cardOfEncoding(deck.table, bytes));
  runs++;
  return remember(key, finishAudit(deck, keys, cards));
}

const keysOf = (deck: AuditInput): DeckKeys[] =>
  deck.order.map((d) => deckKeys(deck.secrets.get(d)!, deck.table.cards.length));

/** The verdict once every position is opened: fair when they make the deck and every key fits. */
function finishAudit(
  deck: AuditInput,
  keys: readonly DeckKeys[],
  cards: readonly (number | null)[],
): Audit {
  const counts = new Set(cards);
  const permutation = !counts.has(null) && counts.size === deck.table.cards.length;
  if (permutation && keys.every((k, i) => BASE.multiply(k.a).equals(deck.shuffles[i].U))) {
    return { verdict: { kind: "fair" }, cards };
  }
  return { verdict: blame(deck, keys), cards };
}

const culprit = (device: string, reason: string): DeckVerdict => ({
  kind: "broken",
  device,
  position: null,
  reason,
});

function blame(deck: AuditInput, keys: readonly DeckKeys[]): DeckVerdict {
  let input = deck.initial;
  for (let i = 0; i < deck.order.length; i++) {
    const device = deck.order[i];
    const k = keys[i];
    if (!BASE.multiply(k.a).equals(deck.shuffles[i].U)) {
      return culprit(device, `${device}'s revealed secret is not the key of its shuffle`);
    }
    if (shuffledDeck(input, k).text !== deck.shuffles[i].deck.text) {
      return culprit(
        device,
        `${device}'s shuffle of deck ${deck.index} is not the shuffle of its keys`,
      );
    }
    input = deck.shuffles[i].deck;
  }
  for (let i = 0; i < deck.order.length; i++) {
    const device = deck.order[i];
    const k = keys[i];
    if (lockDeck(input, k).text !== deck.locks[i].text) {
      return culprit(
        device,
        `${device}'s locks of deck ${deck.index} are not the locks of its keys`,
      );
    }
    input = deck.locks[i];
  }
  return { kind: "broken", device: null, position: null, reason: "no step differs from its keys" };
}
