import { fail, ok, type Result } from "../../engine/errors";
import { deriveSeed } from "../../engine/random";
import { headerDigest } from "../../log/header";
import type { SeatHolder } from "../../store/types";
import type { Link } from "../link";
import type { PairingContext } from "./context";
import { HandoffLink } from "./handoff";
import { headerOf } from "./open-table";
import { decodePair, encodePair, PAIR_PROTOCOL, type PairWelcome } from "./protocol";
import { savePairingInfo, type PairingInfo } from "./records";
import { watchHost } from "./reconnect";

const HANDSHAKE_TIMEOUT_MS = 15_000;

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
  const { platform } = ctx;
  const link = new HandoffLink(raw, platform);
  const nonce = platform.newNonce();
  link.send(
    encodePair({ t: "pair-join", protocol: PAIR_PROTOCOL, device: platform.device, nonce, game }),
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
  if (game !== null && welcome.id !== game) {
    return failWith("wrong-game", "the host sent another game");
  }
  const stored = await adoptWelcome(ctx, welcome, nonce);
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
): Promise<Result<void>> {
  const { platform } = ctx;
  const rules = await platform.rules(welcome.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const holders = welcome.holders.map((device, seat): SeatHolder =>
    device === platform.device && welcome.bots[seat] === null
      ? { kind: "device" }
      : { kind: "remote", device },
  );
  const existing = await platform.store.loadGame(welcome.id);
  if (existing) {
    const ours = headerOf(game, existing.game, platform.device);
    const theirs = {
      ...ours,
      options: welcome.options,
      seed: welcome.seed,
      holders: welcome.holders,
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
  if (!lateJoiner && !holders.some((h) => h.kind === "device")) {
    return fail("no-seat", "no seat is left for this device");
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
      },
      [],
    );
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  return ok(undefined);
}
