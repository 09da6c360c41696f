import type { Seat } from "../../engine/game";
import type { GalleryCard } from "./cards";

export interface GalleryOptions {
  /** A set may not repeat a frame colour (default false: colours may repeat). */
  readonly distinctColours: boolean;
}

/** A card, or null where the viewing seat may not see it. */
export type Hidden = GalleryCard | null;

/** A card on the exhibition. */
export interface Placed {
  readonly x: number;
  readonly y: number;
  /** `r7`, or a named joker `*r7`. */
  readonly card: GalleryCard;
  /** The seat whose token is on it; null for a joker and for a start card not yet opened. */
  readonly owner: Seat | null;
}

/** A card of a step: a hand card (`r7`) or a named joker (`*r7`) at a cell. */
export interface Placement {
  readonly card: GalleryCard;
  readonly x: number;
  readonly y: number;
}

/** The opening of an exhibition: who opens or declines, and how the start card came. */
export interface Opening {
  /** The seat that must open or decline (the others may open or pass). */
  readonly opener: Seat;
  /** Who laid the start card by declining; null when it was turned from the draw pile. */
  readonly laidBy: Seat | null;
  /** Per start card (its notation): how many times it came back to the opener. */
  readonly returns: Readonly<Record<string, number>>;
}

/**
 * Where a turn stands:
 * - `open`: an exhibition is to be opened (`open`, `decline` or `pass`);
 * - `draw`: the turn starts with `draw` or `bazaar`;
 * - `lay`: `lay` and `swap` steps, ended by `discard`, `pass` or `end`;
 * - `discard`: nothing more may be laid (after the opening step, or after the step that
 *   closed the exhibition): the turn ends with `discard` (or `end` once there is no bazaar).
 */
export type Stage = "open" | "draw" | "lay" | "discard";

export interface Turn {
  readonly seat: Seat;
  readonly stage: Stage;
  /** Whether the seat laid or swapped a card this turn (then it ends with a discard). */
  readonly laid: boolean;
  /** Cells laid this turn, `x,y` (each group of the turn's start grows by one card). */
  readonly fresh: readonly string[];
}

/** One exhibition's scoring. */
export interface ExhibitionScore {
  readonly limit: number;
  readonly cards: number;
  /** The seat that closed it; null for the unfinished one scored at the end. */
  readonly closer: Seat | null;
  /** The overshoot card's value taken off the closer before doubling (0 if none). */
  readonly overshoot: number;
  /** Points per seat, the closer's doubled. */
  readonly points: readonly number[];
}

export interface GalleryOutcome {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  readonly reason: string;
}

export interface GalleryState {
  readonly options: GalleryOptions;
  readonly seats: number;
  /** `deal` until the deal; `playing`; `over`. */
  readonly phase: "deal" | "playing" | "over";
  readonly hands: readonly (readonly Hidden[])[];
  /** The face-down draw pile, top first (never visible, only its size). */
  readonly stock: readonly Hidden[];
  /** The face-up bazaar, the oldest card first. */
  readonly bazaar: readonly GalleryCard[];
  /** Cards out of the game: closed exhibitions, and the bazaar once the draw pile ran out. */
  readonly out: readonly GalleryCard[];
  /** 0-based number of the current exhibition (its size limit grows with it). */
  readonly exhibition: number;
  /** The current exhibition; while it is being opened, just the start card at 0,0. */
  readonly table: readonly Placed[];
  /** Set while the current exhibition is being opened. */
  readonly opening: Opening | null;
  /** The exhibition closed this turn (its cards leave when the turn ends). */
  readonly closed: boolean;
  readonly turn: Turn | null;
  /** The draw pile has run out at the start of a turn: no bazaar, no draws, no discards. */
  readonly lastRound: boolean;
  /** Passes in a row of turns that began with the draw pile empty. */
  readonly passes: number;
  /** Running totals: the closed exhibitions. */
  readonly scores: readonly number[];
  readonly history: readonly ExhibitionScore[];
  readonly outcome: GalleryOutcome | null;
  /**
   * A fair game over while a hand still holds tokens: the reason and the scores before
   * the hand cards count against their holders. The outcome follows once they are open
   * to all (`outcomeOf` in flow.ts); absent in every other state.
   */
  readonly settling?: { readonly reason: string; readonly scores: readonly number[] };
}
