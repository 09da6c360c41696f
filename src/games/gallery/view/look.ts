import {
  artistLook,
  BACK,
  frameLook,
  type CardLook,
  type Frame,
} from "../../../ui/kit/cards/looks";
import type { GalleryCard } from "../cards";

const FRAME_OF: Readonly<Record<string, Frame>> = { r: "red", y: "yellow", b: "blue", g: "grey" };

/**
 * How a card of the notation is drawn: `r7` a painting, `*` the artist, `*r7` a named
 * joker; null (a fair game's start card this device has not opened yet) face down.
 */
export function lookOf(card: GalleryCard | null): CardLook {
  if (card === null) return BACK;
  if (card === "*") return artistLook();
  if (card.startsWith("*")) {
    return artistLook({ frame: FRAME_OF[card[1]], value: Number(card.slice(2)) });
  }
  return frameLook(FRAME_OF[card[0]], Number(card.slice(1)));
}

/** The players' token colours of the rules, in seat order: yellow, white, grey, violet. */
export const TOKEN_COLOURS = ["#f2c230", "#ffffff", "#8a8f98", "#7b4bb7"] as const;
