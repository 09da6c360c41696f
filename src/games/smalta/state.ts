import type { Seat } from "../../engine/game";

/** How the colour of each turn is chosen (docs/games/smalta.md, "Where the colour comes from"). */
export type Fortune = "die" | "cards" | "table";

export interface SmaltaOptions {
  readonly fortune: Fortune;
  /** Hand size in the cards variant: 3 or 4. */
  readonly hand: number;
}

export type WinKind = "monochrome" | "four-colour";

export interface Win {
  readonly seat: Seat;
  readonly kind: WinKind;
  /** Bottom-left cell of the winning block. */
  readonly corner: number;
}

/** A card value, or null where the viewing seat may not see it. */
export type Card = number | null;

export interface SmaltaState {
  readonly options: SmaltaOptions;
  /** 36 cells, 0 for empty, else the colour 1–6. */
  readonly cells: readonly number[];
  /** The seat whose turn it is; null until the lot is drawn. */
  readonly turn: Seat | null;
  /** The colour rolled this turn and not yet painted (die and table variants). */
  readonly roll: number | null;
  /** Cluster points per seat. */
  readonly points: readonly [number, number];
  readonly win: Win | null;
  /** The cell painted last and whether it gave a cluster point, for the interface. */
  readonly last: { readonly cell: number; readonly cluster: boolean } | null;
  /** Cards variant: the stock (top first), the hands, the open discard pile. */
  readonly stock: readonly Card[];
  readonly hands: readonly (readonly Card[])[];
  readonly discard: readonly number[];
  readonly dealt: boolean;
  /** A seat that could not draw back to its hand size because the stock ran out. */
  readonly drawOwed: Seat | null;
}
