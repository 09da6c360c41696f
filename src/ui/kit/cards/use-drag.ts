import { useEffect, useRef, useState } from "preact/hooks";
import type { LegalTargets } from "../../../engine/game";
import type { Picked, SlotInfo } from "./context";
import { cardCentre, isDrag, pointerKind, type PointerKind } from "./drag";
import type { CardLook } from "./looks";
import { isOrigin, moveFor } from "./selection";

interface Press {
  readonly pointerId: number;
  readonly kind: PointerKind;
  readonly x0: number;
  readonly y0: number;
  readonly slot: SlotInfo;
  readonly width: number;
  readonly height: number;
  /** What was picked before the press, restored when the drag is cancelled. */
  readonly before: Picked | null;
  moved: boolean;
  hover: string | null;
}

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

/**
 * Drag with a pointer: a press on a card with moves becomes a drag once it travels
 * past the threshold of its pointer kind; the card follows the pointer (drawn by the
 * table above everything, so no scrolling hand clips it) and drops on the legal
 * destination under it. Released anywhere else, the card goes back and stays picked;
 * cancelled (Escape, the browser taking the gesture, a new position), it goes back and
 * the pick is as before. A press that never travels is left to the click: a tap.
 */
export function useDrag(hooks: DragHooks) {
  const press = useRef<Press | null>(null);
  const ghostEl = useRef<HTMLDivElement | null>(null);
  const suppressClick = useRef(false);
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const stop = useRef<() => void>(() => undefined);

  const end = () => {
    stop.current();
    stop.current = () => undefined;
    press.current = null;
    setGhost(null);
    setHover(null);
  };

  const cancel = () => {
    const p = press.current;
    if (p?.moved) hooks.pick(p.before);
    end();
  };

  const move = (e: PointerEvent) => {
    const p = press.current;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.moved) {
      if (!isDrag(p.kind, e.clientX - p.x0, e.clientY - p.y0)) return;
      p.moved = true;
      hooks.pick({ origin: p.slot.id, uid: p.slot.uid, name: p.slot.name });
    }
    e.preventDefault();
    const at = cardCentre(p.kind, e.clientX, e.clientY, p.height);
    const ghostNow: Ghost = { uid: p.slot.uid, look: p.slot.look, width: p.width, ...at };
    if (ghostEl.current) ghostEl.current.style.transform = ghostTransform(ghostNow);
    else setGhost(ghostNow);
    const over = destinationAt(hooks, at.x, at.y, p.slot.id);
    if (over !== p.hover) {
      p.hover = over;
      setHover(over);
    }
  };

  const up = (e: PointerEvent) => {
    const p = press.current;
    if (!p || e.pointerId !== p.pointerId) return;
    if (p.moved) {
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      const notation = p.hover === null ? null : moveFor(hooks.targets(), p.slot.id, p.hover);
      end();
      if (notation !== null && p.hover !== null) hooks.play(p.slot.id, p.hover, notation);
      return;
    }
    end();
  };

  const pointerCancel = (e: PointerEvent) => {
    if (press.current && e.pointerId === press.current.pointerId) cancel();
  };

  const escape = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !press.current) return;
    e.preventDefault();
    e.stopPropagation();
    cancel();
  };

  const pointerDown = (e: PointerEvent, slot: SlotInfo) => {
    if (press.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    if (!isOrigin(hooks.targets(), slot.id)) return;
    const box = slot.el.getBoundingClientRect();
    press.current = {
      pointerId: e.pointerId,
      kind: pointerKind(e.pointerType),
      x0: e.clientX,
      y0: e.clientY,
      slot,
      width: box.width || 60,
      height: box.height || 84,
      before: hooks.picked(),
      moved: false,
      hover: null,
    };
    // Keep the pointer's events even when it leaves the card (a finger's are kept anyway).
    if (typeof slot.el.setPointerCapture === "function") {
      try {
        slot.el.setPointerCapture(e.pointerId);
      } catch {
        // A pointer that is already gone: the window listeners still see its end.
      }
    }
    window.addEventListener("pointermove", move, { passive: false });
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", pointerCancel);
    window.addEventListener("keydown", escape, true);
    stop.current = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", pointerCancel);
      window.removeEventListener("keydown", escape, true);
    };
  };

  // Nothing of a drag outlives the table.
  useEffect(() => () => stop.current(), []);

  return {
    ghost,
    ghostEl,
    hover,
    pointerDown,
    cancel,
    dragging: () => press.current?.moved === true,
    consumeClick: () => {
      const was = suppressClick.current;
      suppressClick.current = false;
      return was;
    },
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
