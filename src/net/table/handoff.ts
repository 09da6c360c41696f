import { gameError, type GameError } from "../../engine/errors";
import { utf8Bytes } from "../../log/gamefile";
import type { Link, MessageHandler } from "../link";
import type { Timers } from "./platform";
import { encodePair } from "./protocol";

/**
 * Sent now and then on an idle link: a device that closed its lid or lost the network
 * does not say goodbye, and WebRTC may take half a minute to notice by itself.
 */
export const KEEPALIVE = "ping";

/**
 * The most a link keeps before its next handler is set (issue 27, item 5, hole 3): an
 * honest peer sends a handful of handshake messages, then a hello and perhaps a few
 * entries (the sync itself keeps at most 16 messages before a hello), so a peer past
 * either bound is flooding, as one did while a fair gathering made it wait (+49.9 MiB).
 */
export const HandoffLimits = {
  maxKept: 32,
  /** UTF-8 bytes of what is kept: sixteen messages of the sync's largest. */
  maxKeptBytes: 16 * 256 * 1024,
} as const;

/** Why a link was closed for what it sent before its handler was set. */
export const KEPT_FULL = "handoff-full";

/** A refused link is closed a little later, so that the refusal reaches the peer first. */
export const CLOSE_AFTER_REFUSAL_MS = 500;

/**
 * A link passed on from the pairing handshake to the sync protocol. The other side
 * starts syncing as soon as it has sent its last handshake message, so what arrives
 * meanwhile is kept and handed to the next handler in order.
 */
export class HandoffLink implements Link {
  /** When the last message of any kind came (timers.now()); a silent link is a dead one. */
  lastHeard: number;

  private handler: MessageHandler | null = null;
  private kept: unknown[] = [];
  private keptBytes = 0;
  private firstWaiter: ((message: unknown) => void) | null = null;
  /** Set when the link was closed for sending too much too early. */
  refusal: GameError | null = null;

  constructor(
    private readonly inner: Link,
    private readonly timers: Timers,
  ) {
    this.lastHeard = timers.now();
    inner.onMessage((message) => this.arrive(message));
    // What was kept for a handler that will never come is let go with the link.
    inner.onClose(() => this.letGo());
  }

  get peer(): string {
    return this.inner.peer;
  }

  get state(): Link["state"] {
    return this.inner.state;
  }

  send(message: string): void {
    this.inner.send(message);
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
    const kept = this.kept;
    this.letGo();
    for (const message of kept) void handler(message);
  }

  onClose(handler: () => void): void {
    this.inner.onClose(handler);
  }

  close(): void {
    this.inner.close();
  }

  /** The next message (for the handshake), or null after `timeoutMs` or when the link closes. */
  next(timeoutMs: number): Promise<unknown> {
    if (this.refusal) return Promise.resolve(null);
    const early = this.kept.shift();
    if (early !== undefined) {
      this.keptBytes -= weight(early);
      return Promise.resolve(early);
    }
    return new Promise((resolve) => {
      const cancel = this.timers.after(timeoutMs, () => finish(null));
      const finish = (message: unknown): void => {
        cancel();
        this.firstWaiter = null;
        resolve(message);
      };
      this.firstWaiter = finish;
      this.inner.onClose(() => this.firstWaiter === finish && finish(null));
    });
  }

  private arrive(message: unknown): void {
    this.lastHeard = this.timers.now();
    // A refused link takes nothing more while its refusal is on the way.
    if (message === KEEPALIVE || this.refusal) return;
    if (this.firstWaiter) this.firstWaiter(message);
    else if (this.handler) void this.handler(message);
    else this.keep(message);
  }

  /**
   * Keeps a message for the next handler, within HandoffLimits. Past them the link is
   * closed, not the message dropped: the handshake and the sync count on an ordered
   * link that loses nothing (a lost handshake message would stall the pairing until
   * its timeout, a lost entries message would leave a gap nobody asks for), an honest
   * peer never comes near them, and refusing frees everything kept at once. The peer
   * is told why (a pair-refuse, which its handshake shows) before the link closes, and
   * so is this side (`refusal`).
   */
  private keep(message: unknown): void {
    const bytes = weight(message);
    const { maxKept, maxKeptBytes } = HandoffLimits;
    if (this.kept.length < maxKept && this.keptBytes + bytes <= maxKeptBytes) {
      this.kept.push(message);
      this.keptBytes += bytes;
      return;
    }
    const why = `more than ${maxKept} messages or ${maxKeptBytes} bytes sent before the handshake was done`;
    this.refusal = gameError(KEPT_FULL, why);
    this.letGo();
    this.inner.send(encodePair({ t: "pair-refuse", code: KEPT_FULL, message: why }));
    this.timers.after(CLOSE_AFTER_REFUSAL_MS, () => this.inner.close());
  }

  private letGo(): void {
    this.kept = [];
    this.keptBytes = 0;
  }
}

/**
 * What a kept message weighs: a text its UTF-8 bytes (one longer than the bound in
 * characters is over it as it is, uncounted), binary its bytes.
 */
function weight(message: unknown): number {
  if (typeof message === "string") {
    return message.length > HandoffLimits.maxKeptBytes ? message.length : utf8Bytes(message);
  }
  if (message instanceof ArrayBuffer || ArrayBuffer.isView(message)) return message.byteLength;
  return 0;
}
