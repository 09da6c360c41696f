/** A width and a height in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The short side of the box a board is laid out in before it is scaled up: about a
 * phone's width, the size every board is made for.
 */
export const DESIGN_SHORT_SIDE = 420;

export interface Fit {
  /** The box the board is laid out in: the screen's shape, at phone size. */
  readonly design: Size;
  /** How much the design box is magnified on screen. */
  readonly scale: number;
  /** Where the magnified design box's top left corner goes inside the screen's box. */
  readonly left: number;
  readonly top: number;
}

/**
 * How a board made for a phone fills a big box (a tablet, a desktop): it is laid out in
 * a box of the big box's shape whose short side is phone-sized, then magnified to fill
 * it — less, if the board came out larger than its design box (`content`, measured in
 * it), so that all of it shows. Never smaller than the board's own size: a box smaller
 * than a phone gets the board at scale 1 (or what fits it). Centred.
 */
export function fitBoard(box: Size, content: Size | null, shortSide = DESIGN_SHORT_SIDE): Fit {
  if (box.width <= 0 || box.height <= 0) {
    return { design: box, scale: 1, left: 0, top: 0 };
  }
  const magnify = Math.max(1, Math.min(box.width, box.height) / shortSide);
  const design = { width: box.width / magnify, height: box.height / magnify };
  const measured = content && content.width > 0 && content.height > 0 ? content : null;
  const shrink = measured
    ? Math.min(1, design.width / measured.width, design.height / measured.height)
    : 1;
  const scale = magnify * shrink;
  const shownWidth = Math.max(measured?.width ?? 0, design.width) * scale;
  const shownHeight = (measured?.height ?? design.height) * scale;
  return {
    design,
    scale,
    left: (box.width - shownWidth) / 2,
    top: Math.max(0, (box.height - shownHeight) / 2),
  };
}
