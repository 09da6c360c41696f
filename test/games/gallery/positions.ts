import { galleryDeck } from "../../../src/games/gallery/cards";
import { gallery } from "../../../src/games/gallery/rules";
import type { GalleryState, Placed, Stage } from "../../../src/games/gallery/state";

/**
 * "r5@0,0 *r6@1,0 r7@2,0/1": cards at cells, each owned by seat 0 unless `/seat`
 * follows (`/-` for no token); a joker never has one.
 */
export function tableOf(text: string): Placed[] {
  if (text.trim() === "") return [];
  return text
    .trim()
    .split(/\s+/)
    .map((part) => {
      const [where, owner] = part.split("/");
      const [card, cell] = where.split("@");
      const [x, y] = cell.split(",").map(Number);
      const seat = card.startsWith("*") || owner === "-" ? null : Number(owner ?? 0);
      return { x, y, card, owner: seat };
    });
}

export interface PositionSpec {
  readonly table: string;
  /** Seat 0's hand (the seat to move); the others get `others`. */
  readonly hand: readonly string[];
  readonly others?: readonly (readonly string[])[];
  readonly seats?: number;
  readonly exhibition?: number;
  readonly stage?: Stage;
  readonly fresh?: readonly string[];
  readonly laid?: boolean;
  readonly distinct?: boolean;
  readonly lastRound?: boolean;
  readonly stock?: readonly string[];
  readonly bazaar?: readonly string[];
  readonly seat?: number;
}

/** A position on an open exhibition, seat `seat` (default 0) to move in `stage` (default lay). */
export function position(spec: PositionSpec): GalleryState {
  const seats = spec.seats ?? 2;
  const setup = gallery.setup({ distinctColours: spec.distinct ?? false }, seats);
  if (!setup.ok) throw new Error(setup.error.message);
  const seat = spec.seat ?? 0;
  const others = spec.others ?? [];
  const hands = Array.from({ length: seats }, (_, i) =>
    i === seat ? [...spec.hand] : [...(others[i > seat ? i - 1 : i] ?? ["g1", "g2"])],
  );
  return {
    ...setup.value,
    phase: "playing",
    hands,
    stock: [...(spec.stock ?? (spec.lastRound ? [] : ["b1", "b2", "b3", "b4", "b5"]))],
    bazaar: [...(spec.bazaar ?? [])],
    exhibition: spec.exhibition ?? 0,
    table: tableOf(spec.table),
    lastRound: spec.lastRound ?? false,
    turn: {
      seat,
      stage: spec.stage ?? "lay",
      laid: spec.laid ?? (spec.fresh ?? []).length > 0,
      fresh: [...(spec.fresh ?? [])],
    },
  };
}

/** The error code of `text` played by the seat to move, or "ok". */
export function verdict(state: GalleryState, text: string): string {
  const move = gallery.parseMove(text);
  if (!move.ok) return move.error.code;
  const refusal = gallery.check(state, state.turn!.seat, move.value);
  return refusal ? refusal.code : "ok";
}

/**
 * A full legal deal: each hand as given, filled up to 10 cards from what the deck has
 * left (in deck order), then the draw pile: `stockTop` first, the rest of the deck after.
 */
export function dealText(
  first: number,
  hands: readonly (readonly string[])[],
  stockTop: readonly string[] = [],
  stockEnd: readonly string[] = [],
): string {
  const left = galleryDeck();
  const take = (card: string): void => {
    const at = left.indexOf(card);
    if (at < 0) throw new Error(`no ${card} left for the deal`);
    left.splice(at, 1);
  };
  for (const card of [...hands.flat(), ...stockTop, ...stockEnd]) take(card);
  const full = hands.map((h) => {
    const hand = [...h];
    while (hand.length < 10) hand.push(left.shift()!);
    return hand;
  });
  const stock = [...stockTop, ...left, ...stockEnd];
  return `deal first=${first} ${full.map((h, i) => `${i}:${h.join(",")}`).join(" ")} stock:${stock.join(",")}`;
}
