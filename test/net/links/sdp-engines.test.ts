// Issue 28: the direct QR mode's codec against each engine's real SDP (captured by
// test/e2e/engines/capture-sdp.ts from Chromium 156 and Firefox ESR 153: an offer of
// each, and each one's answer to the other's offer). What the codec keeps must come
// back exactly, and the SDP it rebuilds must parse to the same again.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeSdpText, encodeSdpText, makeSdp, parseSdp } from "../../../src/net/links/sdp-codec";

const FILES = [
  ["chromium-offer.sdp", "offer"],
  ["firefox-offer.sdp", "offer"],
  ["firefox-answer-to-chromium.sdp", "answer"],
  ["chromium-answer-to-firefox.sdp", "answer"],
] as const;

const read = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, "sdp", name), "utf8");

/** The line `a=<name>:value` of an SDP. */
const attribute = (sdp: string, name: string): string | undefined =>
  sdp
    .split(/\r?\n/)
    .find((line) => line.startsWith(`a=${name}:`))
    ?.slice(name.length + 3)
    .trim();

describe("the SDP codec round-trips every engine's real SDP", () => {
  for (const [name, kind] of FILES) {
    it(name, () => {
      const sdp = read(name);
      const parsed = parseSdp(kind, sdp);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const compact = parsed.value;
      // What a peer needs of it is kept as the engine wrote it.
      expect(compact.ufrag).toBe(attribute(sdp, "ice-ufrag"));
      expect(compact.pwd).toBe(attribute(sdp, "ice-pwd"));
      expect(compact.setup).toBe(attribute(sdp, "setup"));
      const hex = attribute(sdp, "fingerprint")!.split(" ")[1].replaceAll(":", "").toLowerCase();
      expect(Buffer.from(compact.fingerprint).toString("hex")).toBe(hex);
      expect(compact.candidates.length).toBeGreaterThan(0);
      // The QR text and back, and the rebuilt SDP parsed again: the same.
      const text = encodeSdpText(compact);
      const decoded = decodeSdpText(text);
      expect(decoded).toEqual({ ok: true, value: compact });
      expect(parseSdp(kind, makeSdp(compact))).toEqual({ ok: true, value: compact });
    });
  }
});
