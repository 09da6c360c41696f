import { fail, ok, type Result } from "../../engine/errors";
import { parseFairHeader, type FairCommitment, type FairHeader } from "../../fair/commitment";
import { isDeviceId } from "../../log/header";
import { parseObjectMessage } from "../messages";

/**
 * The pairing handshake, spoken on a fresh link before the sync protocol starts
 * (docs/sync.md covers what follows). The guest opens with `pair-join`, naming the
 * game when it comes back to one it already holds; the host answers `pair-welcome`
 * with everything the guest needs to build the very same game header, or
 * `pair-refuse`. The seed of a new game is agreed here: both devices put in a fresh
 * random nonce and seed = deriveSeed(nonces), which the guest checks.
 *
 * A host with a device key answers a pair-join first with `pair-challenge` (a fresh
 * random challenge), and the guest answers `pair-proof`: its key's signature of the
 * challenge (src/net/table/proof.ts). A device id that is a key is taken only with
 * its proof, so no device can take another's place by naming its id.
 *
 * Versions (docs/sync.md, "Old app versions"): `tabula-pair/2` since devices have keys.
 * The version before (`tabula-pair/1`: no challenge, no proofs, unsigned games) is
 * still taken, from an older device coming back to an unsigned game of before, and
 * spoken by this one to come back to such a game; anything else it asks for (a new
 * game, a signed one) is refused with `old-version`, in words its screen shows.
 *
 * Fair play (docs/fair-play.md): a guest that can play fair says so in its pair-join
 * (`fair: 1`). A host dealing a new game in fair play then names the game's id in
 * `pair-fair`, the guest answers `pair-commit` with its commitment for that game (its
 * secret kept beside the log first), and the welcome carries `fair`: every device's
 * commitment, the header's field. With more than one invited device the host holds every
 * welcome (`pair-wait`) until the last planned device has committed, then welcomes them
 * all with the same header (src/net/table/fair-gather.ts). A device of before fair
 * play neither says `fair` nor knows these messages, so a game with it is made in
 * trusted mode, and says so.
 */
export const PAIR_PROTOCOL = "tabula-pair/2";
/** The pairing of the app versions before device keys. */
export const PAIR_PROTOCOL_V1 = "tabula-pair/1";
export type PairProtocol = typeof PAIR_PROTOCOL | typeof PAIR_PROTOCOL_V1;

/** The refusal of a device that runs an older Tabula (it cannot prove a key, nor sign). */
export const OLD_VERSION = "old-version";

/**
 * The words of that refusal, for the OLDER device's screen: it shows a refusal's
 * message as it comes, and knows no code of ours, so both languages are in it.
 */
export const OLD_VERSION_MESSAGE =
  "This Tabula is older than the other device's: update it to pair. / " +
  "На этом устройстве более старая версия Табулы, чем на другом: обновите её, чтобы соединиться.";

export interface PairJoin {
  readonly t: "pair-join";
  readonly protocol: PairProtocol;
  readonly device: string;
  /** 32 hex digits, fresh for this pairing. */
  readonly nonce: string;
  /** The game the guest comes back to, or null for the one on offer. */
  readonly game: string | null;
  /** This device can play fair (version 1 of docs/fair-play.md). Absent: it cannot. */
  readonly fair?: 1;
}

/** The host asks for the guest's commitment to the new game `id`, which is in fair play. */
export interface PairFair {
  readonly t: "pair-fair";
  readonly id: string;
}

/** The guest's commitment to that game (the end of its dice chain), for `header.fair`. */
export interface PairCommit {
  readonly t: "pair-commit";
  readonly commitment: FairCommitment;
}

/**
 * A fair game with more than one invited device: the host holds the welcome until every
 * planned device has committed (header.fair is final before the first entry). It says
 * how many of the `of` invited devices have committed so far, and again at each one.
 */
export interface PairWait {
  readonly t: "pair-wait";
  readonly joined: number;
  readonly of: number;
}

export interface PairWelcome {
  readonly t: "pair-welcome";
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** The nonces the seed was derived from (the guest's among them); empty when coming back. */
  readonly nonces: readonly string[];
  /** The device holding each seat (a bot seat: the device that runs the bot). */
  readonly holders: readonly string[];
  /** Per seat, the bot level when a bot plays it, else null. */
  readonly bots: readonly (string | null)[];
  /** The host's device id. */
  readonly host: string;
  /** The game is signed (every device's entry carries its signature). Absent: unsigned. */
  readonly signed?: true;
  /**
   * The host's proof that it holds the key `host` names: its signature of the guest's
   * nonce (src/net/table/proof.ts). Absent when the host's id is no key.
   */
  readonly proof?: string;
  /** A game in fair play: the header's `fair`. Absent: trusted mode. */
  readonly fair?: FairHeader;
  /** The table plays with hints: the header's `hints`. Absent: none. */
  readonly hints?: true;
}

/** The host's challenge: the guest proves it holds the key its id names. */
export interface PairChallenge {
  readonly t: "pair-challenge";
  /** 64 hex digits, fresh for this link. */
  readonly challenge: string;
  /** The host's device id, signed with the challenge (a proof is good for this host only). */
  readonly host: string;
}

/** The guest's answer: its signature of the challenge, or null when it has no key. */
export interface PairProof {
  readonly t: "pair-proof";
  readonly sig: string | null;
}

export interface PairRefuse {
  readonly t: "pair-refuse";
  readonly code: string;
  readonly message: string;
}

export type PairMessage =
  | PairJoin
  | PairChallenge
  | PairProof
  | PairFair
  | PairCommit
  | PairWait
  | PairWelcome
  | PairRefuse;

/** The most a handshake message may weigh (options and six commitments are small). */
const MAX_BYTES = 8 * 1024;
const NONCE = /^[0-9a-f]{32}$/;
const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;

const bad = (message: string): Result<never> => fail("bad-pairing", message);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isShort = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 100;

/** True when a message belongs to the handshake (else it is for the sync protocol). */
export function isPairText(data: unknown): boolean {
  return typeof data === "string" && data.startsWith('{"t":"pair-');
}

export function encodePair(message: PairMessage): string {
  return JSON.stringify(message);
}

/** Decodes and checks a handshake message from a peer: trusts nothing, throws nothing. */
export function decodePair(data: unknown): Result<PairMessage> {
  const parsed = parseObjectMessage(data, MAX_BYTES, "bad-pairing");
  if (!parsed.ok) return parsed;
  const raw = parsed.value;
  if (raw.t === "pair-join") {
    if (raw.protocol !== PAIR_PROTOCOL && raw.protocol !== PAIR_PROTOCOL_V1) {
      return fail("protocol", `the other device pairs with ${String(raw.protocol)}`);
    }
    if (!isShort(raw.device) || !isDeviceId(raw.device)) return bad("bad device id");
    if (typeof raw.nonce !== "string" || !NONCE.test(raw.nonce)) return bad("bad nonce");
    if (raw.game !== null && !isShort(raw.game)) return bad("bad game id");
    if (raw.fair !== undefined && raw.fair !== 1) return bad("bad fair-play capability");
    return ok(raw as unknown as PairJoin);
  }
  if (raw.t === "pair-fair") {
    if (!isShort(raw.id)) return bad("bad game id");
    return ok({ t: "pair-fair", id: raw.id });
  }
  if (raw.t === "pair-commit") return decodeCommit(raw.commitment);
  if (raw.t === "pair-wait") {
    const { joined, of } = raw;
    const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1;
    if (!count(joined) || !count(of) || joined > of || of > 5) return bad("bad wait");
    return ok({ t: "pair-wait", joined, of });
  }
  if (raw.t === "pair-welcome") return decodeWelcome(raw);
  if (raw.t === "pair-challenge") {
    if (typeof raw.challenge !== "string" || !HEX64.test(raw.challenge))
      return bad("bad challenge");
    if (!isShort(raw.host) || !isDeviceId(raw.host)) return bad("bad host id");
    return ok(raw as unknown as PairChallenge);
  }
  if (raw.t === "pair-proof") {
    if (raw.sig !== null && (typeof raw.sig !== "string" || !HEX128.test(raw.sig))) {
      return bad("bad proof");
    }
    return ok(raw as unknown as PairProof);
  }
  if (raw.t === "pair-refuse") {
    if (!isShort(raw.code) || typeof raw.message !== "string" || raw.message.length > 500) {
      return bad("bad refusal");
    }
    return ok(raw as unknown as PairRefuse);
  }
  return bad("unknown pairing message");
}

function decodeWelcome(raw: Record<string, unknown>): Result<PairMessage> {
  if (!isShort(raw.id) || !isShort(raw.game)) return bad("bad game id");
  if (!isRecord(raw.options)) return bad("bad options");
  if (typeof raw.seed !== "string" || !HEX64.test(raw.seed)) return bad("bad seed");
  const nonces = raw.nonces;
  if (!Array.isArray(nonces) || nonces.length > 6) return bad("bad nonces");
  if (!nonces.every((n) => typeof n === "string" && NONCE.test(n))) return bad("bad nonce");
  const holders = raw.holders;
  if (!Array.isArray(holders) || holders.length < 1 || holders.length > 6) {
    return bad("a game has 1 to 6 seats");
  }
  if (!holders.every((h) => typeof h === "string" && isDeviceId(h))) return bad("bad seat holder");
  const bots = raw.bots;
  if (!Array.isArray(bots) || bots.length !== holders.length) return bad("bad bot list");
  if (!bots.every((b) => b === null || (typeof b === "string" && /^[a-z]{1,20}$/.test(b)))) {
    return bad("bad bot level");
  }
  if (!isShort(raw.host) || !isDeviceId(raw.host)) return bad("bad host id");
  if (raw.signed !== undefined && raw.signed !== true) return bad("bad signed flag");
  if (raw.hints !== undefined && raw.hints !== true) return bad("bad hints flag");
  if (raw.proof !== undefined && (typeof raw.proof !== "string" || !HEX128.test(raw.proof))) {
    return bad("bad proof");
  }
  if (raw.fair !== undefined) {
    const fair = parseFairHeader(raw.fair);
    if (!fair.ok) return bad(`bad fair-play header: ${fair.error.message}`);
    return ok({ ...(raw as unknown as PairWelcome), fair: fair.value });
  }
  return ok(raw as unknown as PairWelcome);
}

/** A commitment, checked as header.fair checks each (the same rules, one device). */
function decodeCommit(raw: unknown): Result<PairMessage> {
  // Checked with a stand-in second device, since a header lists two or more.
  const other = { device: "-", chain: "A".repeat(43), length: 1 };
  const fair = parseFairHeader({ version: 1, devices: [other, raw] });
  if (!fair.ok) return bad(`bad commitment: ${fair.error.message}`);
  return ok({ t: "pair-commit", commitment: fair.value.devices[1] });
}
