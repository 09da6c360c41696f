import { describe, expect, test } from "vitest";
import { toBase64Url } from "../../src/fair/bytes";
import { makeFairHeader, parseFairHeader } from "../../src/fair/commitment";
import { FairCode } from "../../src/fair/errors";
import {
  FairLimits,
  SHUFFLE_PROOF_BYTES,
  makeFairEntry,
  parseFairEntry,
  type FairEntry,
} from "../../src/fair/notation";
import { SHARE_BYTES } from "../../src/fair/share";

const bytes = (n: number, v = 1) => Uint8Array.from({ length: n }, (_, i) => (i * v + 3) & 255);
const cards = toBase64Url(bytes(3 * 32, 5));

const rows: readonly [string, FairEntry][] = [
  ["reveal", { type: "reveal", event: 7, link: bytes(32) }],
  ["skip", { type: "skip", event: 3, device: "tablet-2" }],
  ["chain", { type: "chain", start: 4097, length: 4096, commitment: bytes(32, 9) }],
  [
    "shuffle",
    {
      type: "shuffle",
      deck: 1,
      U: bytes(32, 2),
      V: bytes(32, 4),
      proof: bytes(SHUFFLE_PROOF_BYTES, 3),
      cards,
    },
  ],
  ["lock", { type: "lock", deck: 2, cards }],
  ["open", { type: "open", deck: 1, positions: [0, 17, 3], shares: bytes(3 * SHARE_BYTES, 11) }],
  ["claim", { type: "claim", deck: 3, positions: [4, 5], shares: bytes(2 * SHARE_BYTES, 17) }],
  ["keys", { type: "keys", deck: 12, secret: bytes(32, 13) }],
  ["trust", { type: "trust", without: "phone-1" }],
];

describe("fair entries: parse and make are inverses", () => {
  test.each(rows)("%s", (_name, entry) => {
    const text = makeFairEntry(entry);
    const parsed = parseFairEntry(text);
    expect(parsed).toEqual({ ok: true, value: entry });
    if (parsed.ok) expect(makeFairEntry(parsed.value)).toBe(text);
  });
});

describe("fair entries: bad text is refused with fair-syntax", () => {
  const link = toBase64Url(bytes(32));
  test.each([
    ["an unknown word", `roll 1 ${link}`],
    ["a prototype name", "constructor 1"],
    ["a missing field", "reveal 1"],
    ["an extra field", `reveal 1 ${link} x`],
    ["event 0", `reveal 0 ${link}`],
    ["a leading zero", `reveal 01 ${link}`],
    ["a short link", `reveal 1 ${link.slice(1)}`],
    ["a non-canonical link", `reveal 1 ${link.slice(0, -1)}B`],
    ["a bad device id", "skip 1 a b"],
    ["a position listed twice", `open 1 2,2 ${toBase64Url(bytes(2 * SHARE_BYTES))}`],
    ["shares of the wrong size", `open 1 2,3 ${toBase64Url(bytes(SHARE_BYTES))}`],
    [
      "a position beyond any deck",
      `open 1 ${FairLimits.maxDeck} ${toBase64Url(bytes(SHARE_BYTES))}`,
    ],
    ["deck 0", `lock 0 ${cards}`],
    ["cards that are no base64url", "lock 1 ab+c"],
    ["double spaces", `reveal  1 ${link}`],
    ["an overlong text", `lock 1 ${"A".repeat(FairLimits.maxText)}`],
  ])("%s", (_name, text) => {
    const parsed = parseFairEntry(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(FairCode.Syntax);
  });
});

describe("header.fair", () => {
  const commitment = (device: string) => ({
    device,
    chain: toBase64Url(bytes(32, device.length)),
    length: 4096,
  });

  test("make sorts the devices; parse gives the same back", () => {
    const header = makeFairHeader([commitment("phone-b"), commitment("phone-a")]);
    expect(header.devices.map((d) => d.device)).toEqual(["phone-a", "phone-b"]);
    expect(parseFairHeader(JSON.parse(JSON.stringify(header)))).toEqual({
      ok: true,
      value: header,
    });
  });

  test.each([
    ["not an object", 3],
    ["a wrong version", { version: 2, devices: [] }],
    ["one device", { version: 1, devices: [commitment("a")] }],
    ["a device twice", { version: 1, devices: [commitment("a"), commitment("a")] }],
    ["unsorted devices", { version: 1, devices: [commitment("b"), commitment("a")] }],
    ["an unknown field", { version: 1, devices: [commitment("a"), commitment("b")], seed: "x" }],
    [
      "a bad chain",
      { version: 1, devices: [commitment("a"), { ...commitment("b"), chain: "xyz" }] },
    ],
    [
      "a zero length",
      { version: 1, devices: [commitment("a"), { ...commitment("b"), length: 0 }] },
    ],
  ])("refuses %s", (_name, raw) => {
    const parsed = parseFairHeader(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(FairCode.BadCommitment);
  });
});
