import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { checkHeader, type GameHeader } from "../../src/log/header";
import {
  checkSignature,
  isSmallOrderKey,
  signEntry,
  verifyBy,
  entryMessage,
} from "../../src/log/signature";
import {
  checkHostProof,
  checkJoinProof,
  joinMessage,
  hostMessage,
} from "../../src/net/table/proof";
import { testKey } from "../net/table";

/*
 * Issue 27, item 5, hole 4 (the outside probe): a public key of small order — the
 * identity, or any of the eight points of order dividing 8 — makes one signature (R the
 * identity, s = 0) verify every message under the cofactored check. A device that took
 * such an id could sign anything without a secret: so could anyone else, in its name.
 * Such keys are now refused wherever a device key is taken.
 */

/** The eight small-order points of Ed25519, as public keys (the identity first). */
const SMALL_ORDER = [
  "0100000000000000000000000000000000000000000000000000000000000000",
  "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
  "0000000000000000000000000000000000000000000000000000000000000080",
  "0000000000000000000000000000000000000000000000000000000000000000",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
  "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
  "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
];

/** The signature that verifies every message under a small-order key: R = identity, s = 0. */
const UNIVERSAL = "01" + "00".repeat(63);

const normal = testKey("small-order-normal");
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

function headerWith(holder: string): GameHeader {
  return {
    id: "small-order",
    game: "smalta",
    rulesVersion: 1,
    options: {},
    seats: 2,
    seed: null,
    holders: [normal.id, holder],
    signed: true,
  };
}

describe("small-order device keys (issue 27, item 5, hole 4)", () => {
  it("the eight small-order points are named as such, a real key is not", () => {
    for (const key of SMALL_ORDER) expect(isSmallOrderKey(key), key).toBe(true);
    expect(isSmallOrderKey(normal.id)).toBe(false);
    expect(isSmallOrderKey("ab".repeat(32)), "a key that is no point").toBe(false);
  });

  it("verifyBy: one signature no longer verifies every message under such a key", () => {
    for (const key of SMALL_ORDER) {
      expect(verifyBy(key, UNIVERSAL, text("a move")), key).toBe(false);
      expect(verifyBy(key, UNIVERSAL, text("another")), key).toBe(false);
    }
    const entry = makeEntry({
      game: "g",
      prev: null,
      author: normal.id,
      seat: 0,
      kind: "move",
      text: "a1",
    });
    const sig = signEntry(entry, normal).sig;
    expect(verifyBy(normal.id, sig, entryMessage(entry.hash))).toBe(true);
  });

  it("checkSignature refuses an entry by such a key with weak-key", () => {
    for (const key of SMALL_ORDER) {
      const entry = makeEntry({
        game: "g",
        prev: null,
        author: key,
        seat: 1,
        kind: "move",
        text: "a1",
      });
      const forged = { ...entry, sig: UNIVERSAL } as Entry;
      expect(checkSignature(forged)?.code, key).toBe("weak-key");
    }
    const entry = makeEntry({
      game: "g",
      prev: null,
      author: normal.id,
      seat: 0,
      kind: "move",
      text: "a1",
    });
    expect(checkSignature(signEntry(entry, normal))).toBeNull();
  });

  it("a signed game's header naming such a key as a holder is refused with weak-key", () => {
    for (const key of SMALL_ORDER) expect(checkHeader(headerWith(key))?.code, key).toBe("weak-key");
    expect(checkHeader(headerWith(testKey("small-order-other").id))).toBeNull();
  });

  it("pairing: a join or a welcome proved by such a key is refused as weak", () => {
    const challenge = "c".repeat(64);
    for (const key of SMALL_ORDER) {
      expect(verifyBy(key, UNIVERSAL, joinMessage(challenge, normal.id, key))).toBe(false);
      expect(checkJoinProof(key, UNIVERSAL, challenge, normal.id), key).toBe("weak");
      expect(verifyBy(key, UNIVERSAL, hostMessage("n".repeat(32), key, normal.id))).toBe(false);
      expect(checkHostProof(key, UNIVERSAL, "n".repeat(32), normal.id), key).toBe("weak");
    }
  });
});
