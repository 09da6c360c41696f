import { describe, expect, test } from "vitest";
import { base64Length, fromBase64Url, hashParts, toBase64Url } from "../../src/fair/bytes";
import {
  decodePoint,
  decodeScalar,
  encodePoint,
  encodeScalar,
  BASE,
  ORDER,
} from "../../src/fair/group";

describe("base64url", () => {
  test.each([
    ["empty", []],
    ["one byte", [0xff]],
    ["two bytes", [0x00, 0x80]],
    ["three bytes", [1, 2, 3]],
    ["32 bytes", Array.from({ length: 32 }, (_, i) => i * 7)],
  ])("%s round-trips", (_name, values) => {
    const bytes = Uint8Array.from(values);
    const text = toBase64Url(bytes);
    expect(text.length).toBe(base64Length(bytes.length));
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  test("matches Node's encoder", () => {
    const bytes = Uint8Array.from({ length: 100 }, (_, i) => (i * 37 + 11) & 255);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
  });

  test.each([
    ["a stray character", "AB*D"],
    ["padding", "AA=="],
    ["a lone character", "A"],
    ["non-zero unused bits (one byte)", "AB"],
    ["non-zero unused bits (two bytes)", "AAB"],
  ])("refuses %s", (_name, text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});

test("hashed parts are framed: moving a boundary changes the hash", () => {
  const a = hashParts("t", "ab", "c");
  const b = hashParts("t", "a", "bc");
  expect(toBase64Url(a)).not.toBe(toBase64Url(b));
  expect(toBase64Url(hashParts("t", "ab", "c"))).toBe(toBase64Url(a));
});

describe("group encodings", () => {
  test("a point and a scalar round-trip", () => {
    const p = BASE.multiply(123456789n);
    expect(decodePoint(encodePoint(p))!.equals(p)).toBe(true);
    expect(decodeScalar(encodeScalar(ORDER - 1n))).toBe(ORDER - 1n);
  });

  test.each([
    ["the identity", new Uint8Array(32)],
    ["a non-canonical encoding", Uint8Array.from({ length: 32 }, () => 0xff)],
    ["a short encoding", new Uint8Array(31)],
  ])("refuses %s as a point", (_name, bytes) => {
    expect(decodePoint(bytes)).toBeNull();
  });

  test("refuses a scalar not below the order", () => {
    expect(decodeScalar(encodeScalarUnreduced(ORDER))).toBeNull();
  });
});

function encodeScalarUnreduced(x: bigint): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    out[i] = Number(x & 255n);
    x >>= 8n;
  }
  return out;
}
