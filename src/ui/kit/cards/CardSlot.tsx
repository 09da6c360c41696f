import type { ComponentChildren } from "preact";
import { useContext, useRef } from "preact/hooks";
import { CardFace } from "./CardFace";
import { roleOf, slotName, TableContext, type SlotInfo } from "./context";
import type { CardLook } from "./looks";
import { destinationsOf } from "./selection";
import { KIT_TEXTS } from "./texts";

export interface CardSlotProps {
  /** The slot's id in the targets: an origin ("h:Qs", "d1"), a destination ("c2", "3,1"), or both. */
  readonly id: string;
  /** Which copy this is, when equal cards share an id (default: the id). */
  readonly uid?: string;
  /** The card shown (and dragged) here; none for an empty place or a cell. */
  readonly look?: CardLook | null;
  /** The slot in words; default: the card's name, else the table's placeName(id). */
  readonly label?: string;
  readonly class?: string;
  /** Drawn instead of the card face (a pile's stack, a cell's outline). */
  readonly children?: ComponentChildren;
  readonly testId?: string;
}

/**
 * One place of a card table a player can act on: a card to pick, a place to put it,
 * or both (a discard pile's top). Its role comes from the table's targets and pick;
 * a tap, Enter or Space, or a drag starting on it are reported to the table.
 * Outside a CardTable it is a plain picture with a name.
 */
export function CardSlot(props: CardSlotProps) {
  const api = useContext(TableContext);
  const ref = useRef<HTMLButtonElement>(null);
  const look = props.look ?? null;
  const uid = props.uid ?? props.id;
  const texts = api?.texts ?? KIT_TEXTS.en;
  const base =
    props.label ?? (look ? texts.cardName(look) : (api?.placeName(props.id) ?? props.id));
  const face = props.children ?? (look ? <CardFace look={look} /> : <span class="ck-place" />);
  const cls = `ck-slot${props.class ? ` ${props.class}` : ""}`;

  if (api === null) {
    return (
      <span class={cls} role="img" aria-label={base} data-testid={props.testId}>
        {face}
      </span>
    );
  }

  const role = roleOf(api, props.id, uid);
  const info = (): SlotInfo => ({ id: props.id, uid, name: base, look, el: ref.current! });
  return (
    <button
      ref={ref}
      type="button"
      class={cls}
      data-testid={props.testId}
      data-ck-slot={props.id}
      data-ck-uid={uid}
      data-ck-active={String(role.active)}
      data-ck-picked={String(role.picked)}
      data-ck-legal={String(role.legal)}
      data-ck-to={role.origin ? destinationsOf(api.targets, props.id).join(" ") : undefined}
      data-ck-hover={String(role.hover)}
      data-ck-dragging={String(role.dragging)}
      aria-pressed={role.origin || role.picked ? role.picked : undefined}
      aria-disabled={!role.active}
      aria-label={slotName(api, props.id, base, role)}
      tabIndex={role.tabStop ? 0 : -1}
      draggable={false}
      onClick={() => {
        if (!api.consumeClick()) api.tap(info());
      }}
      onKeyDown={(e) => api.keyDown(e, info())}
      onPointerDown={(e) => api.pointerDown(e, info())}
      onFocus={() => api.focused({ id: props.id, uid })}
    >
      {face}
    </button>
  );
}
