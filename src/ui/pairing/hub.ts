// Owned by the pairing work (issue 3).
import { fail, ok, type Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import { headerDigest } from "../../log/header";
import type { Link } from "../../net/link";
import { openPeer, parsePeerServer, type PeerEndpoint } from "../../net/links/peerjs";
import { loadRules } from "../../games/manifests";
import type { SeatHolder, StoredGame } from "../../store/types";
import { storeNewGame } from "../model/create-game";
import { cryptoNonce } from "../model/platform";
import { HandoffLink } from "./handoff";
import { tableFor, type LiveTable, type PairingContext } from "./live";
import { decodePair, encodePair, PAIR_PROTOCOL, type PairWelcome } from "./protocol";
import { headerOf, openTable, Table } from "./table";

/** How a paired game reaches its other devices again after a reload. */
export interface PairingInfo {
  readonly transport: "peerjs" | "direct";
  readonly role: "host" | "guest";
  /** The PeerServer URL ("" for the public PeerJS cloud). */
  readonly server: string;
  /** The host's peer id (for a guest over peerjs). */
  readonly hostPeer: string | null;
}

/** What the inviting device offers: the game, its options, and who plays each seat. */
export interface Invitation {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  /** Per seat: this device, the device that joins, or a bot run here. */
  readonly seats: readonly SeatPlan[];
  readonly transport: "peerjs" | "direct";
  readonly server: string;
  /** Called with the new game's id once the other device has joined. */
  readonly onPaired: (id: string) => void;
  /** Pairing again for a game both devices already hold (its link was lost), or undefined. */
  readonly existing?: string;
}

export type SeatPlan = "host" | "guest" | `bot:${string}`;

const HANDSHAKE_TIMEOUT_MS = 15_000;
const infoKey = (id: string): string => `pairing/${id}`;
/** Devices without a seat let in to a game (spectators, or to be handed a seat later). */
const membersKey = (id: string): string => `members/${id}`;
/** Six devices at a table: this one and five others (the sync's MAX_PEERS). */
const MAX_OTHER_DEVICES = 5;
export const peerIdOf = (device: string): string => `tabula-${device}`;

let invitation: Invitation | null = null;
let endpoint: { server: string; open: Promise<Result<PeerEndpoint>> } | null = null;
/** Games whose link to the host is being (re)made now, so that only one attempt runs. */
const connecting = new Set<string>();

export function setInvitation(next: Invitation | null): void {
  invitation = next;
}

/** This device's PeerJS endpoint at `server` (opened once; other devices connect to it). */
export function peerEndpoint(ctx: PairingContext, server: string): Promise<Result<PeerEndpoint>> {
  if (endpoint && endpoint.server === server) return endpoint.open;
  if (endpoint) void endpoint.open.then((e) => e.ok && e.value.destroy());
  const open = openWithRetry(ctx, server);
  endpoint = { server, open };
  void open.then((result) => {
    if (!result.ok && endpoint?.open === open) endpoint = null;
  });
  return open;
}

async function openWithRetry(ctx: PairingContext, server: string): Promise<Result<PeerEndpoint>> {
  const parsed = parsePeerServer(server);
  if (!parsed.ok) return parsed;
  let last: Result<PeerEndpoint> = fail("peer-failed", "not tried");
  // After a reload the server may hold our id for a few seconds more.
  for (let attempt = 0; attempt < 6; attempt++) {
    last = await openPeer(peerIdOf(ctx.device), parsed.value, (link) => {
      void welcomeGuest(ctx, link, "peerjs", server);
    });
    if (last.ok || last.error.code !== "peer-unavailable-id") return last;
    await sleep(1_000 * (attempt + 1));
  }
  return last;
}

/** The host's side of the handshake, on a link some device opened to this one. */
export async function welcomeGuest(
  ctx: PairingContext,
  raw: Link,
  via: "peerjs" | "direct",
  server: string,
): Promise<Result<string>> {
  const link = new HandoffLink(raw);
  const refuse = (code: string, message: string): Result<string> => {
    link.send(encodePair({ t: "pair-refuse", code, message }));
    setTimeout(() => link.close(), 500);
    return fail(code, message);
  };
  const first = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
  if (!first.ok) return refuse(first.error.code, first.error.message);
  const join = first.value;
  if (join.t !== "pair-join") return refuse("bad-pairing", "a guest starts with pair-join");
  let record: StoredGame;
  let nonces: string[] = [];
  const again = join.game ?? invitation?.existing ?? null;
  if (again === null) {
    const offer = invitation;
    if (!offer) return refuse("no-invitation", "this device is not inviting anyone now");
    const hostNonce = cryptoNonce();
    nonces = [hostNonce, join.nonce];
    const created = await createHostedGame(ctx, offer, join.device, deriveSeed(nonces));
    if (!created.ok) return refuse(created.error.code, created.error.message);
    record = created.value;
    invitation = null;
    await saveInfo(ctx, record.id, { transport: via, role: "host", server, hostPeer: null });
    offer.onPaired(record.id);
  } else {
    const loaded = await ctx.store.loadGame(again);
    if (!loaded) return refuse("unknown-game", "this device does not hold that game");
    const seated = loaded.game.holders.some((h) => h.kind === "remote" && h.device === join.device);
    const invited = join.game === null && invitation?.existing === again;
    const members = await membersOf(ctx, again);
    if (!seated && !invited && !members.includes(join.device)) {
      return refuse("not-a-player", "that device is not at this game's table");
    }
    const live = await tableFor(again);
    if (live instanceof Table && !live.connected(join.device)) {
      if (live.linkedDevices().length >= MAX_OTHER_DEVICES) {
        return refuse("table-full", `a table has at most ${MAX_OTHER_DEVICES + 1} devices`);
      }
    }
    if (!seated && !members.includes(join.device)) {
      await ctx.store.setSetting(membersKey(again), [...members, join.device]).catch(() => null);
    }
    record = loaded.game;
    if (join.game === null) invitation?.onPaired(record.id);
  }
  const table = await tableFor(record.id);
  if (!(table instanceof Table)) return refuse("table-failed", "the game could not be opened");
  link.send(encodePair(welcomeOf(table, record, nonces, ctx.device)));
  table.attach(join.device, link, via);
  return ok(record.id);
}

function welcomeOf(
  table: Table,
  record: StoredGame,
  nonces: readonly string[],
  host: string,
): PairWelcome {
  return {
    t: "pair-welcome",
    id: record.id,
    game: record.game,
    options: record.options,
    seed: record.seed ?? "",
    nonces,
    holders: table.setup.header.holders,
    bots: record.holders.map((h) => (h.kind === "bot" ? h.level : null)),
    host,
  };
}

async function createHostedGame(
  ctx: PairingContext,
  offer: Invitation,
  guest: string,
  seed: string,
): Promise<Result<StoredGame>> {
  const holders = offer.seats.map((plan): SeatHolder => {
    if (plan === "host") return { kind: "device" };
    if (plan === "guest") return { kind: "remote", device: guest };
    return { kind: "bot", level: plan.slice("bot:".length) };
  });
  return storeNewGame(ctx.store, {
    game: offer.game,
    options: offer.options,
    holders,
    id: crypto.randomUUID(),
    seed,
    now: Date.now(),
  });
}

/**
 * The guest's side: sends pair-join on a fresh link, takes the welcome, stores the
 * game (checking the seed against its own nonce), and starts syncing. Returns the id.
 */
export async function joinHost(
  ctx: PairingContext,
  raw: Link,
  game: string | null,
  info: Omit<PairingInfo, "role">,
): Promise<Result<string>> {
  const link = new HandoffLink(raw);
  const nonce = cryptoNonce();
  link.send(
    encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: ctx.device, nonce, game }),
  );
  const answer = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
  const failWith = (code: string, message: string): Result<string> => {
    link.close();
    return fail(code, message);
  };
  if (!answer.ok) return failWith(answer.error.code, answer.error.message);
  if (answer.value.t === "pair-refuse") return failWith(answer.value.code, answer.value.message);
  if (answer.value.t !== "pair-welcome") return failWith("bad-pairing", "expected a welcome");
  const welcome = answer.value;
  if (game !== null && welcome.id !== game)
    return failWith("wrong-game", "the host sent another game");
  const stored = await adoptWelcome(ctx, welcome, nonce);
  if (!stored.ok) return failWith(stored.error.code, stored.error.message);
  await saveInfo(ctx, welcome.id, { ...info, role: "guest" });
  connecting.add(welcome.id);
  try {
    const table = await tableFor(welcome.id);
    if (!(table instanceof Table)) return failWith("table-failed", "the game could not be opened");
    table.attach(welcome.host, link, info.transport);
    watchHost(ctx, table, info);
  } finally {
    connecting.delete(welcome.id);
  }
  return ok(welcome.id);
}

/** Stores the game of a welcome, or checks it against the copy this device already holds. */
async function adoptWelcome(
  ctx: PairingContext,
  welcome: PairWelcome,
  nonce: string,
): Promise<Result<void>> {
  const rules = await loadRules(welcome.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const holders = welcome.holders.map((device, seat): SeatHolder =>
    device === ctx.device && welcome.bots[seat] === null
      ? { kind: "device" }
      : { kind: "remote", device },
  );
  const existing = await ctx.store.loadGame(welcome.id);
  if (existing) {
    const ours = headerDigest(headerOf(game, existing.game, ctx.device));
    const theirs = headerDigest({
      ...headerOf(game, existing.game, ctx.device),
      options: welcome.options,
      seed: welcome.seed,
      holders: welcome.holders,
    });
    return ours === theirs ? ok(undefined) : fail("header-mismatch", "the host's game differs");
  }
  // A device let in to a game under way (no nonces: the seed was agreed before it came)
  // takes the seed as the table has it; a device that deals a new game checks its nonce.
  const lateJoiner = welcome.nonces.length === 0;
  if (
    !lateJoiner &&
    (!welcome.nonces.includes(nonce) || deriveSeed(welcome.nonces) !== welcome.seed)
  ) {
    return fail("bad-seed", "the seed is not derived from this device's nonce");
  }
  if (!lateJoiner && !holders.some((h) => h.kind === "device"))
    return fail("no-seat", "no seat is left for this device");
  const options = game.parseOptions(welcome.options);
  if (!options.ok) return options;
  const now = Date.now();
  try {
    await ctx.store.createGame(
      {
        id: welcome.id,
        game: game.id,
        options: welcome.options,
        seats: holders.length,
        seed: welcome.seed,
        holders,
        created: now,
        updated: now,
        status: "playing",
        lastMove: null,
        entryCount: 0,
        winners: [],
      },
      [],
    );
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(undefined);
}

/** A guest over peerjs comes back to its host by itself: retry with backoff, 1 s to 30 s. */
function watchHost(ctx: PairingContext, table: Table, info: Omit<PairingInfo, "role">): void {
  if (info.transport !== "peerjs" || !info.hostPeer) return;
  const hostPeer = info.hostPeer;
  table.onLost = () => void reconnectGuest(ctx, table, { ...info, hostPeer }, 1_000);
}

async function reconnectGuest(
  ctx: PairingContext,
  table: Table,
  info: Omit<PairingInfo, "role"> & { hostPeer: string },
  delay: number,
): Promise<void> {
  if (connecting.has(table.id)) return;
  connecting.add(table.id);
  try {
    for (let wait = delay; ; wait = Math.min(wait * 2, 30_000)) {
      const host = table.setup.header.holders.find((d) => d !== ctx.device);
      if (host && table.connected(host)) return;
      const peer = await peerEndpoint(ctx, info.server);
      if (peer.ok) {
        const link = await peer.value.connect(info.hostPeer, 10_000);
        if (link.ok) {
          connecting.delete(table.id);
          const joined = await joinHost(ctx, link.value, table.id, info);
          if (joined.ok) return;
          connecting.add(table.id);
        }
      }
      await sleep(wait);
    }
  } finally {
    connecting.delete(table.id);
  }
}

/**
 * Opens a paired game's table and sets up how it reaches the others again: a host
 * over peerjs listens at its peer id; a guest over peerjs connects to its host's.
 * A direct link cannot come back by itself: the players pair again by QR code.
 */
export async function startTable(ctx: PairingContext, id: string): Promise<LiveTable | null> {
  const table = await openTable(ctx, id);
  if (!table) return null;
  const info = await ctx.store.getSetting<PairingInfo>(infoKey(id)).catch(() => undefined);
  if (info?.transport === "peerjs") {
    if (info.role === "host") void peerEndpoint(ctx, info.server);
    else if (info.hostPeer && !connecting.has(id)) {
      watchHost(ctx, table, info);
      void reconnectGuest(ctx, table, { ...info, hostPeer: info.hostPeer }, 1_000);
    }
  }
  return table;
}

async function membersOf(ctx: PairingContext, id: string): Promise<string[]> {
  const saved = await ctx.store.getSetting<unknown>(membersKey(id)).catch(() => undefined);
  return Array.isArray(saved) ? saved.filter((d): d is string => typeof d === "string") : [];
}

/**
 * Invites one more device into a game under way (a spectator, or to be handed a seat):
 * this device listens at its peer id on `server` and lets in whoever opens its join
 * link, until `stopInviting()`. Any device of the table may do it: all of them relay.
 * Returns this device's peer id for the join link.
 */
export async function inviteMore(
  ctx: PairingContext,
  id: string,
  server: string,
): Promise<Result<string>> {
  const loaded = await ctx.store.loadGame(id);
  if (!loaded) return fail("unknown-game", "this device does not hold that game");
  invitation = {
    game: loaded.game.game,
    options: loaded.game.options,
    seats: [],
    transport: "peerjs",
    server,
    onPaired: () => undefined,
    existing: id,
  };
  const peer = await peerEndpoint(ctx, server);
  if (!peer.ok) {
    invitation = null;
    return peer;
  }
  return ok(peerIdOf(ctx.device));
}

/** Ends an invitation of inviteMore for game `id` (leaving the play screen). */
export function stopInviting(id: string): void {
  if (invitation?.existing === id) invitation = null;
}

async function saveInfo(ctx: PairingContext, id: string, info: PairingInfo): Promise<void> {
  await ctx.store.setSetting(infoKey(id), info).catch(() => undefined);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
