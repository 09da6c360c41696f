import type { DeckTable } from "./cards";
import type { DeckData } from "./deck-data";
import { BASE, type Point } from "./group";
import { lockDeck } from "./lock";
import { deckKeys, type DeckKeys } from "./secrets";
import { openPosition } from "./share";
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

export function auditDeck(deck: AuditInput): Audit {
  const size = deck.table.cards.length;
  const keys = deck.order.map((d) => deckKeys(deck.secrets.get(d)!, size));
  const final = deck.locks[deck.locks.length - 1];
  const cards = Array.from({ length: size }, (_, p) =>
    openPosition(
      deck.table,
      final,
      p,
      keys.map((k) => k.locks[p]),
    ),
  );
  const counts = new Set(cards);
  const permutation = !counts.has(null) && counts.size === size;
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
