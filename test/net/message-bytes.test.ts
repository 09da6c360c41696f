import { describe, expect, it } from "vitest";
import { makeEntry, type Entry } from "../../src/log/entry";
import { FakeNetwork } from "../../src/net/memory-link";
import { decodeMessage, encodeMessage, MessageLimits, overBytes } from "../../src/net/messages";
import { decodePair } from "../../src/net/table/protocol";
import { hostileLink } from "./hostile";
import { makeDevice, setupOf, smaltaHeader } from "./table";

/*
 * Issue 27, item 5, hole 2 (the outside probe): the limit of a sync message counted
 * UTF-16 characters, so a message of 737,318 bytes (three-byte characters) passed a
 * limit of 256 KiB. Messages are now measured in UTF-8 bytes, as they cross the wire.
 */

const setup = setupOf(smaltaHeader("message-bytes", ["dA", "dM"]));
const LIMIT = MessageLimits.maxBytes;

/** `n` fair entries (well-formed, not judged here) whose text is `text`. */
function entriesOf(n: number, text: string): Entry[] {
  return Array.from({ length: n }, (_, i) =>
    makeEntry({ game: setup.header.id, prev: null, author: `d${i}`, seat: 0, kind: "fair", text }),
  );
}

/** An entries message of `n` entries of `text`. */
const message = (n: number, text: string): string =>
  encodeMessage({ t: "entries", game: setup.header.id, entries: entriesOf(n, text) });

const bytes = (text: string): number => new TextEncoder().encode(text).length;

describe("the size of a message is its UTF-8 bytes (issue 27, item 5, hole 2)", () => {
  it("a message under the limit in characters but over it in bytes is refused", () => {
    const text = message(60, "€".repeat(4_000));
    expect(text.length).toBeLessThan(LIMIT);
    expect(bytes(text)).toBeGreaterThan(2 * LIMIT);
    const decoded = decodeMessage(text);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.code).toBe("too-large");
  });

  it("a message of ASCII near the limit is taken, and one byte over it is refused", () => {
    const base = message(1, "");
    const fill = (n: number): string => base.replace('"text":""', `"text":"${"x".repeat(n)}"`);
    // One entry's text is at most 16 KiB: the probe of the edge pads with many entries.
    const near = message(15, "x".repeat(16_000));
    expect(bytes(near)).toBeLessThan(LIMIT);
    expect(decodeMessage(near).ok).toBe(true);
    const over = fill(LIMIT - bytes(base) + 1);
    expect(bytes(over)).toBe(LIMIT + 1);
    const decoded = decodeMessage(over);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.code).toBe("too-large");
  });

  it("exactly the limit in bytes, of three-byte characters, is not refused for its size", () => {
    const base = message(1, "");
    const room = LIMIT - bytes(base);
    const text = base.replace(
      '"text":""',
      `"text":"${"€".repeat(Math.floor(room / 3))}${"x".repeat(room % 3)}"`,
    );
    expect(bytes(text)).toBe(LIMIT);
    const decoded = decodeMessage(text);
    // Its one entry's text is longer than a fair entry's may be: the shape is what fails.
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.code).toBe("bad-message");
  });

  it("counts as TextEncoder does: pairs as four bytes, a lone surrogate as three", () => {
    const texts = ["abc", "ход€", "🂡x", "\ud800\u4e00", "\udc00", "a\ud800", "\ud83c\udca1\ud800"];
    for (const text of texts) {
      const n = bytes(text);
      expect(overBytes(text, n), text).toBe(false);
      expect(overBytes(text, n - 1), text).toBe(true);
    }
  });

  it("a pairing message is measured in bytes too", () => {
    const welcome = (note: string): string =>
      JSON.stringify({
        t: "pair-welcome",
        id: "g1",
        game: "smalta",
        options: { note },
        seed: "0".repeat(64),
        nonces: [],
        holders: ["dA", "dB"],
        bots: [null, null],
        host: "dA",
      });
    const heavy = welcome("€".repeat(3_000));
    expect(heavy.length).toBeLessThan(8 * 1024);
    expect(bytes(heavy)).toBeGreaterThan(8 * 1024);
    const decoded = decodePair(heavy);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error.code).toBe("too-large");
    expect(decodePair(welcome("€".repeat(100))).ok).toBe(true);
  });

  it("over a link: refused with too-large, nothing stored, the link stays open", async () => {
    const network = new FakeNetwork({ seed: 2, maxDelay: 1, dropRate: 0, reorder: false });
    const a = makeDevice(setup, "dA");
    const m = hostileLink(network, a, "dM");
    m.hello();
    m.send(message(60, "€".repeat(4_000)));
    await network.quiesce();
    expect(a.refused.map((e) => e.code)).toEqual(["too-large"]);
    expect(a.replica.size).toBe(0);
    expect(a.replica.waiting).toBe(0);
    expect(m.link.state).toBe("open");
  });
});
