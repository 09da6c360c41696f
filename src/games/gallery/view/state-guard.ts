import type { GalleryState } from "../state";

/** Whether a board was handed a Picture Gallery state (a bad file shows an error, not a crash). */
export function isGalleryState(s: unknown): s is GalleryState {
  const g = s as GalleryState | null;
  return !!g && Array.isArray(g.table) && Array.isArray(g.hands) && Array.isArray(g.bazaar);
}
