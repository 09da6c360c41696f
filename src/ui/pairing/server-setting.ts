// Owned by the pairing work (issue 3).
import type { Store } from "../../store/types";

const KEY = "pairing/server";

/**
 * The PeerJS server to pair through: the one the user set last; else, when the app is
 * served by `npm start`, the local PeerServer it announces in /tabula-config.json;
 * else "" (the public PeerJS cloud).
 */
export async function defaultPeerServer(store: Store): Promise<string> {
  const saved = await store.getSetting<string>(KEY).catch(() => undefined);
  if (typeof saved === "string" && saved !== "") return saved;
  try {
    const response = await fetch("./tabula-config.json", { cache: "no-store" });
    if (!response.ok) return "";
    const config = (await response.json()) as {
      peerServer?: { host?: unknown; port?: unknown; path?: unknown; secure?: unknown };
    };
    const peer = config.peerServer;
    if (!peer || typeof peer.host !== "string" || typeof peer.port !== "number") return "";
    const path = typeof peer.path === "string" ? peer.path : "/";
    return `${peer.secure === true ? "https" : "http"}://${peer.host}:${peer.port}${path}`;
  } catch {
    return "";
  }
}

export async function savePeerServer(store: Store, server: string): Promise<void> {
  await store.setSetting(KEY, server).catch(() => undefined);
}
