import { createContext } from "preact";
import type { LegalTargets } from "../../../engine/game";
import type { CardLook } from "./looks";
import { destinationsOf, isOrigin, moveFor } from "./selection";
import type { KitTexts } from "./texts";

/** The card a player has picked: its origin, which copy of it (uid), and its name. */
export interface Picked {
  readonly origin: string;
  readonly uid: string;
  readonly name: string;
}

/** What a slot tells the table when it is tapped, pressed or keyed. */
export interface SlotInfo {
  readonly id: string;
  readonly uid: string;
  /** The slot in words, before its role is added ("queen of spades"). */
  readonly name: string;
  /** Drawn under the pointer while the slot's card is dragged. */
  readonly look: CardLook | null;
  readonly el: HTMLElement;
}

/** What a CardTable shares with the slots inside it. */
export interface TableApi {
  readonly targets: LegalTargets;
  readonly picked: Picked | null;
  /** The legal destination under a dragged card. */
  readonly hover: string | null;
  /** The uid of the card being dragged. */
  readonly dragging: string | null;
  /** The uid of the one slot Tab reaches (roving tabindex). */
  readonly tabStop: string | null;
  readonly texts: KitTexts;
  readonly placeName: (id: string) => string;
  tap(slot: SlotInfo, byKey?: boolean): void;
  keyDown(event: KeyboardEvent, slot: SlotInfo): void;
  pointerDown(event: PointerEvent, slot: SlotInfo): void;
  focused(slot: { readonly id: string; readonly uid: string }): void;
  /** True once for the click that ends a drag, which must not count as a tap. */
  consumeClick(): boolean;
}

export const TableContext = createContext<TableApi | null>(null);

/** A slot's part in the table now, from the targets and what is picked. */
export interface SlotRole {
  /** It has legal moves of its own. */
  readonly origin: boolean;
  readonly picked: boolean;
  /** The picked card may go here. */
  readonly legal: boolean;
  /** Keys and taps reach it now. */
  readonly active: boolean;
  readonly tabStop: boolean;
  readonly hover: boolean;
  readonly dragging: boolean;
}

export function roleOf(api: TableApi, id: string, uid: string): SlotRole {
  const origin = isOrigin(api.targets, id);
  const picked = api.picked?.uid === uid;
  const legal =
    api.picked !== null && !picked && moveFor(api.targets, api.picked.origin, id) !== null;
  const active = api.picked === null ? origin : picked || legal;
  const tabStop = active && api.tabStop === uid;
  return {
    origin,
    picked,
    legal,
    active,
    tabStop,
    hover: api.hover === id,
    dragging: api.dragging === uid,
  };
}

/** The slot's accessible name: what it is, then what it can do now. */
export function slotName(api: TableApi, id: string, base: string, role: SlotRole): string {
  const { texts } = api;
  if (role.picked) return `${base}, ${texts.selected}`;
  if (role.legal && api.picked) return `${base}, ${texts.putHere(api.picked.name)}`;
  if (role.origin) {
    const places = destinationsOf(api.targets, id).map(api.placeName);
    return `${base}, ${texts.canGoTo(places)}`;
  }
  return base;
}
