import type { Store } from "../../store/types";

/**
 * What a device keeps about its paired games besides the games themselves, in the
 * store's settings: how each game reaches its other devices again, who was let in
 * without a seat, and the PeerJS server last used.
 */

/** How a paired game reaches its other devices again after a reload. */
export interface PairingInfo {
  readonly transport: "peerjs" | "direct";
  readonly role: "host" | "guest";
  /** The PeerServer URL ("" for the public PeerJS cloud). */
  readonly server: string;
  /** The host's peer id (for a guest over peerjs). */
  readonly hostPeer: string | null;
}

const infoKey = (id: string): string => `pairing/${id}`;
/** Devices without a seat let in to a game (spectators, or to be handed a seat later). */
const membersKey = (id: string): string => `members/${id}`;
const SERVER_KEY = "pairing/server";

export async function loadPairingInfo(store: Store, id: string): Promise<PairingInfo | undefined> {
  return store.getSetting<PairingInfo>(infoKey(id)).catch(() => undefined);
}

export async function savePairingInfo(store: Store, id: string, info: PairingInfo): Promise<void> {
  await store.setSetting(infoKey(id), info).catch(() => undefined);
}

/** The devices let in to game `id` without a seat. */
export async function membersOf(store: Store, id: string): Promise<string[]> {
  const saved = await store.getSetting<unknown>(membersKey(id)).catch(() => undefined);
  return Array.isArray(saved) ? saved.filter((d): d is string => typeof d === "string") : [];
}

export async function addMember(store: Store, id: string, device: string): Promise<void> {
  const members = await membersOf(store, id);
  if (members.includes(device)) return;
  await store.setSetting(membersKey(id), [...members, device]).catch(() => undefined);
}

export async function removeMember(store: Store, id: string, device: string): Promise<void> {
  const members = await membersOf(store, id);
  if (!members.includes(device)) return;
  const kept = members.filter((d) => d !== device);
  await store.setSetting(membersKey(id), kept).catch(() => undefined);
}

/**
 * The PeerJS server to pair through: the one the user set last; else, when the app is
 * served by `npm start`, the local PeerServer it announces in /tabula-config.json;
 * else "" (the public PeerJS cloud).
 */
export async function defaultPeerServer(store: Store): Promise<string> {
  const saved = await store.getSetting<string>(SERVER_KEY).catch(() => undefined);
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
  await store.setSetting(SERVER_KEY, server).catch(() => undefined);
}
