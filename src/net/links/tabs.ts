// Owned by the pairing work (issue 3).
import type { Link } from "../link";
import { CarrierLink } from "./channel-link";

/**
 * Links between tabs of one browser over a BroadcastChannel (development, demos and
 * tests). Every tab of a room sees every post, so each post names its sender and its
 * addressee; a tab opens a link to each other tab that knocks.
 */
type Post =
  | { readonly t: "knock"; readonly from: string }
  | { readonly t: "open"; readonly from: string; readonly to: string }
  | { readonly t: "data"; readonly from: string; readonly to: string; readonly data: string }
  | { readonly t: "bye"; readonly from: string; readonly to: string };

export interface TabsRoom {
  /** Stops knocking and listening; the open links close. */
  leave(): void;
}

function isPost(v: unknown): v is Post {
  if (typeof v !== "object" || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p.t === "string" && typeof p.from === "string";
}

/**
 * Joins a room: `onLink` is called with a new link for every other tab in the room
 * (those already there and those that come later). `self` names this tab.
 */
export function joinTabsRoom(room: string, self: string, onLink: (link: Link) => void): TabsRoom {
  const channel = new BroadcastChannel(`tabula-tabs/${room}`);
  const links = new Map<string, CarrierLink>();
  const post = (p: Post): void => channel.postMessage(p);

  const open = (peer: string): void => {
    const existing = links.get(peer);
    if (existing && existing.state === "open") return;
    const link = new CarrierLink(peer, {
      send: (data) => post({ t: "data", from: self, to: peer, data }),
      close: () => post({ t: "bye", from: self, to: peer }),
    });
    links.set(peer, link);
    link.onClose(() => {
      if (links.get(peer) === link) links.delete(peer);
    });
    onLink(link);
  };

  channel.onmessage = (event: MessageEvent<unknown>) => {
    const p = event.data;
    if (!isPost(p) || p.from === self) return;
    if (p.t === "knock") {
      post({ t: "open", from: self, to: p.from });
      open(p.from);
      return;
    }
    if (p.to !== self) return;
    if (p.t === "open") open(p.from);
    else if (p.t === "data") links.get(p.from)?.deliver(p.data);
    else if (p.t === "bye") links.get(p.from)?.closed();
  };
  post({ t: "knock", from: self });

  return {
    leave() {
      for (const link of [...links.values()]) link.close();
      channel.close();
    },
  };
}
