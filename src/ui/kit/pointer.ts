import type { BoardSettings, PointerMode } from "./game-ui";

/**
 * How the player points, for texts that send them to a piece: "Tap a checker" under a
 * finger, "Click a checker" with a mouse. A board writes each such text in both forms
 * (`ByPointer`; Russian governs its object differently after each verb, so whole
 * phrases, not a verb spliced in) and shows the one `forPointer` picks.
 */
export function pointerMode(settings: Pick<BoardSettings, "pointer">): PointerMode {
  return settings.pointer ?? "touch";
}

/** A text in its touch and mouse forms, per language. */
export type ByPointer = Readonly<Record<PointerMode, string>>;

/** The form of `text` for how this player points. */
export function forPointer(text: ByPointer, settings: Pick<BoardSettings, "pointer">): string {
  return text[pointerMode(settings)];
}
