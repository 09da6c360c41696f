import { fail, ok, type Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import type { StoredGame } from "../../store/types";
import type { Link } from "../link";
import type { Invitation, PairingContext } from "./context";
import { ownPeerId } from "./endpoint";
import { gatherGuest, gathers } from "./fair-gather";
import { createHostedGame } from "./hosted-game";
import { agreeFairHeader } from "./fair-pairing";
import { CLOSE_AFTER_REFUSAL_MS, HandoffLink } from "./handoff";
import type { TablePlatform } from "./platform";
import { isKeyId, WEAK_KEY, weakKey } from "../../log/signature";
import { checkJoinProof, proveHost, type JoinProof } from "./proof";
import {
  decodePair,
  encodePair,
  OLD_VERSION,
  OLD_VERSION_MESSAGE,
  type PairJoin,
  type PairWelcome,
} from "./protocol";
import { addMember, membersOf, savePairingInfo } from "./records";
import { guestGroups } from "./seat-plans";
import { roomForSpectator } from "./spectators";
import type { Table } from "./table";

const HANDSHAKE_TIMEOUT_MS = 15_000;
/** A refusal is sent, then the link is closed a moment later (so the refusal gets there). */
/** Six devices at a table: this one and five others (the sync's MAX_PEERS). */
const MAX_OTHER_DEVICES = 5;

/**
 * The host's side of the handshake, on a link some device opened to this one: a
 * pair-join for the game on offer (a new game is made, its seed derived from both
 * devices' nonces), or for a game this device holds (a seated device coming back, or
 * one more device let in). Answers pair-welcome and starts syncing, or pair-refuse.
 *
 * A host with a key first challenges the guest to prove the key its id names
 * (`pair-challenge`, `pair-proof`). A key id without its proof is refused; an older
 * device's id (no key names it) may come back only to an unsigned game, and only while
 * no link of that id is up: a claim never closes the real device's link.
 *
 * An older device's id is not challenged (the version before keys cannot read a
 * challenge, and no key names its id); what it may not have — a new game, a signed
 * one — is refused with `old-version`, which both screens word (the invitation's
 * `onRefused` here).
 */
export async function welcomeGuest(
  ctx: PairingContext,
  raw: Link,
  via: "peerjs" | "direct",
  server: string,
): Promise<Result<string>> {
  const { platform } = ctx;
  const link = new HandoffLink(raw, platform);
  const invitation = ctx.invitation;
  // Whether the join asks for what is on offer: then the inviting screen hears of a refusal.
  let forInvitation = false;
  const refuse = (code: string, message: string): Result<string> => {
    link.send(encodePair({ t: "pair-refuse", code, message }));
    platform.after(CLOSE_AFTER_REFUSAL_MS, () => link.close());
    const refused = fail(code, message);
    if (forInvitation && invitation && ctx.invitation === invitation && !refused.ok) {
      invitation.onRefused?.(refused.error);
    }
    return refused;
  };
  const first = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
  if (!first.ok) return refuse(first.error.code, first.error.message);
  const join = first.value;
  if (join.t !== "pair-join") return refuse("bad-pairing", "a guest starts with pair-join");
  forInvitation = join.game === null || join.game === invitation?.existing;
  const proof = await askProof(platform, link, join);
  if (proof === "weak") return refuse(WEAK_KEY, weakKey(join.device).message);
  if (proof === "forged") {
    return refuse("bad-proof", "the device did not prove that it holds the key its id names");
  }
  const proven = proof === "proven";
  const again = join.game ?? ctx.invitation?.existing ?? null;
  const admitted =
    again === null
      ? await dealNewGame(ctx, link, join, via, server, proven)
      : await letBackIn(ctx, join, again, proven);
  if (!admitted.ok) return refuse(admitted.error.code, admitted.error.message);
  const { record, nonces } = admitted.value;
  const table = await ctx.table(record.id);
  if (!table.ok) return refuse("table-failed", "the game could not be opened");
  const welcome = welcomeOf(table.value, record, nonces);
  // The host proves its own key in turn (when its id here is the key's).
  const key = platform.key;
  const signature =
    key && key.id === welcome.host ? await proveHost(key, join.nonce, join.device) : null;
  // An unproven claim of an id linked now is refused: the real device keeps its link.
  // (Checked after the last wait, so that nothing attaches in between.)
  if (!proven && table.value.connected(join.device)) {
    return refuse("already-linked", "that device is at this table already");
  }
  link.send(encodePair(signature ? { ...welcome, proof: signature } : welcome));
  table.value.attach(join.device, link, via);
  // A device invited to seats kept for it: this device hands them over (signed entries
  // of its own), then says whether more devices are awaited.
  for (const seat of admitted.value.handTo) {
    const handed = await table.value.handSeat(seat, join.device);
    if (!handed.ok) return handed;
  }
  admitted.value.notify?.();
  return ok(record.id);
}

const CHALLENGE_TIMEOUT_MS = 15_000;

/**
 * Challenges the guest to sign a fresh challenge with its key (only a host with a key
 * does: without one this device makes unsigned games only, and every join is unkeyed).
 */
async function askProof(
  platform: TablePlatform,
  link: HandoffLink,
  join: PairJoin,
): Promise<JoinProof> {
  if (!platform.key || !isKeyId(join.device)) return "unkeyed";
  const challenge = platform.newNonce() + platform.newNonce();
  const host = platform.device;
  link.send(encodePair({ t: "pair-challenge", challenge, host }));
  const answer = decodePair(await link.next(CHALLENGE_TIMEOUT_MS));
  const sig = answer.ok && answer.value.t === "pair-proof" ? answer.value.sig : null;
  return checkJoinProof(join.device, sig, challenge, host);
}

/**
 * Why a device that proved no key may not have a signed game: a device of the version
 * before keys (its id is no key) is told to update, in words its own screen shows.
 */
function refuseUnproven(join: PairJoin): Result<never> {
  return isKeyId(join.device)
    ? fail("proof-required", "a signed game lets in only a device that proves its key")
    : fail(OLD_VERSION, OLD_VERSION_MESSAGE);
}

interface Admitted {
  readonly record: StoredGame;
  /** The nonces of a new game's seed; empty for a game under way. */
  readonly nonces: readonly string[];
  /** Seats this device keeps for the joining device and hands it once it is in. */
  readonly handTo: readonly number[];
  /** Tells the invitation's screen, once the device is in (and its seats handed). */
  readonly notify?: () => void;
}

/** A new game for the invitation on offer, seeded by both devices' nonces. */
async function dealNewGame(
  ctx: PairingContext,
  link: HandoffLink,
  join: PairJoin,
  via: "peerjs" | "direct",
  server: string,
  proven: boolean,
): Promise<Result<Admitted>> {
  const offer = ctx.invitation;
  if (!offer) return fail("no-invitation", "this device is not inviting anyone now");
  // Every new game of a device with a key is signed, so its guest must have proved one.
  const signed = ctx.platform.key !== undefined;
  if (signed && !proven) return refuseUnproven(join);
  if (gathers(ctx, offer, join)) return gatherGuest(ctx, offer, link, join, via, server, signed);
  const nonces = [ctx.platform.newNonce(), join.nonce];
  const newId = ctx.platform.newId();
  // Fair play when the invitation asks for it and the guest can: both commit now. (With
  // more invited devices than one, every one commits first: gatherGuest.)
  const fair = await agreeFairHeader(ctx.platform, link, join, newId, offer.fair === true);
  if (!fair.ok) return fair;
  if (ctx.invitation !== offer) return fail("no-invitation", "the invitation was taken meanwhile");
  const created = await createHostedGame(ctx, offer, [join.device], {
    id: newId,
    seed: deriveSeed(nonces),
    signed,
    fair: fair.value,
  });
  if (!created.ok) return created;
  const id = created.value.id;
  // More devices to seat: the invitation stays, now for this game, until each has joined.
  const later = guestGroups(offer.seats).slice(1);
  ctx.invitation = later.length > 0 ? { ...offer, seats: [], existing: id, later } : null;
  await savePairingInfo(ctx.platform.store, id, {
    transport: via,
    role: "host",
    server,
    hostPeer: null,
  });
  const notify = (): void =>
    later.length > 0 ? offer.onJoined?.(later.length) : offer.onPaired(id);
  return ok({ record: created.value, nonces, handTo: [], notify });
}

/** A game this device holds: a device of its table, or one more let in while inviting. */
async function letBackIn(
  ctx: PairingContext,
  join: PairJoin,
  id: string,
  proven: boolean,
): Promise<Result<Admitted>> {
  const { store } = ctx.platform;
  const loaded = await store.loadGame(id);
  if (!loaded) return fail("unknown-game", "this device does not hold that game");
  if (loaded.game.signed && !proven) return refuseUnproven(join);
  const seated = loaded.game.holders.some((h) => h.kind === "remote" && h.device === join.device);
  const invited = join.game === null && ctx.invitation?.existing === id;
  const members = await membersOf(store, id);
  if (!seated && !invited && !members.includes(join.device)) {
    return fail("not-a-player", "that device is not at this game's table");
  }
  const live = ctx.live(id);
  if (live && !live.connected(join.device) && live.linkedDevices().length >= MAX_OTHER_DEVICES) {
    return fail("table-full", `a table has at most ${MAX_OTHER_DEVICES + 1} devices`);
  }
  if (!seated && !members.includes(join.device)) {
    // The spectators remembered are bounded (hole 7 of issue 9): room is made by
    // forgetting one that is away and never held a seat, else the newcomer is refused.
    const keep = (device: string): boolean =>
      live === null || live.connected(device) || live.heldASeat(device);
    if (!(await roomForSpectator(store, id, keep))) {
      return fail("table-full", "this table has as many spectators as it takes");
    }
    await addMember(store, id, join.device);
  }
  if (join.game !== null) return ok({ record: loaded.game, nonces: [], handTo: [] });
  return ok({ record: loaded.game, nonces: [], ...takeKeptSeats(ctx, id, seated) });
}

/**
 * An invited device joining game `id`: the next group of seats kept for a device still
 * to join, if any (taken off the invitation), and whom to tell once it is in.
 */
function takeKeptSeats(
  ctx: PairingContext,
  id: string,
  seated: boolean,
): Pick<Admitted, "handTo" | "notify"> {
  const offer = ctx.invitation;
  if (!offer || offer.existing !== id) return { handTo: [] };
  const [next, ...rest] = offer.later ?? [];
  if (!next || seated) return { handTo: [], notify: () => offer.onPaired(id) };
  ctx.invitation = rest.length > 0 ? { ...offer, later: rest } : null;
  const notify = (): void => (rest.length > 0 ? offer.onJoined?.(rest.length) : offer.onPaired(id));
  return { handTo: next, notify };
}

function welcomeOf(table: Table, record: StoredGame, nonces: readonly string[]): PairWelcome {
  return {
    t: "pair-welcome",
    id: record.id,
    game: record.game,
    options: record.options,
    seed: record.seed ?? "",
    nonces,
    holders: table.setup.header.holders,
    bots: record.holders.map((h) => (h.kind === "bot" ? h.level : null)),
    host: table.device,
    ...(record.signed ? { signed: true } : {}),
    ...(record.fair ? { fair: record.fair } : {}),
    ...(record.hints ? { hints: true } : {}),
  };
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
  const loaded = await ctx.platform.store.loadGame(id);
  if (!loaded) return fail("unknown-game", "this device does not hold that game");
  const invitation: Invitation = {
    game: loaded.game.game,
    options: loaded.game.options,
    seats: [],
    transport: "peerjs",
    server,
    onPaired: () => undefined,
    existing: id,
  };
  ctx.invitation = invitation;
  const peer = await ctx.peerEndpoint(server);
  if (!peer.ok) {
    if (ctx.invitation === invitation) ctx.invitation = null;
    return peer;
  }
  return ok(ownPeerId(ctx.platform));
}
