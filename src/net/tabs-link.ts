import type { Link, LinkState, MessageHandler } from "./link";

/**
 * Links between tabs of one browser over a BroadcastChannel (development, demos,
 * tests). A channel is a bus, so each tab runs a hub that wraps every message in an
 * envelope {from, to} and gives one point-to-point Link per other tab it hears from.
 */

/** The part of BroadcastChannel a hub uses (so tests can pass another implementation). */
export interface Channel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

type Envelope =
  | { readonly kind: "hi"; readonly from: string; readonly to: string | null }
  | { readonly kind: "bye"; readonly from: string; readonly to: string }
  | { readonly kind: "data"; readonly from: string; readonly to: string; readonly data: string };

const ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Envelopes come from other tabs: checked like anything from a peer. */
function readEnvelope(raw: unknown): Envelope | null {
  if (typeof raw !== "object" || raw === null) return null;
  const e = raw as Record<string, unknown>;
  if (typeof e.from !== "string" || !ID.test(e.from)) return null;
  if (e.kind === "hi" && (e.to === null || (typeof e.to === "string" && ID.test(e.to)))) {
    return { kind: "hi", from: e.from, to: e.to };
  }
  if (typeof e.to !== "string" || !ID.test(e.to)) return null;
  if (e.kind === "bye") return { kind: "bye", from: e.from, to: e.to };
  if (e.kind === "data" && typeof e.data === "string") {
    return { kind: "data", from: e.from, to: e.to, data: e.data };
  }
  return null;
}

export class TabsHub {
  private readonly links = new Map<string, TabLink>();
  private readonly channel: Channel;

  /**
   * @param self this tab's id (random per tab)
   * @param onLink called with a new open link for each other tab heard
   */
  constructor(
    name: string,
    readonly self: string,
    private readonly onLink: (link: Link) => void,
    open: (name: string) => Channel = (n) => new BroadcastChannel(n) as unknown as Channel,
  ) {
    this.channel = open(name);
    this.channel.onmessage = (event) => this.receive(event.data);
    this.post({ kind: "hi", from: self, to: null });
  }

  post(envelope: Envelope): void {
    this.channel.postMessage(envelope);
  }

  /** Closes every link and leaves the channel. */
  close(): void {
    for (const link of [...this.links.values()]) link.close();
    this.channel.onmessage = null;
    this.channel.close();
  }

  forget(peer: string): void {
    this.links.delete(peer);
  }

  private receive(raw: unknown): void {
    const envelope = readEnvelope(raw);
    if (!envelope || envelope.from === this.self) return;
    if (envelope.to !== null && envelope.to !== this.self) return;
    const known = this.links.get(envelope.from);
    if (envelope.kind === "hi") {
      if (known) return;
      const link = new TabLink(this, envelope.from);
      this.links.set(envelope.from, link);
      // Answer a broadcast hello so the other tab learns of us too.
      if (envelope.to === null) this.post({ kind: "hi", from: this.self, to: envelope.from });
      this.onLink(link);
    } else if (envelope.kind === "bye") {
      known?.closedByPeer();
    } else {
      known?.deliver(envelope.data);
    }
  }
}

class TabLink implements Link {
  private current: LinkState = "open";
  private handler: MessageHandler = () => undefined;
  private readonly closeHandlers: (() => void)[] = [];

  constructor(
    private readonly hub: TabsHub,
    readonly peer: string,
  ) {}

  get state(): LinkState {
    return this.current;
  }

  send(message: string): void {
    if (this.current === "open") {
      this.hub.post({ kind: "data", from: this.hub.self, to: this.peer, data: message });
    }
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  close(): void {
    if (this.current === "closed") return;
    this.hub.post({ kind: "bye", from: this.hub.self, to: this.peer });
    this.closedByPeer();
  }

  closedByPeer(): void {
    if (this.current === "closed") return;
    this.current = "closed";
    this.hub.forget(this.peer);
    for (const handler of this.closeHandlers.splice(0)) handler();
  }

  deliver(data: string): void {
    if (this.current === "open") void this.handler(data);
  }
}
