import { useRef } from "preact/hooks";
import type { LegalTargets } from "../../../engine/game";
import { usePointerDrag, type DragGhost } from "../drag/use-pointer-drag";
import type { Picked, SlotInfo } from "./context";
import type { CardLook } from "./looks";
import { isOrigin, moveFor } from "./selection";

/** The dragged card as the table draws it: under the pointer, at `x`, `y` (its centre). */
export interface Ghost {
  readonly uid: string;
  readonly look: CardLook | null;
  readonly width: number;
  readonly x: number;
  readonly y: number;
}

export interface DragHooks {
  readonly root: { readonly current: HTMLElement | null };
  readonly targets: () => LegalTargets;
  readonly picked: () => Picked | null;
  readonly pick: (picked: Picked | null) => void;
  readonly play: (origin: string, destination: string, notation: string) => void;
  readonly hitTest: (x: number, y: number) => Element | null;
}

const ghostOf = (g: DragGhost<SlotInfo>): Ghost => ({
  uid: g.origin.uid,
  look: g.origin.look,
  width: g.width,
  x: g.x,
  y: g.y,
});

/**
 * Drag a card with a pointer (the shared drag of src/ui/kit/drag/, on card slots): a
 * press on a card with moves becomes a drag once it travels past the threshold of its
 * pointer kind; the card follows the pointer (drawn by the table above everything, so
 * no scrolling hand clips it) and drops on the legal destination under it. Released
 * anywhere else, the card goes back and stays picked; cancelled (Escape, the browser
 * taking the gesture, a new position), it goes back and the pick is as before.
 */
export function useDrag(hooks: DragHooks) {
  const ghostEl = useRef<HTMLDivElement | null>(null);
  /** What was picked before the drag, restored when it is cancelled. */
  const before = useRef<Picked | null>(null);
  const drag = usePointerDrag<SlotInfo>({
    canDrag: (slot) => isOrigin(hooks.targets(), slot.id),
    started: (slot) => {
      before.current = hooks.picked();
      hooks.pick({ origin: slot.id, uid: slot.uid, name: slot.name });
    },
    targetAt: (at, slot) => destinationAt(hooks, at.x, at.y, slot.id),
    dropped: (slot, destination) => {
      const notation = moveFor(hooks.targets(), slot.id, destination);
      if (notation !== null) hooks.play(slot.id, destination, notation);
    },
    abandoned: (_slot, released) => {
      if (!released) hooks.pick(before.current);
    },
    place: (g) => {
      if (!ghostEl.current) return false;
      ghostEl.current.style.transform = ghostTransform(ghostOf(g));
      return true;
    },
  });
  return {
    ghost: drag.ghost && ghostOf(drag.ghost),
    ghostEl,
    hover: drag.hover,
    pointerDown: (e: PointerEvent, slot: SlotInfo) => drag.pointerDown(e, slot, slot.el),
    cancel: drag.cancel,
    dragging: drag.dragging,
    consumeClick: drag.consumeClick,
  };
}

export function ghostTransform(g: Ghost): string {
  return `translate(${g.x}px, ${g.y}px) translate(-50%, -50%)`;
}

/** The legal destination of `origin` under the point, inside this table only. */
function destinationAt(hooks: DragHooks, x: number, y: number, origin: string): string | null {
  const hit = hooks.hitTest(x, y);
  const slot = hit?.closest<HTMLElement>("[data-ck-slot]");
  if (!slot || !hooks.root.current?.contains(slot)) return null;
  const id = slot.dataset.ckSlot ?? "";
  return moveFor(hooks.targets(), origin, id) === null ? null : id;
}
