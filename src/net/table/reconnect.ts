import type { Result } from "../../engine/errors";
import type { Link } from "../link";
import type { PairingContext } from "./context";
import { loadPairingInfo, type PairingInfo } from "./records";
import type { Table } from "./table";

/** The guest's handshake (src/net/table/guest.ts), passed in: it also calls back here. */
export type JoinHost = (
  ctx: PairingContext,
  link: Link,
  game: string | null,
  info: Omit<PairingInfo, "role">,
) => Promise<Result<string>>;

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How a paired game's table reaches the others again once opened: a host over peerjs
 * listens at its peer id; a guest over peerjs connects to its host's. Both try again
 * with backoff (1 s to 30 s) until they are through, and at once when the network
 * comes back (the `online` event) or the player asks ("Try now": `table.rejoin.wake()`).
 * A direct link cannot come back by itself: the players pair again by QR code.
 * `table.rejoin` says what it is doing, for the screen.
 */
export async function startReconnection(
  ctx: PairingContext,
  table: Table,
  join: JoinHost,
): Promise<void> {
  const info = await loadPairingInfo(ctx.platform.store, table.id);
  if (info) table.rejoin.role = info.role;
  if (info?.transport !== "peerjs") {
    table.rejoin.set({ kind: info ? "manual" : "idle" });
    return;
  }
  wakeWhenOnline(ctx, table);
  if (info.role === "host") {
    void listenAsHost(ctx, table, info.server);
    return;
  }
  if (!info.hostPeer || ctx.connecting.has(table.id)) return;
  watchHost(ctx, table, info, join);
  void reconnectGuest(ctx, table, { ...info, hostPeer: info.hostPeer }, join);
}

/** A guest over peerjs comes back to its host by itself when the link is lost. */
export function watchHost(
  ctx: PairingContext,
  table: Table,
  info: Omit<PairingInfo, "role">,
  join: JoinHost,
): void {
  if (info.transport !== "peerjs" || !info.hostPeer) {
    table.rejoin.set({ kind: "manual" });
    return;
  }
  const hostPeer = info.hostPeer;
  table.rejoin.role = "guest";
  table.rejoin.set({ kind: "idle" });
  wakeWhenOnline(ctx, table);
  table.onLost = () => void reconnectGuest(ctx, table, { ...info, hostPeer }, join);
}

/** The network came back: every wait of this table ends now (once per table). */
function wakeWhenOnline(ctx: PairingContext, table: Table): void {
  const network = ctx.platform.network;
  if (!network || table.rejoin.watchingNetwork) return;
  table.rejoin.watchingNetwork = true;
  const stop = network.onOnline(() => {
    if (table.closed) stop();
    else table.rejoin.wake();
  });
}

const isOffline = (ctx: PairingContext): boolean => ctx.platform.network?.online() === false;

/**
 * Waits `wait` ms (or until woken), saying so; returns the next wait. With no network
 * at all it waits for the network to come back (the `online` event; the longest wait
 * in case the browser never says), then starts over from the shortest wait.
 */
async function backOff(
  ctx: PairingContext,
  table: Table,
  attempt: number,
  wait: number,
  reason: string,
): Promise<number> {
  const { platform } = ctx;
  const after = (ms: number, task: () => void): (() => void) => platform.after(ms, task);
  if (isOffline(ctx)) {
    table.rejoin.set({ kind: "offline" });
    await table.rejoin.nap(after, LONGEST_RETRY_MS);
    return FIRST_RETRY_MS;
  }
  table.rejoin.set({ kind: "waiting", attempt, at: platform.now() + wait, reason });
  await table.rejoin.nap(after, wait);
  return Math.min(wait * 2, LONGEST_RETRY_MS);
}

/** A host over peerjs opens its endpoint (where its guests come back), trying until it is up. */
async function listenAsHost(ctx: PairingContext, table: Table, server: string): Promise<void> {
  for (let attempt = 1, wait = FIRST_RETRY_MS; !table.closed; attempt++) {
    if (!isOffline(ctx)) {
      table.rejoin.set({ kind: "trying", attempt });
      const peer = await ctx.peerEndpoint(server);
      if (peer.ok) {
        table.rejoin.set({ kind: "listening" });
        return;
      }
      wait = await backOff(ctx, table, attempt, wait, peer.error.code);
    } else wait = await backOff(ctx, table, attempt, wait, "offline");
  }
}

/** Retries with backoff until a link to the host is up or the table is closed. */
async function reconnectGuest(
  ctx: PairingContext,
  table: Table,
  info: Omit<PairingInfo, "role"> & { readonly hostPeer: string },
  join: JoinHost,
): Promise<void> {
  if (ctx.connecting.has(table.id)) return;
  ctx.connecting.add(table.id);
  try {
    for (let attempt = 1, wait = FIRST_RETRY_MS; !table.closed; attempt++) {
      const host = table.setup.header.holders.find((d) => d !== table.device);
      if (host && table.connected(host)) {
        table.rejoin.set({ kind: "idle" });
        return;
      }
      const reason = isOffline(ctx) ? "offline" : await tryHost(ctx, table, info, join, attempt);
      if (reason === null) return;
      wait = await backOff(ctx, table, attempt, wait, reason);
    }
  } finally {
    ctx.connecting.delete(table.id);
  }
}

/** One try to reach the host and join it again: null once joined, else why not. */
async function tryHost(
  ctx: PairingContext,
  table: Table,
  info: Omit<PairingInfo, "role"> & { readonly hostPeer: string },
  join: JoinHost,
  attempt: number,
): Promise<string | null> {
  table.rejoin.set({ kind: "trying", attempt });
  const peer = await ctx.peerEndpoint(info.server);
  if (!peer.ok) return peer.error.code;
  const link = await peer.value.connect(info.hostPeer, CONNECT_TIMEOUT_MS);
  if (!link.ok) return link.error.code;
  ctx.connecting.delete(table.id);
  const joined = await join(ctx, link.value, table.id, info);
  if (joined.ok) {
    table.rejoin.set({ kind: "idle" });
    return null;
  }
  ctx.connecting.add(table.id);
  return joined.error.code;
}
