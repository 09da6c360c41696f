// Owned by the pairing work (issue 3).
import type { DataConnection, Peer, PeerOptions } from "peerjs";
import { fail, ok, type Result } from "../../engine/errors";
import type { Link } from "../link";
import { CarrierLink } from "./channel-link";

/**
 * Links through a PeerJS signalling server. peerjs is imported here only, and this
 * module is itself loaded with import() when pairing starts, so the first load of
 * the app does not carry it.
 */
export interface PeerServer {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
}

/** A server URL as the user types it ("https://peer.example:9000/tabula"); "" is the public cloud. */
export function parsePeerServer(url: string): Result<PeerServer | null> {
  const text = url.trim();
  if (text === "") return ok(null);
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return fail("bad-server", `"${text}" is not a URL`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return fail("bad-server", "a PeerServer URL starts with http:// or https://");
  }
  const secure = parsed.protocol === "https:";
  const port = parsed.port === "" ? (secure ? 443 : 80) : Number(parsed.port);
  return ok({ host: parsed.hostname, port, path: parsed.pathname || "/", secure });
}

export function formatPeerServer(server: PeerServer | null): string {
  if (!server) return "";
  return `${server.secure ? "https" : "http"}://${server.host}:${server.port}${server.path}`;
}

export interface PeerEndpoint {
  readonly id: string;
  /** Opens a link to another peer id. */
  connect(peerId: string, timeoutMs?: number): Promise<Result<Link>>;
  /** Stops listening; open links close. */
  destroy(): void;
}

/**
 * Registers `id` at the server (null: the public PeerJS cloud) and calls `onLink` for
 * every device that connects to it.
 */
export async function openPeer(
  id: string,
  server: PeerServer | null,
  onLink: (link: Link) => void,
): Promise<Result<PeerEndpoint>> {
  let PeerClass: typeof Peer;
  try {
    PeerClass = (await import("peerjs")).Peer;
  } catch (e) {
    return fail("peerjs-missing", describe(e));
  }
  const options: PeerOptions = server
    ? { ...server, config: { iceServers: [] }, debug: 0 }
    : { debug: 0 };
  const peer = new PeerClass(id, options);
  const opened = await new Promise<Result<void>>((resolve) => {
    peer.once("open", () => resolve(ok(undefined)));
    peer.once("error", (e) => resolve(fail(`peer-${e.type}`, e.message)));
  });
  if (!opened.ok) {
    peer.destroy();
    return opened;
  }
  peer.on("connection", (conn) => {
    conn.once("open", () => onLink(wrap(conn)));
  });
  // A lost signalling socket: come back to the server (the data links stay up).
  peer.on("disconnected", () => {
    if (!peer.destroyed) setTimeout(() => !peer.destroyed && peer.reconnect(), 1_000);
  });
  return ok({
    id,
    destroy: () => peer.destroy(),
    connect: (peerId, timeoutMs = 15_000) =>
      new Promise<Result<Link>>((resolve) => {
        const conn = peer.connect(peerId, { reliable: true, serialization: "raw" });
        const timer = setTimeout(() => {
          conn.close();
          resolve(fail("peer-timeout", `no answer from ${peerId}`));
        }, timeoutMs);
        const onError = (e: { type: string; message: string }): void => {
          clearTimeout(timer);
          resolve(fail(`peer-${e.type}`, e.message));
        };
        peer.once("error", onError);
        conn.once("open", () => {
          clearTimeout(timer);
          peer.off("error", onError);
          resolve(ok(wrap(conn)));
        });
      }),
  });
}

function wrap(conn: DataConnection): Link {
  const link = new CarrierLink(conn.peer, {
    send: (text) => void conn.send(text),
    close: () => conn.close(),
  });
  conn.on("data", (data) => link.deliver(data));
  conn.on("close", () => link.closed());
  conn.on("error", () => link.closed());
  return link;
}

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
