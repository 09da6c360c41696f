import { parseMove } from "../notation";

/**
 * What the board offers, read from the notation of the legal moves only: the board
 * holds no rules of its own, so whatever the engine allows is what can be tapped.
 */
export interface Offers {
  /** Cell names that can be painted now, without a card ("c4"). */
  readonly paint: ReadonlySet<string>;
  /** Table die: the values the player may enter (empty unless a roll is due). */
  readonly rolls: readonly number[];
  /** Cards variant: for each card value, the cells it may be laid on. */
  readonly cards: ReadonlyMap<number, ReadonlySet<string>>;
}

export function readOffers(legal: readonly string[]): Offers {
  const paint = new Set<string>();
  const rolls: number[] = [];
  const cards = new Map<number, Set<string>>();
  for (const text of legal) {
    const parsed = parseMove(text);
    if (!parsed.ok) continue;
    const move = parsed.value;
    if (move.type === "paint") paint.add(text);
    else if (move.type === "roll") rolls.push(move.value);
    else if (move.type === "card") {
      const cell = text.slice(text.lastIndexOf(" ") + 1);
      const set = cards.get(move.value) ?? new Set<string>();
      set.add(cell);
      cards.set(move.value, set);
    }
  }
  rolls.sort((a, b) => a - b);
  return { paint, rolls, cards };
}

/** The cells a tap may paint: with cards, those of the selected card's value. */
export function tappableCells(offers: Offers, selectedValue: number | null): ReadonlySet<string> {
  if (offers.cards.size === 0) return offers.paint;
  if (selectedValue === null) return new Set();
  return offers.cards.get(selectedValue) ?? new Set();
}

/** The notation of a tap on `cell`. */
export function moveForCell(cell: string, selectedValue: number | null): string {
  return selectedValue === null ? cell : `card ${selectedValue} ${cell}`;
}

/** The hinted move (BoardProps.hint) as the board draws it: its cell and, with cards, its card. */
export interface HintMark {
  readonly cell: number;
  /** The card value laid, or null for a paint with the die. */
  readonly value: number | null;
}

/** Reads the hint's notation; null when there is none or it names no cell (a roll). */
export function readHint(hint: string | null | undefined): HintMark | null {
  if (hint === null || hint === undefined) return null;
  const parsed = parseMove(hint);
  if (!parsed.ok) return null;
  const move = parsed.value;
  if (move.type === "paint") return { cell: move.cell, value: null };
  if (move.type === "card") return { cell: move.cell, value: move.value };
  return null;
}
