// Owned by the pairing work (issue 3).
import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../../src/engine/random";
import {
  decodePair,
  encodePair,
  isPairText,
  PAIR_PROTOCOL,
  PAIR_PROTOCOL_V1,
  type PairWelcome,
} from "../../../src/net/table/protocol";

const NONCE_A = "0123456789abcdef0123456789abcdef";
const NONCE_B = "fedcba9876543210fedcba9876543210";

const welcome: PairWelcome = {
  t: "pair-welcome",
  id: "game-1",
  game: "smalta",
  options: { fortune: "die" },
  seed: deriveSeed([NONCE_A, NONCE_B]),
  nonces: [NONCE_A, NONCE_B],
  holders: ["device-a", "device-b"],
  bots: [null, null],
  host: "device-a",
};

describe("the pairing handshake messages", () => {
  it("round-trip and are told apart from sync messages", () => {
    const join = {
      t: "pair-join",
      protocol: PAIR_PROTOCOL,
      device: "device-b",
      nonce: NONCE_B,
      game: null,
    } as const;
    const challenge = {
      t: "pair-challenge",
      challenge: "ab".repeat(32),
      host: "device-a",
    } as const;
    for (const message of [
      join,
      // The join of an older device (the version before keys), still taken.
      { ...join, protocol: PAIR_PROTOCOL_V1 } as const,
      welcome,
      { ...welcome, signed: true, proof: "cd".repeat(64) } as const,
      { ...welcome, hints: true } as const,
      challenge,
      { t: "pair-proof", sig: "ef".repeat(64) } as const,
      { t: "pair-proof", sig: null } as const,
      { t: "pair-refuse", code: "no-invitation", message: "no" } as const,
    ]) {
      const text = encodePair(message);
      expect(isPairText(text)).toBe(true);
      expect(decodePair(text)).toEqual({ ok: true, value: message });
    }
    expect(isPairText('{"t":"hello","protocol":"tabula-sync/1"}')).toBe(false);
  });

  it("refuse hostile or malformed messages with a code, never a throw", () => {
    const cases: [unknown, string][] = [
      [42, "bad-pairing"],
      ["not json", "bad-pairing"],
      ["[]", "bad-pairing"],
      [
        JSON.stringify({
          t: "pair-join",
          protocol: "tabula-pair/0",
          device: "d",
          nonce: NONCE_A,
          game: null,
        }),
        "protocol",
      ],
      [
        JSON.stringify({
          t: "pair-join",
          protocol: "tabula-pair/3",
          device: "d",
          nonce: NONCE_A,
          game: null,
        }),
        "protocol",
      ],
      [
        JSON.stringify({
          t: "pair-join",
          protocol: PAIR_PROTOCOL,
          device: "seed",
          nonce: NONCE_A,
          game: null,
        }),
        "bad-pairing",
      ],
      [
        JSON.stringify({
          t: "pair-join",
          protocol: PAIR_PROTOCOL,
          device: "d",
          nonce: "short",
          game: null,
        }),
        "bad-pairing",
      ],
      [JSON.stringify({ ...welcome, seed: "xyz" }), "bad-pairing"],
      [JSON.stringify({ ...welcome, holders: ["a b", "c"] }), "bad-pairing"],
      [JSON.stringify({ ...welcome, bots: [null] }), "bad-pairing"],
      [
        JSON.stringify({ ...welcome, holders: Array(7).fill("d"), bots: Array(7).fill(null) }),
        "bad-pairing",
      ],
      [JSON.stringify({ ...welcome, options: "x".repeat(9000) }), "too-large"],
      [JSON.stringify({ t: "pair-what" }), "bad-pairing"],
      [JSON.stringify({ ...welcome, signed: false }), "bad-pairing"],
      [JSON.stringify({ ...welcome, hints: false }), "bad-pairing"],
      [JSON.stringify({ ...welcome, hints: "yes" }), "bad-pairing"],
      [JSON.stringify({ ...welcome, proof: "ab" }), "bad-pairing"],
      [
        JSON.stringify({ t: "pair-challenge", challenge: "ab".repeat(16), host: "d" }),
        "bad-pairing",
      ],
      [
        JSON.stringify({ t: "pair-challenge", challenge: "ab".repeat(32), host: "seed" }),
        "bad-pairing",
      ],
      [JSON.stringify({ t: "pair-proof", sig: "AB".repeat(64) }), "bad-pairing"],
      [JSON.stringify({ t: "pair-proof" }), "bad-pairing"],
    ];
    for (const [data, code] of cases) {
      const decoded = decodePair(data);
      expect(decoded.ok, String(data).slice(0, 80)).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe(code);
    }
  });
});
