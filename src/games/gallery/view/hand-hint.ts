import { useLayoutEffect } from "preact/hooks";
import type { GalleryCard } from "../cards";

/**
 * Marks the hand's cards a hinted move plays (data-hint, drawn by board.css), one slot
 * per copy the move uses. The kit's Hand takes no mark per card and is shared by every
 * card game, so the mark is set on its slots after each render (a re-render may replace
 * an element) and taken off before the next.
 */
export function useHandHint(
  box: { readonly current: HTMLElement | null },
  cards: readonly GalleryCard[],
): void {
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || cards.length === 0) return;
    const marked: Element[] = [];
    const wanted = new Map<string, number>();
    for (const card of cards) wanted.set(card, (wanted.get(card) ?? 0) + 1);
    for (const [card, copies] of wanted) {
      // A card's notation is a letter and digits, or `*` (parseMove read it): safe quoted.
      const slots = el.querySelectorAll(`.gl-hand [data-ck-slot="h:${card}"]`);
      for (const slot of [...slots].slice(0, copies)) {
        slot.setAttribute("data-hint", "true");
        marked.push(slot);
      }
    }
    return () => {
      for (const slot of marked) slot.removeAttribute("data-hint");
    };
  });
}
