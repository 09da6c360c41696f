import type { Seat } from "../../engine/game";
import type { FrenchCard } from "../cards/french";

/**
 * Spite and Malice (rules/spite-malice.md). A card is its notation text ("Qh", "*"); a
 * card a viewer may not see is null (see visibility.ts). Piles list their cards in the
 * order the notation does: goal piles and the stock top first, discard and centre piles
 * bottom first (their top is the last card).
 */
export type Card = FrenchCard;
export type Hidden = Card | null;

export type Wild = "kings" | "jokers";

export interface SpiteOptions {
  /** Cards in each goal pile: 13, 20 or 26. */
  readonly goal: 13 | 20 | 26;
  /** Centre piles: 4, or 0 for as many as the aces start. */
  readonly piles: 4 | 0;
  /** An ace or two that can go to the centre must go there first. */
  readonly acesAndTwos: boolean;
  /** Kings wild (build A–Q), or each deck's two jokers wild (build A–K). */
  readonly wild: Wild;
  /** Points that end a match (0: a single hand). */
  readonly match: 0 | 25 | 50 | 100;
}

/** A finished hand of a match. */
export interface HandRecord {
  readonly winners: readonly Seat[];
  /** The points each seat scored in this hand. */
  readonly points: readonly number[];
  /** "goal" (a goal pile was emptied) or "blocked" (nobody could play on). */
  readonly reason: HandReason;
}

export type HandReason = "goal" | "blocked";

/**
 * "deal": the hand's deal is due (a random event). "play": a seat moves, unless the
 * stock ran dry in the middle of a draw and a reshuffle is due (`drawDue`). "over": the
 * single hand or the match is over.
 */
export type Phase = "deal" | "play" | "over";

export interface SpiteState {
  readonly options: SpiteOptions;
  readonly seats: number;
  readonly phase: Phase;
  /** The seat whose turn it is; during "deal", the seat that will start the hand. */
  readonly turn: Seat;
  /** The seat that started the current (or last) hand; -1 before the first deal. */
  readonly first: Seat;
  /** Per seat, top first: only the top (index 0) is face up. */
  readonly goals: readonly (readonly Hidden[])[];
  readonly hands: readonly (readonly Hidden[])[];
  /** Per seat, four piles, bottom first. Face up. */
  readonly discards: readonly (readonly (readonly Card[])[])[];
  /**
   * The centre piles by slot, bottom first; [] is a free slot. With 4 piles there are
   * always 4 slots; with unlimited piles trailing free slots are dropped. A pile's
   * length is the rank of its top card (a wild card counts as the rank it stands for).
   */
  readonly centre: readonly (readonly Card[])[];
  /** The draw pile, top first. */
  readonly stock: readonly Hidden[];
  /** The cards of completed centre piles, waiting for a reshuffle; kept in deck order. */
  readonly setAside: readonly Card[];
  /** The draw of `turn` came up short and set-aside cards exist: a "shuffle" is due. */
  readonly drawDue: boolean;
  /** This turn began with nothing to draw (empty stock, nothing set aside). */
  readonly dryStart: boolean;
  /** A card went to the centre during this turn. */
  readonly played: boolean;
  /** Consecutive finished turns that began dry and played nothing to the centre. */
  readonly idleTurns: number;
  /** Match points per seat, over the finished hands. */
  readonly totals: readonly number[];
  readonly history: readonly HandRecord[];
}

/** Where a played card comes from: the hand, the goal top, or a discard pile (1-based). */
export type Source = "h" | "g" | number;

/** A Spite and Malice log entry: a random event or a seat's move. */
export type SpiteMove =
  | {
      readonly type: "deal";
      readonly first: Seat;
      /** Per seat, top first. */
      readonly goals: readonly (readonly Card[])[];
      /** Top first. */
      readonly stock: readonly Card[];
    }
  | { readonly type: "shuffle"; readonly stock: readonly Card[] }
  | {
      readonly type: "play";
      readonly card: Card;
      readonly from: Source;
      /** Centre slot, 1-based as in the notation (c1 is 1). */
      readonly pile: number;
      /** The rank a wild card stands for (1–13), else null. */
      readonly as: number | null;
    }
  | { readonly type: "discard"; readonly card: Card; readonly pile: number }
  | { readonly type: "end" };
