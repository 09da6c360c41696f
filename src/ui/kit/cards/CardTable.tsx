import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import type { LegalTargets } from "../../../engine/game";
import type { Lang } from "../game-ui";
import { CardFace } from "./CardFace";
import { TableContext, type Picked, type SlotInfo, type TableApi } from "./context";
import { isOrigin, stepFocus, tapOn } from "./selection";
import { KIT_TEXTS } from "./texts";
import { ghostTransform, useDrag } from "./use-drag";
import "./cards.css";

export interface CardTableProps {
  /** Legal moves as data: origin → destination → notation (game.targets for the viewer). */
  readonly targets: LegalTargets;
  /** The player chose `origin` → `destination`; `notation` is the one the targets give. */
  readonly onPlay: (notation: string, origin: string, destination: string) => void;
  /** A slot id in words, in `settings.lang` ("c2" → "centre pile 2"). Default: the id. */
  readonly placeName?: (id: string) => string;
  readonly settings: {
    readonly lang: Lang;
    readonly reducedMotion: boolean;
    /** Four-colour suits: clubs green, diamonds blue (the colour-blind-safe second cue). */
    readonly fourColour?: boolean;
  };
  /** The table's name for assistive technology ("Table", "Your side"). */
  readonly label?: string;
  readonly class?: string;
  readonly children: ComponentChildren;
  /** The element under a point; tests give their own. Default: document.elementFromPoint. */
  readonly hitTest?: (x: number, y: number) => Element | null;
}

/**
 * The frame every card board is built in: it holds what is picked and what is dragged,
 * and turns taps, keys and drops on the slots inside it into (origin, destination)
 * pairs, reported with the notation the targets give. It knows no rule of any game.
 */
export function CardTable(props: CardTableProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [picked, setPicked] = useState<Picked | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);
  const texts = KIT_TEXTS[props.settings.lang];
  const placeName = props.placeName ?? ((id: string) => id);

  // A pick that the new position no longer allows is dropped, and so is a drag.
  const targetsKey = useMemo(() => JSON.stringify(props.targets), [props.targets]);
  const current = picked !== null && isOrigin(props.targets, picked.origin) ? picked : null;

  const play = (origin: string, destination: string, notation: string) => {
    setPicked(null);
    latest.current.onPlay(notation, origin, destination);
  };

  const pickedRef = useRef(current);
  pickedRef.current = current;
  const drag = useDrag({
    root,
    targets: () => latest.current.targets,
    picked: () => pickedRef.current,
    pick: setPicked,
    play,
    hitTest: (x, y) => (latest.current.hitTest ?? defaultHitTest)(x, y),
  });

  useEffect(() => {
    if (drag.dragging()) drag.cancel();
    setPicked((p) => (p !== null && isOrigin(latest.current.targets, p.origin) ? p : null));
  }, [targetsKey]);

  // One tab stop (roving tabindex): the slot last focused while it can act, else the
  // first slot that can act, in reading order.
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const live =
      cursor !== null &&
      el.querySelector(`[data-ck-uid="${cssEscape(cursor)}"][data-ck-active="true"]`);
    if (live) return;
    const first = el.querySelector<HTMLElement>('[data-ck-active="true"]')?.dataset.ckUid ?? null;
    if (first !== cursor) setCursor(first);
  });

  // Focus moves only after the render that made its target focusable.
  useEffect(() => {
    const selector = focusNext.current;
    if (selector === null) return;
    focusNext.current = null;
    const el =
      (selector === ROOT ? null : root.current?.querySelector<HTMLElement>(selector)) ??
      root.current;
    el?.focus();
  });

  const tap = (slot: SlotInfo, byKey = false) => {
    const result = tapOn(
      props.targets,
      current?.origin ?? null,
      slot.id,
      current?.uid === slot.uid,
    );
    switch (result.kind) {
      case "select":
        setPicked({ origin: slot.id, uid: slot.uid, name: slot.name });
        if (byKey) focusNext.current = '[data-ck-legal="true"]';
        return;
      case "play":
        if (byKey) focusNext.current = ROOT;
        play(result.origin, result.destination, result.notation);
        return;
      case "clear":
        if (byKey && current) focusNext.current = `[data-ck-uid="${cssEscape(current.uid)}"]`;
        setPicked(null);
        return;
      case "none":
        return;
    }
  };

  const keyDown = (e: KeyboardEvent, slot: SlotInfo) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      tap(slot, true);
    } else if (e.key === "Escape" && current) {
      e.preventDefault();
      focusNext.current = `[data-ck-uid="${cssEscape(current.uid)}"]`;
      setPicked(null);
    } else {
      const slots = [
        ...(root.current?.querySelectorAll<HTMLElement>('[data-ck-active="true"]') ?? []),
      ];
      const next = stepFocus(e.key, slots.indexOf(slot.el), slots.length);
      if (next === null) return;
      e.preventDefault();
      slots[next]?.focus();
    }
  };

  const api: TableApi = {
    targets: props.targets,
    picked: current,
    hover: drag.hover,
    dragging: drag.ghost?.uid ?? null,
    tabStop: cursor,
    texts,
    placeName,
    tap,
    keyDown,
    pointerDown: drag.pointerDown,
    focused: (slot) => setCursor(slot.uid),
    consumeClick: drag.consumeClick,
  };

  return (
    <TableContext.Provider value={api}>
      <div
        ref={root}
        class={`ck-table${props.class ? ` ${props.class}` : ""}`}
        role="group"
        aria-label={props.label}
        tabIndex={-1}
        data-ck-suits={props.settings.fourColour ? "four" : "two"}
        data-ck-motion={props.settings.reducedMotion ? "reduce" : "full"}
        data-ck-picked={current?.origin ?? ""}
        onClick={(e) => {
          // A tap on the table itself, off every card and place, puts the pick back.
          const onSlot = (e.target as Element | null)?.closest?.("[data-ck-slot]");
          if (!onSlot && current) setPicked(null);
        }}
      >
        {props.children}
        {drag.ghost && (
          <div
            ref={drag.ghostEl}
            class="ck-ghost"
            aria-hidden="true"
            style={{ width: `${drag.ghost.width}px`, transform: ghostTransform(drag.ghost) }}
          >
            {drag.ghost.look && <CardFace look={drag.ghost.look} />}
          </div>
        )}
      </div>
    </TableContext.Provider>
  );
}

/** Focus the table itself (after a move by key, the played card is gone). */
const ROOT = ":root-of-table";

function defaultHitTest(x: number, y: number): Element | null {
  return typeof document.elementFromPoint === "function" ? document.elementFromPoint(x, y) : null;
}

/** Escapes a value for an attribute selector (uids hold card names like "h:10h#0"). */
function cssEscape(value: string): string {
  return value.replace(/["\\]/g, "\\$&");
}
