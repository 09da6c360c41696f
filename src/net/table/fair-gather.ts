import { fail, ok, type Result } from "../../engine/errors";
import type { FairCommitment, FairHeader } from "../../fair/commitment";
import type { StoredGame } from "../../store/types";
import type { Invitation, PairingContext } from "./context";
import { askCommitment, guestPlaysFair, headerWithMine } from "./fair-pairing";
import type { HandoffLink } from "./handoff";
import { encodePair, type PairJoin } from "./protocol";
import { guestGroups } from "./seat-plans";
import { createHostedGame } from "./hosted-game";
import { savePairingInfo } from "./records";
import { deriveSeed } from "../../engine/random";

/**
 * A fair game with two or more invited devices (docs/fair-play.md, "In the app"). Its
 * header must be final before its first entry, and header.fair lists every device that
 * commits. So the host deals the game only once EVERY planned device has joined and
 * committed: each invited device, as it joins, draws its secret and sends its
 * commitment (as with one), then is told to wait (`pair-wait`); when the last one has
 * committed, the host adds its own commitment, deals the game with every device in its
 * seats (no seat is handed over later), and welcomes them all with the same header.
 * Before that nothing of the game exists on any device but the guests' kept secrets.
 *
 * A device that leaves while waiting frees its place for the next one to join; an
 * invitation given up (another one set, or none) or not completed in GATHER_TIMEOUT_MS
 * refuses every device still waiting.
 */

/** How long the host waits for the last planned device (the guests wait a little longer). */
export const GATHER_TIMEOUT_MS = 10 * 60_000;

interface Joined {
  readonly device: string;
  readonly nonce: string;
  readonly commitment: FairCommitment;
  readonly link: HandoffLink;
}

/** What the last device's arrival deals: the game, and the nonces its seed came from. */
export interface Dealt {
  readonly record: StoredGame;
  readonly nonces: readonly string[];
}

/** Deals the game once all are in: the invited devices in the order they joined. */
export type DealGathered = (made: {
  readonly id: string;
  readonly guests: readonly string[];
  readonly nonces: readonly string[];
  readonly fair: FairHeader;
}) => Promise<Result<StoredGame>>;

class Gathering {
  readonly joined: Joined[] = [];
  readonly done: Promise<Result<Dealt>>;
  private settle: (result: Result<Dealt>) => void = () => undefined;
  private over = false;

  constructor(
    readonly id: string,
    readonly hostNonce: string,
    readonly of: number,
  ) {
    this.done = new Promise((resolve) => (this.settle = resolve));
  }

  get finished(): boolean {
    return this.over;
  }

  finish(result: Result<Dealt>): void {
    if (this.over) return;
    this.over = true;
    this.settle(result);
  }

  /** Tells every device waiting how many have committed. */
  tellAll(): void {
    const wait = encodePair({ t: "pair-wait", joined: this.joined.length, of: this.of });
    for (const j of this.joined) j.link.send(wait);
  }
}

const gatherings = new WeakMap<Invitation, Gathering>();

/** Whether a joining device is to be gathered: the offer is fair for 2+ invited devices. */
export function gathers(ctx: PairingContext, offer: Invitation, join: PairJoin): boolean {
  if (gatherings.has(offer)) return true;
  return (
    offer.fair === true && guestGroups(offer.seats).length > 1 && guestPlaysFair(ctx.platform, join)
  );
}

/** Gives up the gathering of an invitation that is no longer on offer. */
export function endGathering(offer: Invitation | null): void {
  const gathering = offer ? gatherings.get(offer) : undefined;
  gathering?.finish(fail("no-invitation", "the invitation was given up"));
}

/**
 * One invited device of a fair game with several: its commitment is taken, and the game
 * dealt when it is the last planned one; resolves once the game is dealt (for every
 * device gathered), or with the refusal.
 */
export async function gatherFair(
  ctx: PairingContext,
  offer: Invitation,
  link: HandoffLink,
  join: PairJoin,
  deal: DealGathered,
): Promise<Result<Dealt>> {
  const { platform } = ctx;
  if (!guestPlaysFair(platform, join)) {
    return fail("no-fair", "this table plays fair, and the joining device cannot: update it");
  }
  let gathering = gatherings.get(offer);
  if (!gathering || gathering.finished) {
    const of = guestGroups(offer.seats).length;
    gathering = new Gathering(platform.newId(), platform.newNonce(), of);
    gatherings.set(offer, gathering);
    const started = gathering;
    platform.after(GATHER_TIMEOUT_MS, () =>
      started.finish(fail("timeout", "not every invited device joined in time")),
    );
  }
  if (gathering.joined.some((j) => j.device === join.device)) {
    return fail("already-linked", "that device has joined this table already");
  }
  const commitment = await askCommitment(link, join, gathering.id);
  if (!commitment.ok) return commitment;
  if (ctx.invitation !== offer || gathering.finished) {
    return fail("no-invitation", "the invitation was taken meanwhile");
  }
  if (gathering.joined.length >= gathering.of) {
    return fail("table-full", "every invited device has joined already");
  }
  const joined: Joined = {
    device: join.device,
    nonce: join.nonce,
    commitment: commitment.value,
    link,
  };
  gathering.joined.push(joined);
  const waiting = gathering;
  // A device that leaves while waiting frees its place (and its commitment is dropped).
  link.onClose(() => {
    const at = waiting.joined.indexOf(joined);
    if (!waiting.finished && at >= 0) waiting.joined.splice(at, 1);
  });
  if (gathering.joined.length < gathering.of) {
    gathering.tellAll();
    offer.onJoined?.(gathering.of - gathering.joined.length);
  } else {
    gathering.finish(await dealAll(ctx, gathering, deal));
  }
  const dealt = await gathering.done;
  if (dealt.ok && !gathering.joined.includes(joined)) {
    return fail("closed", "the device left before the game was dealt");
  }
  return dealt;
}

async function dealAll(
  ctx: PairingContext,
  gathering: Gathering,
  deal: DealGathered,
): Promise<Result<Dealt>> {
  const { joined, id } = gathering;
  const fair = await headerWithMine(
    ctx.platform,
    id,
    joined.map((j) => j.commitment),
  );
  if (!fair.ok) return fair;
  const nonces = [gathering.hostNonce, ...joined.map((j) => j.nonce)];
  const record = await deal({ id, guests: joined.map((j) => j.device), nonces, fair: fair.value });
  if (!record.ok) return record;
  return ok({ record: record.value, nonces });
}

/** What a gathered device is welcomed with (host.ts's Admitted). */
export interface GatheredGuest {
  readonly record: StoredGame;
  readonly nonces: readonly string[];
  readonly handTo: readonly number[];
  readonly notify?: () => void;
}

/**
 * The host's side for one invited device of a fair game with two or more: the game is
 * dealt (stored, with this device's pairing record) when the last planned device has
 * committed, every device in its seats; every device gathered is welcomed then.
 */
export async function gatherGuest(
  ctx: PairingContext,
  offer: Invitation,
  link: HandoffLink,
  join: PairJoin,
  via: "peerjs" | "direct",
  server: string,
  signed: boolean,
): Promise<Result<GatheredGuest>> {
  let last = false;
  const dealt = await gatherFair(ctx, offer, link, join, async (made) => {
    last = true;
    const created = await createHostedGame(ctx, offer, made.guests, {
      id: made.id,
      seed: deriveSeed(made.nonces),
      signed,
      fair: made.fair,
    });
    if (!created.ok) return created;
    if (ctx.invitation === offer) ctx.invitation = null;
    await savePairingInfo(ctx.platform.store, made.id, {
      transport: via,
      role: "host",
      server,
      hostPeer: null,
    });
    return created;
  });
  if (!dealt.ok) return dealt;
  const { record, nonces } = dealt.value;
  return ok({
    record,
    nonces,
    handTo: [],
    ...(last ? { notify: () => offer.onPaired(record.id) } : {}),
  });
}
