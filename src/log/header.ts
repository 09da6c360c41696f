import { gameError, type GameError } from "../engine/errors";
import { parseFairHeader, type FairHeader } from "../fair/commitment";
import { FairCode } from "../fair/errors";
import { canonicalJson } from "./canonical";
import { hashText } from "./hash";
import { isKeyId, isSmallOrderKey, weakKey } from "./signature";

/**
 * Author of the random entries of a seeded game. The outcome follows from the seed and
 * its place, so no device owns it; and two devices that fill in the same due outcome
 * write the very same entry (same hash), so they never conflict.
 */
export const SEED_AUTHOR = "seed";

/** A seat that any device may play (linear game files do not say who held which seat). */
export const ANY_DEVICE = "*";

/** Author of the entries read from a linear game file, which does not record who moved. */
export const FILE_AUTHOR = "file";

/**
 * What every device of a game agrees on at pairing, before the first entry: the log's
 * game id (every entry carries it), the rules and their version, the options, the
 * seed, and which device holds each seat at the start (meta entries hand seats over).
 */
export interface GameHeader {
  readonly id: string;
  /** Registry id of the rules, e.g. "smalta". */
  readonly game: string;
  readonly rulesVersion: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  /** Hex seed of the seeded random source, or null when outcomes are taken as written. */
  readonly seed: string | null;
  /** The device holding each seat at the start, or ANY_DEVICE. */
  readonly holders: readonly string[];
  /**
   * A signed game: device ids are Ed25519 public keys and every entry not written by
   * the seed carries its author's signature (src/log/signature.ts). Absent: unsigned.
   */
  readonly signed?: boolean;
  /**
   * A fair game (docs/fair-play.md): each fair device's dice-chain commitment, agreed at
   * pairing. Random outcomes then come from the devices' reveals and a mental-poker
   * deck, not from the seed. A fair game is signed, and every seat is held by one of its
   * fair devices. Absent: a trusted game (its header and digest are as before).
   */
  readonly fair?: FairHeader;
  /**
   * The table plays with hints ("What would you play?"), agreed at Invite and so the
   * same on every device. Absent: no hints (and the header and digest are as before).
   */
  readonly hints?: true;
}

const DEVICE_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * A device id: short, no spaces (it appears in meta entries' notation), and never the
 * reserved seed author, so no device can pass its moves off as outcomes of the seed.
 */
export function isDeviceId(text: string): boolean {
  return DEVICE_ID.test(text) && text !== SEED_AUTHOR;
}

/** Digest of the whole header: peers compare it so that one game id means one game. */
export function headerDigest(header: GameHeader): string {
  return hashText(canonicalJson(header));
}

/** Checks a header's shape; the rules-specific checks (options, seat count) come later. */
export function checkHeader(header: GameHeader): GameError | null {
  const bad = (message: string): GameError => gameError("bad-header", message);
  if (header.id.length === 0 || header.id.length > 100)
    return bad("a game id has 1 to 100 characters");
  if (!Number.isInteger(header.seats) || header.seats < 1 || header.seats > 6) {
    return bad("a game has 1 to 6 seats");
  }
  if (header.holders.length !== header.seats) return bad("name one holder per seat");
  for (const holder of header.holders) {
    if (holder !== ANY_DEVICE && !isDeviceId(holder)) return bad(`"${holder}" is not a device id`);
  }
  if (header.hints !== undefined && header.hints !== true) return bad("bad hints flag");
  const weak = header.signed === true ? weakHolder(header) : null;
  if (weak) return weak;
  return header.fair === undefined ? null : checkFairHeader(header);
}

/**
 * A signed game whose seat (or fair device) is a key of small order: every signature
 * of it would pass (signature.ts), so the header is refused (issue 27, item 5, hole 4).
 */
function weakHolder(header: GameHeader): GameError | null {
  const fairDevices = Array.isArray(header.fair?.devices)
    ? header.fair.devices.map((d) => (d as { device?: unknown }).device)
    : [];
  for (const id of [...header.holders, ...fairDevices]) {
    if (typeof id === "string" && isKeyId(id) && isSmallOrderKey(id)) return weakKey(id);
  }
  return null;
}

/** A fair header: its commitments parse, the game is signed, each seat has a fair device. */
function checkFairHeader(header: GameHeader): GameError | null {
  const fair = parseFairHeader(header.fair);
  if (!fair.ok) return fair.error;
  const devices = fair.value.devices.map((d) => d.device);
  const bad = (message: string): GameError => gameError(FairCode.BadCommitment, message);
  if (header.signed !== true) return bad("a fair game is signed");
  if (devices.some((d) => !isDeviceId(d))) return bad("a fair device is named by its device id");
  for (const holder of header.holders) {
    if (!devices.includes(holder)) return bad(`seat holder ${holder} is not a fair device`);
  }
  return null;
}
