import type { Seat } from "../../engine/game";

export interface BackgammonOptions {
  /** The doubling cube (`double`, `take`, `drop`). */
  readonly cube: boolean;
  /** Match length in points; 0 is a single game. */
  readonly match: number;
  /** The 48-card deck instead of dice. */
  readonly cards: boolean;
  /** Cards variant: hand size, 3–5. */
  readonly hand: number;
  /** A GNU Backgammon Position ID to start from (for the seat `turn`), or null. */
  readonly position: string | null;
  /** With `position`: the seat on roll. */
  readonly turn: Seat;
}

/**
 * Where a turn stands. The random events: "opening" (the opening roll, or the lot
 * with cards), "roll", "deal". The seats' decisions: "decide" (double or roll),
 * "move" (play the dice, or choose cards and play them), "take" (answer a double),
 * "resign" (answer a resignation).
 */
export type Phase = "opening" | "deal" | "decide" | "roll" | "move" | "take" | "resign" | "over";

/** How much a resigning player offers to lose (times the cube): 1, 2 or 3 points. */
export type ResignKind = "single" | "gammon" | "backgammon";

export type WinReason =
  | "single"
  | "gammon"
  | "backgammon"
  | "drop"
  | "resigned-single"
  | "resigned-gammon"
  | "resigned-backgammon";

/** A resignation offered by `seat`, waiting for the opponent's answer (resign.ts). */
export interface ResignOffer {
  readonly seat: Seat;
  readonly kind: ResignKind;
  /** Where the turn stood, to go on from if the offer is declined. */
  readonly resume: "decide" | "move";
}

export interface GameRecord {
  readonly winner: Seat;
  readonly points: number;
  readonly reason: WinReason;
}

/** A card value, or null where the viewing seat may not see it. */
export type Card = number | null;

export interface BackgammonState {
  readonly options: BackgammonOptions;
  /** Per seat, in its own numbering: index p − 1 holds point p, index 24 the bar. */
  readonly board: readonly (readonly number[])[];
  readonly phase: Phase;
  /** The seat on roll (also while its opponent answers a double); null before the opening. */
  readonly turn: Seat | null;
  /** The dice the seat on roll is playing. */
  readonly dice: readonly [number, number] | null;
  readonly cube: number;
  /** Who may double next; null while the cube is in the middle. */
  readonly cubeOwner: Seat | null;
  /** This game of the match is the Crawford game (no doubling). */
  readonly crawford: boolean;
  /** The Crawford game has been reached (it happens once per match). */
  readonly crawfordDone: boolean;
  readonly matchScore: readonly [number, number];
  /** Finished games, in order (one for a single game). */
  readonly games: readonly GameRecord[];
  /** Cards variant: the stock (top first), the hands, the discard pile. */
  readonly stock: readonly Card[];
  readonly hands: readonly (readonly Card[])[];
  readonly discard: readonly number[];
  /** The first deal of the game has been made. */
  readonly dealt: boolean;
  /** A seat that could not draw back to its hand because the stock ran out. */
  readonly drawOwed: Seat | null;
  /**
   * A resignation waiting for its answer (phase "resign"). Absent otherwise, so the
   * states of games without one are exactly what they were before resigning existed.
   */
  readonly resign?: ResignOffer;
}
