import type { DataConnection, Peer, PeerJSOption } from "peerjs";
import { fail, ok, type Result } from "../engine/errors";
import type { Link, LinkState, MessageHandler } from "./link";

/**
 * Links through a PeerJS signalling server (the public one by default, or any
 * PeerServer the user sets). peerjs is imported lazily, on first use, so the app's
 * first load stays small. Connections are reliable, and carry our JSON text as is.
 */

/** The signalling server setting; empty means the public PeerJS server. */
export type PeerServer = Pick<PeerJSOption, "host" | "port" | "path" | "secure" | "key">;

export interface PeerjsNode {
  /** This device's peer id on the server (goes into the join link). */
  readonly id: string;
  /** Connects to another device by its peer id. */
  connect(peerId: string): Promise<Result<Link>>;
  /** Called with a link for every device that connects to us. */
  onLink(handler: (link: Link) => void): void;
  close(): void;
}

const OPEN_MS = 15_000;

export async function openPeerjs(
  id: string | null,
  server: PeerServer = {},
): Promise<Result<PeerjsNode>> {
  const { Peer: PeerClass } = await import("peerjs");
  // peerjs appends "peerjs/..." to the path as is: "/tabula" must become "/tabula/".
  const path =
    server.path === undefined || server.path.endsWith("/") ? server.path : `${server.path}/`;
  const options: PeerJSOption = { ...server, ...(path === undefined ? {} : { path }) };
  const peer: Peer = id === null ? new PeerClass(options) : new PeerClass(id, options);
  const opened = await new Promise<Result<string>>((resolve) => {
    const timer = setTimeout(
      () => resolve(fail("peerjs-timeout", "the signalling server did not answer")),
      OPEN_MS,
    );
    peer.on("open", (assigned) => {
      clearTimeout(timer);
      resolve(ok(assigned));
    });
    peer.on("error", (error) => {
      clearTimeout(timer);
      resolve(fail("peerjs-error", `the signalling server refused: ${error.type}`));
    });
  });
  if (!opened.ok) {
    peer.destroy();
    return opened;
  }
  let handler: (link: Link) => void = () => undefined;
  peer.on("connection", (conn) => {
    conn.on("open", () => handler(new PeerjsLink(conn)));
  });
  return ok({
    id: opened.value,
    onLink: (h) => (handler = h),
    close: () => peer.destroy(),
    connect: (peerId) =>
      new Promise((resolve) => {
        const conn = peer.connect(peerId, { reliable: true, serialization: "raw" });
        const timer = setTimeout(
          () => resolve(fail("peerjs-timeout", `no answer from ${peerId}`)),
          OPEN_MS,
        );
        conn.on("open", () => {
          clearTimeout(timer);
          resolve(ok(new PeerjsLink(conn)));
        });
        conn.on("error", () => {
          clearTimeout(timer);
          resolve(fail("peerjs-error", `could not connect to ${peerId}`));
        });
      }),
  });
}

class PeerjsLink implements Link {
  private handler: MessageHandler = () => undefined;
  private readonly closeHandlers: (() => void)[] = [];
  private closed = false;

  constructor(private readonly conn: DataConnection) {
    conn.on("data", (data) => void this.handler(data));
    conn.on("close", () => this.finish());
    conn.on("error", () => this.finish());
  }

  get peer(): string {
    return this.conn.peer;
  }

  get state(): LinkState {
    return this.closed || !this.conn.open ? "closed" : "open";
  }

  send(message: string): void {
    if (this.state === "open") void this.conn.send(message);
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  close(): void {
    this.conn.close();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    for (const handler of this.closeHandlers.splice(0)) handler();
  }
}
