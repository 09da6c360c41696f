import { type Result, ok } from "../engine/errors";
import { base64Length, fromBase64Url, toBase64Url } from "./bytes";
import { FairCode, fairFail } from "./errors";
import { FairLimits } from "./limits";

/**
 * What each device commits to once, at pairing, before any entry: the end of its dice
 * chain and the chain's length. It belongs in the game header (`header.fair`), which
 * every device agrees on and compares by digest, so no log entry is needed to commit
 * and nothing can be committed late. The devices listed here are the fair devices of
 * the table, in this order (sorted by id): they shuffle in this order, and each random
 * event waits for each of them.
 */
export interface FairCommitment {
  readonly device: string;
  /** Link 0 of the device's first chain, base64url of 32 bytes. */
  readonly chain: string;
  /** How many events the chain covers (events 1…length); `chain` entries renew it. */
  readonly length: number;
}

export interface FairHeader {
  readonly version: 1;
  readonly devices: readonly FairCommitment[];
}

const DEVICE = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The header field for these commitments, devices sorted by id. */
export function makeFairHeader(commitments: readonly FairCommitment[]): FairHeader {
  const devices = [...commitments].sort((a, b) =>
    a.device < b.device ? -1 : a.device > b.device ? 1 : 0,
  );
  return {
    version: 1,
    devices: devices.map(({ device, chain, length }) => ({ device, chain, length })),
  };
}

export function makeCommitment(device: string, link0: Uint8Array, length: number): FairCommitment {
  return { device, chain: toBase64Url(link0), length };
}

/** Checks `header.fair` as read from a file or a peer; trusts nothing. */
export function parseFairHeader(raw: unknown): Result<FairHeader> {
  const bad = (m: string) => fairFail<FairHeader>(FairCode.BadCommitment, m);
  if (typeof raw !== "object" || raw === null) return bad("header.fair is an object");
  const r = raw as Record<string, unknown>;
  if (Object.keys(r).some((k) => k !== "version" && k !== "devices"))
    return bad("unknown field in header.fair");
  if (r.version !== 1) return bad("header.fair.version is 1");
  if (!Array.isArray(r.devices) || r.devices.length < 2 || r.devices.length > 6) {
    return bad("fair play needs 2 to 6 devices");
  }
  const devices: FairCommitment[] = [];
  for (const d of r.devices as unknown[]) {
    if (typeof d !== "object" || d === null) return bad("a commitment is an object");
    const c = d as Record<string, unknown>;
    if (Object.keys(c).some((k) => !["device", "chain", "length"].includes(k))) {
      return bad("unknown field in a commitment");
    }
    if (typeof c.device !== "string" || !DEVICE.test(c.device)) return bad("bad device id");
    if (
      typeof c.chain !== "string" ||
      c.chain.length !== base64Length(32) ||
      !fromBase64Url(c.chain)
    ) {
      return bad(`bad chain commitment of ${c.device}`);
    }
    const length = c.length;
    if (
      typeof length !== "number" ||
      !Number.isInteger(length) ||
      length < 1 ||
      length > FairLimits.maxChainLength
    ) {
      return bad(`bad chain length of ${c.device}`);
    }
    devices.push({ device: c.device, chain: c.chain, length });
  }
  for (let i = 1; i < devices.length; i++) {
    if (devices[i - 1].device >= devices[i].device)
      return bad("devices are listed once each, sorted by id");
  }
  return ok({ version: 1, devices });
}
