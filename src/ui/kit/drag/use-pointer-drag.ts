import { useEffect, useRef, useState } from "preact/hooks";
import { heldCentre, isDrag, pointerKind, type PointerKind } from "./drag-math";

/** A point in CSS pixels of the viewport (clientX, clientY). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * What a board tells the drag about its pieces. The drag knows no rule: the board
 * says which origins may be dragged and which target under a point is legal.
 */
export interface DragSpec<O> {
  /** Whether a press on `origin` may become a drag (it has legal moves now). */
  readonly canDrag: (origin: O) => boolean;
  /** The press travelled past its pointer's threshold: the piece is lifted. */
  readonly started?: (origin: O) => void;
  /** The legal target under the point (client px), or null. */
  readonly targetAt: (at: Point, origin: O) => string | null;
  /** Released over `target` (one that targetAt gave). */
  readonly dropped: (origin: O, target: string) => void;
  /**
   * The drag ended without a drop: Escape, the browser taking the gesture
   * (`pointercancel`), a new position (`cancel()`), or a release off every target
   * (`released` true: the board may keep the piece picked).
   */
  readonly abandoned?: (origin: O, released: boolean) => void;
  /**
   * Moves the drawn piece without a render (a drag's moves come at 60 Hz or more);
   * returns false when there is nothing drawn yet, and the drag renders instead.
   */
  readonly place?: (ghost: DragGhost<O>) => boolean;
}

/** The piece being dragged, drawn by the board at (x, y): its centre, in client px. */
export interface DragGhost<O> {
  readonly origin: O;
  readonly kind: PointerKind;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface Press<O> {
  readonly pointerId: number;
  readonly kind: PointerKind;
  readonly x0: number;
  readonly y0: number;
  readonly origin: O;
  readonly width: number;
  readonly height: number;
  moved: boolean;
  hover: string | null;
}

/** What a board wires to its pieces. */
export interface PointerDrag<O> {
  /** The lifted piece, while a drag is on (the board draws it). */
  readonly ghost: DragGhost<O> | null;
  /** The legal target under the dragged piece. */
  readonly hover: string | null;
  /**
   * Call from a piece's pointerdown. `size` is the piece as drawn (client px): a finger
   * holds it above itself by most of its height. Default: `el`'s box.
   */
  pointerDown(
    event: PointerEvent,
    origin: O,
    el: Element,
    size?: { width: number; height: number },
  ): void;
  /** Ends a drag without a drop (a new position): `abandoned(origin, false)`. */
  cancel(): void;
  dragging(): boolean;
  /** True once, for the click that ends a drag: it must not count as a tap. */
  consumeClick(): boolean;
}

/**
 * Dragging pieces with a mouse, a pen or a finger, shared by every board (the cards
 * kit's CardTable, the backgammon board). A press on a piece that can move becomes a
 * drag once it travels past its pointer's threshold; the piece follows the pointer
 * (held above a finger) and drops on the legal target under it. A press that never
 * travels is left to the click: a tap. The board must give the dragged piece's area
 * `touch-action: none`, or the browser takes a finger's drag for a scroll and cancels it.
 */
export function usePointerDrag<O>(spec: DragSpec<O>): PointerDrag<O> {
  const latest = useRef(spec);
  latest.current = spec;
  const press = useRef<Press<O> | null>(null);
  const suppressClick = useRef(false);
  const [ghost, setGhost] = useState<DragGhost<O> | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const stop = useRef<() => void>(() => undefined);

  const end = () => {
    stop.current();
    stop.current = () => undefined;
    press.current = null;
    setGhost(null);
    setHover(null);
  };

  const abandon = (released: boolean) => {
    const p = press.current;
    end();
    if (p?.moved) latest.current.abandoned?.(p.origin, released);
  };

  const move = (e: PointerEvent) => {
    const p = press.current;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.moved) {
      if (!isDrag(p.kind, e.clientX - p.x0, e.clientY - p.y0)) return;
      p.moved = true;
      latest.current.started?.(p.origin);
    }
    e.preventDefault();
    const at = heldCentre(p.kind, e.clientX, e.clientY, p.height);
    const now: DragGhost<O> = {
      origin: p.origin,
      kind: p.kind,
      width: p.width,
      height: p.height,
      ...at,
    };
    if (!(latest.current.place?.(now) ?? false)) setGhost(now);
    const over = latest.current.targetAt(at, p.origin);
    if (over !== p.hover) {
      p.hover = over;
      setHover(over);
    }
  };

  const up = (e: PointerEvent) => {
    const p = press.current;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.moved) {
      end();
      return;
    }
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    // Where it is released counts, even when no move event came at that very point.
    const at = heldCentre(p.kind, e.clientX, e.clientY, p.height);
    const target = latest.current.targetAt(at, p.origin) ?? p.hover;
    if (target === null) {
      abandon(true);
      return;
    }
    end();
    latest.current.dropped(p.origin, target);
  };

  const pointerCancel = (e: PointerEvent) => {
    if (press.current && e.pointerId === press.current.pointerId) abandon(false);
  };

  const escape = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !press.current) return;
    e.preventDefault();
    e.stopPropagation();
    abandon(false);
  };

  const pointerDown: PointerDrag<O>["pointerDown"] = (e, origin, el, size) => {
    if (press.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    if (!latest.current.canDrag(origin)) return;
    const box = size ?? el.getBoundingClientRect();
    press.current = {
      pointerId: e.pointerId,
      kind: pointerKind(e.pointerType),
      x0: e.clientX,
      y0: e.clientY,
      origin,
      width: box.width || 60,
      height: box.height || 84,
      moved: false,
      hover: null,
    };
    // Keep the pointer's events even when it leaves the piece (a finger's are kept anyway).
    if (typeof el.setPointerCapture === "function") {
      try {
        el.setPointerCapture(e.pointerId);
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

  // Nothing of a drag outlives the board.
  useEffect(() => () => stop.current(), []);

  return {
    ghost,
    hover,
    pointerDown,
    cancel: () => abandon(false),
    dragging: () => press.current?.moved === true,
    consumeClick: () => {
      const was = suppressClick.current;
      suppressClick.current = false;
      return was;
    },
  };
}
