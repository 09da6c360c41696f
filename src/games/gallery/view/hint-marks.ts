import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";
import { parseMove } from "../notation";

/**
 * The controls a hinted entry other than a step names: a hand card (a discard, a
 * decline, a swap's card) by its slot, a button (draw, bazaar, pass, end, decline) by its
 * test id, a joker's cell by its place. The step's own cards are drawn by Exhibition.
 */
export function hintedControls(hint: string | null | undefined): string[] {
  if (!hint) return [];
  const move = parseMove(hint);
  if (!move.ok) return [];
  const m = move.value;
  const button = (id: string) => `[data-testid="${id}"]`;
  switch (m.type) {
    case "draw":
      return [button("gallery-draw")];
    case "bazaar":
      return [button("gallery-take-bazaar")];
    case "pass":
      return [button("gallery-pass")];
    case "end":
      return [button("gallery-end")];
    case "decline":
      return [button("gallery-decline"), `[data-ck-slot="h:${m.card}"]`];
    case "discard":
      return [`[data-ck-slot="h:${m.card}"]`];
    case "swap":
      return [`[data-ck-slot="h:${m.card}"]`, `.gl-cell-in[data-cell="${m.x},${m.y}"]`];
    default:
      return [];
  }
}

/**
 * Marks those controls after each render (`data-hint`, class `gl-hinted`): the card kit's
 * hand and the action buttons take no per-item attributes, and a hint is drawing only.
 * Only the first match of each is marked (two equal cards in hand: one is the hint).
 */
export function useHintMarks(root: RefObject<HTMLElement>, hint: string | null | undefined) {
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    for (const el of box.querySelectorAll(".gl-hinted-control")) {
      el.classList.remove("gl-hinted-control");
      el.removeAttribute("data-hint");
    }
    for (const selector of hintedControls(hint)) {
      const el = box.querySelector(selector);
      if (!el) continue;
      el.classList.add("gl-hinted-control");
      el.setAttribute("data-hint", "true");
    }
  });
}
