import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { checkSignature, entryMessage, signEntry, verifyBy } from "../../src/log/signature";
import { Replica } from "../../src/net/replica";
import { preverify } from "../../src/net/verify";
import { setupOf, smaltaHeader, testKey } from "./table";

// The replica verifies a signed batch with WebCrypto first (many times faster than
// @noble/curves) and hands the verdicts to the synchronous checkSignature: each verdict
// must be the one @noble/curves gives.

const key = testKey("verify");
const other = testKey("verify-other");

function entry(text: string, author = key.id): Entry {
  return makeEntry({ game: "verify", prev: null, author, seat: 0, kind: "move", text });
}

describe("preverify", () => {
  it("gives the verdict @noble/curves gives, for good and forged signatures alike", async () => {
    const good = signEntry(entry("a1"), key);
    const rows: [string, Entry & { sig: string }][] = [
      ["signed by its author", good],
      ["signed by another key", signEntry(entry("a2"), other)],
      ["another entry's signature", { ...entry("a3"), sig: good.sig }],
      ["a junk signature", { ...entry("a4"), sig: "00".repeat(64) }],
      ["a flipped bit", { ...good, sig: (good.sig[0] === "0" ? "1" : "0") + good.sig.slice(1) }],
      ["an author that is no point", { ...entry("a5", "ff".repeat(32)), sig: good.sig }],
    ];
    await preverify(rows.map(([, e]) => e));
    for (const [name, e] of rows) {
      const noble = verifyBy(e.author, e.sig, entryMessage(e.hash));
      expect(checkSignature(e) === null, name).toBe(noble);
    }
    expect(rows.filter(([, e]) => checkSignature(e) === null).map(([n]) => n)).toEqual([
      "signed by its author",
    ]);
  });
});

describe("a replica that verifies with WebCrypto first", () => {
  it("refuses a forged entry of a signed game and stores nothing of it; takes the real one", async () => {
    const setup = setupOf({ ...smaltaHeader("verify", [key.id, other.id]), signed: true });
    const stored: Entry[] = [];
    const replica = new Replica({
      setup,
      persist: async (entries) => void stored.push(...entries),
      preverify,
    });
    const body = { game: "verify", prev: null, author: key.id, seat: 0, kind: "move" as const };
    const real = signEntry(makeEntry({ ...body, text: "a1" }), key);
    const forged = signEntry(makeEntry({ ...body, text: "a1" }), other);
    expect((await replica.receive([forged], "peer")).error?.code).toBe("bad-signature");
    expect(stored).toEqual([]);
    expect((await replica.receive([real], "peer")).error).toBeNull();
    expect(stored.map((e) => e.hash)).toEqual([real.hash]);
  });
});
