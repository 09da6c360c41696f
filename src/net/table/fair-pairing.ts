import { fail, ok, type Result } from "../../engine/errors";
import {
  makeFairHeader,
  parseFairHeader,
  type FairCommitment,
  type FairHeader,
} from "../../fair/commitment";
import { FairDevice } from "../../fair/device";
import type { HandoffLink } from "./handoff";
import type { TablePlatform } from "./platform";
import { decodePair, encodePair, type PairJoin, type PairWelcome } from "./protocol";

/**
 * Fair play at pairing (docs/fair-play.md): each device draws its one secret of the
 * game, keeps it beside the log (durable first), and sends only its commitment. The
 * host collects them into `header.fair`. The secret never leaves the device: not in a
 * message, an entry or an exported file.
 */

const COMMIT_TIMEOUT_MS = 15_000;

/**
 * Whether this device can play fair: its platform draws secrets, and it has a key (a fair
 * game is signed: every fair entry carries its author's signature).
 */
export const canPlayFair = (platform: Pick<TablePlatform, "newSecret" | "key">): boolean =>
  platform.newSecret !== undefined && platform.key !== undefined;

/**
 * This device's commitment to game `id`: from the secret it keeps for that game, or from
 * a new one, drawn and kept (durably) before the commitment is handed out.
 */
export async function commitTo(
  platform: Pick<TablePlatform, "store" | "newSecret">,
  id: string,
  device: string,
): Promise<Result<FairCommitment>> {
  if (!platform.newSecret) return fail("no-fair", "this device cannot play fair");
  try {
    let secret = await platform.store.fairSecret(id);
    if (!secret) {
      secret = platform.newSecret();
      await platform.store.keepFairSecret(id, secret);
    }
    return ok(new FairDevice(id, device, secret).commitment());
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
}

/**
 * The host's side, for a new game `id`: null (trusted mode) unless the table asked for
 * fair play and the guest can play it; else the guest's commitment is asked for and
 * the header made of both.
 */
export async function agreeFairHeader(
  platform: TablePlatform,
  link: HandoffLink,
  join: PairJoin,
  id: string,
  wanted: boolean,
): Promise<Result<FairHeader | null>> {
  if (!wanted || !guestPlaysFair(platform, join)) return ok(null);
  const theirs = await askCommitment(link, join, id);
  if (!theirs.ok) return theirs;
  return headerWithMine(platform, id, [theirs.value]);
}

/** Whether this device and the joining one can both play fair. */
export const guestPlaysFair = (platform: TablePlatform, join: PairJoin): boolean =>
  join.fair === 1 && canPlayFair(platform);

/** Asks the guest for its commitment to game `id` (pair-fair), and checks the answer. */
export async function askCommitment(
  link: HandoffLink,
  join: PairJoin,
  id: string,
): Promise<Result<FairCommitment>> {
  link.send(encodePair({ t: "pair-fair", id }));
  const answer = decodePair(await link.next(COMMIT_TIMEOUT_MS));
  if (!answer.ok) return answer;
  if (answer.value.t !== "pair-commit") {
    return fail("bad-pairing", "the guest did not send its fair-play commitment");
  }
  const theirs = answer.value.commitment;
  if (theirs.device !== join.device) {
    return fail("bad-pairing", "the commitment names another device");
  }
  return ok(theirs);
}

/** header.fair of game `id`: this device's commitment and the guests'. */
export async function headerWithMine(
  platform: TablePlatform,
  id: string,
  guests: readonly FairCommitment[],
): Promise<Result<FairHeader>> {
  const mine = await commitTo(platform, id, platform.device);
  if (!mine.ok) return mine;
  return parseFairHeader(makeFairHeader([mine.value, ...guests]));
}

/** The guest's answer to pair-fair: its commitment for that game, its secret kept first. */
export async function answerFair(
  platform: TablePlatform,
  link: HandoffLink,
  id: string,
  device: string,
): Promise<Result<FairCommitment>> {
  const commitment = await commitTo(platform, id, device);
  if (!commitment.ok) return commitment;
  link.send(encodePair({ t: "pair-commit", commitment: commitment.value }));
  return commitment;
}

/**
 * The guest checks the fair-play header of a new game's welcome: present exactly when
 * it committed (to that game), holding its commitment as it sent it, and listing
 * exactly the devices of the table: the host and every device holding a seat.
 */
export function checkWelcomeFair(
  welcome: PairWelcome,
  sent: { readonly id: string; readonly commitment: FairCommitment } | null,
): Result<void> {
  const fair = welcome.fair;
  if (!sent) {
    return fair
      ? fail("bad-fair", "the host sent a fair game it asked no commitment for")
      : ok(undefined);
  }
  if (!fair) return fail("bad-fair", "the host asked for a commitment, then made a trusted game");
  if (sent.id !== welcome.id) return fail("bad-fair", "the commitment was asked for another game");
  const mine = fair.devices.find((d) => d.device === sent.commitment.device);
  const table = new Set([welcome.host, ...welcome.holders]);
  const listed = new Set(fair.devices.map((d) => d.device));
  if (
    !mine ||
    mine.chain !== sent.commitment.chain ||
    mine.length !== sent.commitment.length ||
    listed.size !== table.size ||
    ![...table].every((device) => listed.has(device))
  ) {
    return fail("bad-fair", "the fair-play header is not the table's devices' commitments");
  }
  return ok(undefined);
}
