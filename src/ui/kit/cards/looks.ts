import type { FrenchCard } from "../../../games/cards/french";

/** Picture Gallery's frame colours (rules/gallery.md: red, yellow, blue, grey). */
export type Frame = "red" | "yellow" | "blue" | "grey";

export const FRAMES: readonly Frame[] = ["red", "yellow", "blue", "grey"];

/** A frame card's value and colour. */
export interface FramedValue {
  readonly frame: Frame;
  /** 1 to 10. */
  readonly value: number;
}

/**
 * How a card is drawn. One card component, several faces: French cards by their
 * notation ("Qs", "10h", "*"), Picture Gallery's numbered paintings in coloured frames
 * and its joker (the artist, who may stand for a card), and the back of any card.
 */
export type CardLook =
  | { readonly kind: "french"; readonly card: FrenchCard }
  | ({ readonly kind: "frame" } & FramedValue)
  | { readonly kind: "artist"; readonly as: FramedValue | null }
  | { readonly kind: "back" };

export const BACK: CardLook = { kind: "back" };

/** A French card by its notation; null (a card the viewer may not see) is a back. */
export function frenchLook(card: FrenchCard | null): CardLook {
  return card === null ? BACK : { kind: "french", card };
}

export function frameLook(frame: Frame, value: number): CardLook {
  return { kind: "frame", frame, value };
}

/** Gallery's joker; `as` is the card it stands for once laid and named. */
export function artistLook(as: FramedValue | null = null): CardLook {
  return { kind: "artist", as };
}
