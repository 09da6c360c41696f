import type { CubePicture } from "./svg-parts";

/** What the SVG board draws: both halves from the viewer's side, and what may be tapped. */
export interface BoardPicture {
  /** The viewer's half and the opponent's, 25 counts each in the owner's numbering. */
  readonly mine: readonly number[];
  readonly theirs: readonly number[];
  /** The colour (0 white, 1 black) of the viewer's checkers. */
  readonly myColour: 0 | 1;
  readonly homeLeft: boolean;
  readonly movable: ReadonlySet<number>;
  readonly destinations: ReadonlySet<number>;
  readonly selected: number | null;
  /** The points (viewer's numbering) the opponent's last move left and reached; absent: none. */
  readonly lastFrom?: ReadonlySet<number>;
  readonly lastTo?: ReadonlySet<number>;
  readonly dice: readonly { readonly value: number; readonly used: boolean }[];
  readonly cube: CubePicture | null;
  /** The viewer's dice wait for a tap (auto-roll off): blank dice to tap are drawn. */
  readonly rollDue?: { readonly label: string; readonly onRoll: () => void };
}
