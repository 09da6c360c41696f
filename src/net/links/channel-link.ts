// Owned by the pairing work (issue 3).
import type { Link, LinkState, MessageHandler } from "../link";

/**
 * What a link needs of the thing that carries it: an RTCDataChannel, a peerjs
 * DataConnection or a BroadcastChannel pair all fit behind this.
 */
export interface Carrier {
  send(text: string): void;
  close(): void;
}

/**
 * A Link over a carrier. The transport calls `deliver` with each incoming message and
 * `closed` when the carrier goes away; the link turns those into the Link contract
 * (one message handler, close handlers called exactly once, sends on a closed link dropped).
 */
export class CarrierLink implements Link {
  private current: LinkState = "open";
  private handler: MessageHandler = () => undefined;
  private readonly closeHandlers: (() => void)[] = [];
  /** Messages that arrived before anyone listened: the sync code attaches a moment later. */
  private early: unknown[] = [];
  private listening = false;

  constructor(
    readonly peer: string,
    private readonly carrier: Carrier,
  ) {}

  get state(): LinkState {
    return this.current;
  }

  send(message: string): void {
    if (this.current !== "open") return;
    try {
      this.carrier.send(message);
    } catch {
      // The channel died under us; its close event follows and closes this link.
      this.closed();
    }
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
    this.listening = true;
    const early = this.early;
    this.early = [];
    for (const message of early) void handler(message);
  }

  onClose(handler: () => void): void {
    if (this.current === "closed") handler();
    else this.closeHandlers.push(handler);
  }

  close(): void {
    if (this.current === "closed") return;
    try {
      this.carrier.close();
    } catch {
      // Already gone: nothing to release.
    }
    this.closed();
  }

  /** For the transport: a message arrived. */
  deliver(message: unknown): void {
    if (this.current !== "open") return;
    if (this.listening) void this.handler(message);
    else this.early.push(message);
  }

  /** For the transport: the carrier is gone. */
  closed(): void {
    if (this.current === "closed") return;
    this.current = "closed";
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
