import type { Result } from "../../engine/errors";
import type { Link } from "../link";
import type { PairingContext } from "./context";
import { sleep } from "./platform";
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
 * listens at its peer id; a guest over peerjs connects to its host's. A direct link
 * cannot come back by itself: the players pair again by QR code.
 */
export async function startReconnection(
  ctx: PairingContext,
  table: Table,
  join: JoinHost,
): Promise<void> {
  const info = await loadPairingInfo(ctx.platform.store, table.id);
  if (info?.transport !== "peerjs") return;
  if (info.role === "host") {
    void ctx.peerEndpoint(info.server);
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
  if (info.transport !== "peerjs" || !info.hostPeer) return;
  const hostPeer = info.hostPeer;
  table.onLost = () => void reconnectGuest(ctx, table, { ...info, hostPeer }, join);
}

/** Retries with backoff, 1 s to 30 s, until a link to the host is up or the table is closed. */
async function reconnectGuest(
  ctx: PairingContext,
  table: Table,
  info: Omit<PairingInfo, "role"> & { readonly hostPeer: string },
  join: JoinHost,
): Promise<void> {
  if (ctx.connecting.has(table.id)) return;
  ctx.connecting.add(table.id);
  try {
    for (let wait = FIRST_RETRY_MS; !table.closed; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
      const host = table.setup.header.holders.find((d) => d !== table.device);
      if (host && table.connected(host)) return;
      const peer = await ctx.peerEndpoint(info.server);
      if (peer.ok) {
        const link = await peer.value.connect(info.hostPeer, CONNECT_TIMEOUT_MS);
        if (link.ok) {
          ctx.connecting.delete(table.id);
          const joined = await join(ctx, link.value, table.id, info);
          if (joined.ok) return;
          ctx.connecting.add(table.id);
        }
      }
      await sleep(ctx.platform, wait);
    }
  } finally {
    ctx.connecting.delete(table.id);
  }
}
