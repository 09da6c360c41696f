import type { Link, MessageHandler } from "../link";
import type { Timers } from "./platform";

/**
 * Sent now and then on an idle link: a device that closed its lid or lost the network
 * does not say goodbye, and WebRTC may take half a minute to notice by itself.
 */
export const KEEPALIVE = "ping";

/**
 * A link passed on from the pairing handshake to the sync protocol. The other side
 * starts syncing as soon as it has sent its last handshake message, so what arrives
 * meanwhile is kept and handed to the next handler in order.
 */
export class HandoffLink implements Link {
  /** When the last message of any kind came (timers.now()); a silent link is a dead one. */
  lastHeard: number;

  private handler: MessageHandler | null = null;
  private readonly kept: unknown[] = [];
  private firstWaiter: ((message: unknown) => void) | null = null;

  constructor(
    private readonly inner: Link,
    private readonly timers: Timers,
  ) {
    this.lastHeard = timers.now();
    inner.onMessage((message) => this.arrive(message));
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
    for (const message of this.kept.splice(0)) void handler(message);
  }

  onClose(handler: () => void): void {
    this.inner.onClose(handler);
  }

  close(): void {
    this.inner.close();
  }

  /** The next message (for the handshake), or null after `timeoutMs` or when the link closes. */
  next(timeoutMs: number): Promise<unknown> {
    const early = this.kept.shift();
    if (early !== undefined) return Promise.resolve(early);
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
    if (message === KEEPALIVE) return;
    if (this.firstWaiter) this.firstWaiter(message);
    else if (this.handler) void this.handler(message);
    else this.kept.push(message);
  }
}
