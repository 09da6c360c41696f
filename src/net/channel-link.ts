import type { Link, LinkState, MessageHandler } from "./link";

/** The part of RTCDataChannel a link uses. */
export interface DataChannelLike {
  readonly readyState: string;
  send(data: string): void;
  close(): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: () => void): void;
}

/** A Link over an open WebRTC data channel (used by the direct link). */
export class ChannelLink implements Link {
  private handler: MessageHandler = () => undefined;
  private readonly closeHandlers: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly channel: DataChannelLike,
    readonly peer: string,
    private readonly onClosed: () => void = () => undefined,
  ) {
    channel.addEventListener("message", (event) => void this.handler(event.data));
    channel.addEventListener("close", () => this.finish());
  }

  get state(): LinkState {
    return this.closed || this.channel.readyState !== "open" ? "closed" : "open";
  }

  send(message: string): void {
    if (this.state === "open") this.channel.send(message);
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  close(): void {
    this.channel.close();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
