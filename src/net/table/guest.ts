import { fail, ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import { deriveSeed } from "../../engine/random";
import { headerDigest, type GameHeader } from "../../log/header";
import type { FairCommitment } from "../../fair/commitment";
import type { SeatHolder } from "../../store/types";
import type { Link } from "../link";
import type { PairingContext } from "./context";
import { GATHER_TIMEOUT_MS } from "./fair-gather";
import { answerFair, canPlayFair, checkWelcomeFair } from "./fair-pairing";
import { HandoffLink } from "./handoff";
import { headerOf } from "./open-table";
import { selfIn } from "./platform";
import { checkHostProof, proveJoin } from "./proof";
import { isKeyId, WEAK_KEY, weakKey } from "../../log/signature";
import {
  decodePair,
  encodePair,
  OLD_VERSION,
  PAIR_PROTOCOL,
  PAIR_PROTOCOL_V1,
  type PairWelcome,
} from "./protocol";
import { savePairingInfo, type PairingInfo } from "./records";
import { watchHost } from "./reconnect";

const HANDSHAKE_TIMEOUT_MS = 15_000;

/** What this device says when the other one runs the Tabula of before device keys. */
const OLDER_HOST = "the other device runs an older Tabula: update it to pair";

/**
 * The guest's side: sends pair-join on a fresh link, takes the welcome, stores the
 * game (checking the seed against its own nonce), and starts syncing. Returns the id.
 *
 * Coming back to an unsigned game of before it speaks the pairing of before
 * (`tabula-pair/1`), which an older host still takes; else `tabula-pair/2`, which an
 * older host refuses (code `protocol`) before it makes a game: this device then says
 * the other runs an older Tabula (`old-version`).
 */
export async function joinHost(
  ctx: PairingContext,
  raw: Link,
  game: string | null,
  info: Omit<PairingInfo, "role">,
): Promise<Result<string>> {
  const { platform } = ctx;
  const link = new HandoffLink(raw, platform);
  const nonce = platform.newNonce();
  // Coming back to an unsigned game stored before this device had a key: its old id.
  const held = game === null ? null : await platform.store.loadGame(game).catch(() => null);
  const device = held ? selfIn(platform, held.game.signed === true) : platform.device;
  const protocol = held && held.game.signed !== true ? PAIR_PROTOCOL_V1 : PAIR_PROTOCOL;
  const fair = canPlayFair(platform) ? { fair: 1 as const } : {};
  link.send(encodePair({ t: "pair-join", protocol, device, nonce, game, ...fair }));
  let answer = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
  if (answer.ok && answer.value.t === "pair-challenge") {
    const { challenge, host } = answer.value;
    const key = platform.key;
    const sig = key && key.id === device ? await proveJoin(key, challenge, host) : null;
    link.send(encodePair({ t: "pair-proof", sig }));
    answer = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
  }
  const failWith = (code: string, message: string): Result<string> => {
    link.close();
    return fail(code, message);
  };
  // A new game in fair play: this device commits to it (its secret kept first).
  let committed: { readonly id: string; readonly commitment: FairCommitment } | null = null;
  if (answer.ok && answer.value.t === "pair-fair" && game === null && canPlayFair(platform)) {
    const id = answer.value.id;
    const commitment = await answerFair(platform, link, id, device);
    if (!commitment.ok) return failWith(commitment.error.code, commitment.error.message);
    committed = { id, commitment: commitment.value };
    answer = decodePair(await link.next(HANDSHAKE_TIMEOUT_MS));
    // More devices are invited: the host deals once the last has committed.
    while (answer.ok && answer.value.t === "pair-wait") {
      answer = decodePair(await link.next(GATHER_TIMEOUT_MS + HANDSHAKE_TIMEOUT_MS));
    }
  }
  if (!answer.ok) return failWith(answer.error.code, answer.error.message);
  if (answer.value.t === "pair-refuse") {
    const { code, message } = answer.value;
    // The version before keys refuses a protocol it does not know, and says which it got.
    const older = code === "protocol" && protocol !== PAIR_PROTOCOL_V1;
    return older ? failWith(OLD_VERSION, OLDER_HOST) : failWith(code, message);
  }
  if (answer.value.t !== "pair-welcome") return failWith("bad-pairing", "expected a welcome");
  const welcome = answer.value;
  if (game !== null && welcome.id !== game) {
    return failWith("wrong-game", "the host sent another game");
  }
  // The host proves the key its id names; a signed game has no host without one.
  const hostProof = checkHostProof(welcome.host, welcome.proof ?? null, nonce, device);
  if (hostProof === "weak") return failWith(WEAK_KEY, weakKey(welcome.host).message);
  if (hostProof === "forged" || (welcome.signed && hostProof !== "proven")) {
    return failWith("bad-proof", "the host did not prove that it holds the key its id names");
  }
  const stored = await adoptWelcome(ctx, welcome, nonce, committed);
  if (!stored.ok) return failWith(stored.error.code, stored.error.message);
  await savePairingInfo(platform.store, welcome.id, { ...info, role: "guest" });
  ctx.connecting.add(welcome.id);
  try {
    const table = await ctx.table(welcome.id);
    if (!table.ok) return failWith("table-failed", "the game could not be opened");
    table.value.attach(welcome.host, link, info.transport);
    watchHost(ctx, table.value, info, joinHost);
  } finally {
    ctx.connecting.delete(welcome.id);
  }
  return ok(welcome.id);
}

/** Stores the game of a welcome, or checks it against the copy this device already holds. */
async function adoptWelcome(
  ctx: PairingContext,
  welcome: PairWelcome,
  nonce: string,
  committed: Parameters<typeof checkWelcomeFair>[1],
): Promise<Result<void>> {
  const { platform } = ctx;
  const rules = await platform.rules(welcome.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const unchecked = uncheckedByOthers(game, welcome.options);
  if (!unchecked.ok) return unchecked;
  const holders = welcome.holders.map((device, seat): SeatHolder =>
    device === platform.device && welcome.bots[seat] === null
      ? { kind: "device" }
      : { kind: "remote", device },
  );
  const existing = await platform.store.loadGame(welcome.id);
  if (existing) {
    const ours = headerOf(game, existing.game, selfIn(platform, existing.game.signed === true));
    const theirs = {
      ...withoutFlags(ours),
      options: welcome.options,
      seed: welcome.seed,
      holders: welcome.holders,
      ...(welcome.signed ? { signed: true } : {}),
      ...(welcome.fair ? { fair: welcome.fair } : {}),
      ...(welcome.hints ? { hints: true as const } : {}),
    };
    return headerDigest(ours) === headerDigest(theirs)
      ? ok(undefined)
      : fail("header-mismatch", "the host's game differs");
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
  // A new game in fair play holds this device's commitment as it sent it; a late
  // joiner (a spectator) takes the table's header and plays no part in it.
  if (!lateJoiner) {
    const fairChecked = checkWelcomeFair(welcome, committed);
    if (!fairChecked.ok) return fairChecked;
  }
  if (!lateJoiner && !holders.some((h) => h.kind === "device")) {
    return fail("no-seat", "no seat is left for this device");
  }
  // A device with a key plays new games signed only: a host may not talk it out of it.
  if (!lateJoiner && platform.key && !welcome.signed) {
    // A host whose id is no key has none: it runs a Tabula of before device keys.
    return isKeyId(welcome.host)
      ? fail("unsigned", "the host offered a game that is not signed")
      : fail(OLD_VERSION, OLDER_HOST);
  }
  const options = game.parseOptions(welcome.options);
  if (!options.ok) return options;
  const now = platform.now();
  try {
    await platform.store.createGame(
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
        ...(welcome.signed ? { signed: true } : {}),
        ...(welcome.fair ? { fair: welcome.fair } : {}),
        ...(welcome.hints ? { hints: true } : {}),
      },
      [],
    );
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(undefined);
}

/**
 * Refuses a welcome whose options leave to a player what no other device can check
 * (Game.enteredByHand: Smalta's table die). The Invite screen does not offer them, but
 * a host of its own making may send them, and then chooses its own rolls: so the guest
 * refuses here, before anything is stored, whether the game is new or held already.
 * Options that do not parse are left to the checks that follow.
 */
function uncheckedByOthers(game: AnyGame, raw: Readonly<Record<string, unknown>>): Result<void> {
  const options = game.parseOptions(raw);
  const what = options.ok ? (game.enteredByHand?.(options.value) ?? null) : null;
  if (what === null) return ok(undefined);
  return fail(
    "unchecked-options",
    `the host offered a game in which no other device can check ${what}`,
  );
}

/** A header without its `signed` and `hints` flags (to compare it with a welcome's). */
function withoutFlags(header: GameHeader): GameHeader {
  const copy: { -readonly [K in keyof GameHeader]?: GameHeader[K] } = { ...header };
  delete copy.signed;
  delete copy.hints;
  return copy as GameHeader;
}
