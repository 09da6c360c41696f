import { useLayoutEffect } from "preact/hooks";
import { parseMove } from "../notation";
import { endsOf } from "../targets";

/** The class of a place the hinted entry starts from or goes to (board.css). */
export const HINTED = "sm-hinted";

/**
 * The slots a hinted entry names, as the targets name them: its origin (`h:Kh`, `g`,
 * `d1`) and its destination (`c2`, or `d3` for the closing discard). `end` has no slot
 * (the board marks its button); a text that is no seat's entry names none.
 */
export function hintSlots(hint: string | null | undefined): string[] {
  if (!hint) return [];
  const move = parseMove(hint);
  if (!move.ok || move.value.type === "deal" || move.value.type === "shuffle") return [];
  if (move.value.type === "end") return [];
  return endsOf(move.value);
}

/**
 * Marks the hinted entry's slots inside `root` (`data-hint="true"` and HINTED). The
 * kit's Hand and Pile take no attributes per slot, and the kit is shared with other
 * games, so the marks are put on the slots the kit drew, found by their `data-ck-slot`
 * (the targets' ids): after every render, since a played card redraws the hand. Of
 * two equal cards in the hand the first is marked: either plays the same entry.
 */
export function useHintMarks(
  root: { readonly current: HTMLElement | null },
  hint: string | null | undefined,
): void {
  const slots = hintSlots(hint);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || slots.length === 0) return;
    const marked: Element[] = [];
    for (const id of slots) {
      const slot = [...el.querySelectorAll("[data-ck-slot]")].find(
        (s) => s.getAttribute("data-ck-slot") === id,
      );
      if (!slot) continue;
      slot.setAttribute("data-hint", "true");
      slot.classList.add(HINTED);
      marked.push(slot);
    }
    return () => {
      for (const slot of marked) {
        slot.removeAttribute("data-hint");
        slot.classList.remove(HINTED);
      }
    };
  });
}
