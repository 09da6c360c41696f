import { rngFromKey, type Rng } from "../engine/rng";
import { finalDeck, deckSize, type DeckState } from "./deck-state";
import type { Opened } from "./deck-open";
import { BASE } from "./group";
import { deckKeys } from "./secrets";
import { openPosition } from "./share";

/**
 * The trusted-mode conversion's cards (docs/fair-play.md, "A device that leaves
 * mid-game"). Once the table goes on without a device, the others reveal their deck
 * secrets: every card whose every lock key is now known opens to all (their own hands,
 * cards the departed device had shared). What stays locked by the departed device's
 * keys (its hand, the stock, face-down piles) is a known multiset, the deck minus every
 * card open, and is dealt again into the same positions by a dice event of the
 * remaining devices (`redealDeck`). Pure; every device computes the same.
 */

/** Whether every device of `deck` but `without` has revealed its deck secret. */
export function othersRevealed(deck: DeckState, without: string): boolean {
  return deck.order.every((d) => d === without || deck.secrets.has(d));
}

/**
 * Opens every position of `deck` whose lock keys are all known once every device present
 * revealed its secret: theirs from the secrets, the departed device's from its shares. A revealed secret that is not the key of its device's shuffle, or a position
 * that opens to no card, marks the deck broken (naming the device when it can).
 */
export function openKnown(deck: DeckState): { readonly deck: DeckState; readonly opened: Opened } {
  const size = deckSize(deck);
  const keys = new Map(
    [...deck.secrets].map(([device, secret]) => [device, deckKeys(secret, size)] as const),
  );
  for (const [device, k] of keys) {
    const i = deck.order.indexOf(device);
    if (!BASE.multiply(k.a).equals(deck.shuffles[i].U)) {
      const reason = `${device}'s revealed secret is not the key of its shuffle`;
      return {
        deck: { ...deck, verdict: { kind: "broken", device, position: null, reason } },
        opened: [],
      };
    }
  }
  const final = finalDeck(deck);
  const openedNow = new Map(deck.opened);
  const opened: [number, number | null][] = [];
  let verdict = deck.verdict;
  for (let p = 0; p < size; p++) {
    if (openedNow.has(p)) continue;
    const lockKeys = deck.order.map((d) => keys.get(d)?.locks[p] ?? deck.shares.get(p)?.get(d));
    if (lockKeys.some((k) => k === undefined)) continue;
    const card = openPosition(deck.table, final, p, lockKeys as bigint[]);
    const twin = card === null ? undefined : [...openedNow].find(([, c]) => c === card);
    if (card === null || twin) {
      const reason = `position ${p} of deck ${deck.index} opens to ${card === null ? "no card" : "a card open elsewhere"}`;
      verdict ??= { kind: "broken", device: null, position: p, reason };
      continue;
    }
    opened.push([p, card]);
    openedNow.set(p, card);
  }
  return { deck: { ...deck, opened: openedNow, verdict }, opened };
}

/** A uniform shuffle of `items` by Fisher–Yates from `rng`. */
function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Deals the cards of `deck` that nobody can open any more (the deck minus every card
 * open) into its positions still locked, in position order, shuffled by `key` (the
 * remaining devices' dice event). Every position is open afterwards.
 */
export function redealDeck(
  deck: DeckState,
  key: Uint32Array,
): { readonly deck: DeckState; readonly opened: Opened } {
  const size = deckSize(deck);
  const open = new Set(deck.opened.values());
  const unknown = Array.from({ length: size }, (_, c) => c).filter((c) => !open.has(c));
  const positions = Array.from({ length: size }, (_, p) => p).filter((p) => !deck.opened.has(p));
  // Each deck gets its own stream of the event's key (the index is the deck's).
  const cards = shuffled(unknown, rngFromKey(key, deck.index));
  const openedNow = new Map(deck.opened);
  const opened: [number, number][] = positions.map((p, i) => [p, cards[i]]);
  for (const [p, c] of opened) openedNow.set(p, c);
  return { deck: { ...deck, opened: openedNow }, opened };
}
