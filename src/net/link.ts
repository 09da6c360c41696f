/**
 * A connection to one other device, whatever carries it (peerjs, a direct WebRTC data
 * channel, a BroadcastChannel between tabs, or the in-memory fake network of tests).
 * Messages are text (JSON of src/net/messages.ts); a link delivers each message whole,
 * and the sync code treats every one as untrusted.
 */
export type LinkState = "open" | "closed";

export type MessageHandler = (message: unknown) => void | Promise<void>;

export interface Link {
  /** A label for the other end (its device id as far as the transport knows; untrusted). */
  readonly peer: string;
  readonly state: LinkState;
  /** Sends if open; a message sent on a closed link is dropped (sync recovers on reconnect). */
  send(message: string): void;
  /** The one handler of incoming messages (set again to replace it). */
  onMessage(handler: MessageHandler): void;
  /** Called once when the link closes, from either end. */
  onClose(handler: () => void): void;
  close(): void;
}
