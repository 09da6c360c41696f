import type { Seat } from "../../engine/game";
import type { FrenchCard } from "../cards/french";
import type { MosaicTable } from "../mosaic/table";
import type { Team } from "../mosaic/teams";
import type { MountainsOptions } from "./options";

/** A card of a hand, or null where the viewing seat may not see it. */
export type HandCard = FrenchCard | null;

/**
 * A pass the rules took on trust (fair play): the seat's hand held cards nobody else
 * could read. Kept with the hand's tokens and the number of cards then on the table, so
 * that once the audit opens every card (the tokens here are unveiled with the rest) the
 * pass can be checked (`passAudit`).
 */
export interface PassOnTrust {
  readonly seat: Seat;
  readonly hand: readonly HandCard[];
  readonly laid: number;
  /** The pass's number among the seats' moves (the move list's), from 1. */
  readonly move: number;
}

export interface MountainsState {
  readonly options: MountainsOptions;
  readonly seats: number;
  /** The team that plays the red cards; null until the deal. */
  readonly red: Team | null;
  /** The seat that moved first (by lot); null until the deal. */
  readonly first: Seat | null;
  /** The seat to move; null until the deal. */
  readonly turn: Seat | null;
  /** Each seat's hand in the order dealt; another seat's cards are null in a view. */
  readonly hands: readonly (readonly HandCard[])[];
  /** The cards laid, in the order laid; the base is row 0, mountains grow up from it. */
  readonly table: MosaicTable;
  /** Passes in a row since the last card was laid; every seat in turn ends the game. */
  readonly passes: number;
  /** Fair play only (absent otherwise): every pass made with a hand nobody else could read. */
  readonly passesOnTrust?: readonly PassOnTrust[];
  /** Fair play only (absent otherwise): the passes made so far, whoever made them. */
  readonly passesMade?: number;
}
