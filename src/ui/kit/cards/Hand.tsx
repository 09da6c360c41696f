import { useContext, useLayoutEffect, useRef, useState } from "preact/hooks";
import { CardFace } from "./CardFace";
import { CardSlot } from "./CardSlot";
import { TableContext } from "./context";
import { BACK, type CardLook } from "./looks";
import { KIT_TEXTS } from "./texts";

export interface HandProps<C> {
  /** The hand as the viewer sees it; null is a card it may not see (drawn as a back). */
  readonly cards: readonly (C | null)[];
  readonly lookOf: (card: C) => CardLook;
  /** The card's origin in the targets ("h:Qs"); equal cards may share one. */
  readonly originOf: (card: C) => string;
  /** The hand's name; default "Your hand" in the table's language. */
  readonly label?: string;
  /** Overlap the cards so that only their corner index shows (default: past 6 cards). */
  readonly tight?: boolean;
  readonly class?: string;
}

/**
 * A hand fanned in a row, each card a slot of the table. When the row is wider than
 * the screen it scrolls sideways; then a sideways swipe scrolls it and a card is
 * dragged by pulling it up (touch-action: pan-x), otherwise any drag moves the card.
 */
export function Hand<C>(props: HandProps<C>) {
  const table = useContext(TableContext);
  const row = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(row, props.cards.length);
  const seen = new Map<string, number>();
  const tight = props.tight ?? props.cards.length > 6;
  return (
    <div
      ref={row}
      class={`ck-hand${props.class ? ` ${props.class}` : ""}`}
      role="group"
      aria-label={props.label ?? (table?.texts ?? KIT_TEXTS.en).hand}
      data-ck-tight={String(tight)}
      data-ck-scrolls={String(scrolls)}
    >
      {props.cards.map((card, i) => {
        if (card === null) {
          return (
            <span key={`back#${i}`} class="ck-slot ck-hidden-card">
              <CardFace look={BACK} />
            </span>
          );
        }
        const origin = props.originOf(card);
        const copy = seen.get(origin) ?? 0;
        seen.set(origin, copy + 1);
        const uid = `${origin}#${copy}`;
        return (
          <CardSlot key={uid} id={origin} uid={uid} look={props.lookOf(card)} testId="hand-card" />
        );
      })}
    </div>
  );
}

/** Whether the row is wider than its box, re-measured when either changes size. */
function useScrolls(row: { readonly current: HTMLElement | null }, count: number): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);
  return scrolls;
}
