// Owned by the pairing work (issue 3).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeSdpText,
  encodeSdpText,
  makeSdp,
  MAX_CANDIDATES,
  parseCandidate,
  parseSdp,
  type CompactSdp,
} from "../../../src/net/links/sdp-codec";

// An offer as Chromium 1xx writes it for one data channel, after ICE gathering.
const CHROMIUM_OFFER = [
  "v=0",
  "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0",
  "a=extmap-allow-mixed",
  "a=msid-semantic: WMS",
  "m=application 50712 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 192.168.1.20",
  "a=candidate:3442447574 1 udp 2122260223 192.168.1.20 50712 typ host generation 0 network-id 1",
  "a=candidate:2413282586 1 udp 2122194687 10.0.0.7 41235 typ host generation 0 network-id 2",
  "a=candidate:1 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0",
  "a=candidate:842163049 1 udp 1686052607 203.0.113.9 50712 typ srflx raddr 192.168.1.20 rport 50712 generation 0",
  "a=candidate:5 1 udp 2122260223 abcd1234-5678.local 50000 typ host generation 0",
  "a=ice-ufrag:Vq3c",
  "a=ice-pwd:ZPmBTNu7dDq0w2L+6aKV/eXG",
  "a=ice-options:trickle",
  "a=fingerprint:sha-256 6B:8B:5E:5A:2B:2E:C0:9B:1F:1A:9D:0B:38:CF:5A:C8:9C:6D:2E:1F:44:17:8C:0A:7E:09:3D:5B:A1:22:04:F3",
  "a=setup:actpass",
  "a=mid:0",
  "a=sctp-port:5000",
  "a=max-message-size:262144",
  "",
].join("\r\n");

describe("parseSdp", () => {
  it("keeps exactly the ICE credentials, fingerprint, role and UDP IP candidates", () => {
    const parsed = parseSdp("offer", CHROMIUM_OFFER);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.ufrag).toBe("Vq3c");
    expect(parsed.value.pwd).toBe("ZPmBTNu7dDq0w2L+6aKV/eXG");
    expect(parsed.value.setup).toBe("actpass");
    expect(parsed.value.fingerprint[0]).toBe(0x6b);
    expect(parsed.value.fingerprint[31]).toBe(0xf3);
    // tcp and mDNS (.local) candidates are dropped: nothing at the table can use them.
    expect(parsed.value.candidates).toEqual([
      { type: "host", ip: "192.168.1.20", port: 50712 },
      { type: "host", ip: "10.0.0.7", port: 41235 },
      { type: "srflx", ip: "203.0.113.9", port: 50712 },
    ]);
  });

  it("refuses an SDP without credentials or fingerprint, with a code", () => {
    const noPwd = CHROMIUM_OFFER.replace(/a=ice-pwd:.*\r\n/, "");
    const noFingerprint = CHROMIUM_OFFER.replace(/a=fingerprint:.*\r\n/, "");
    for (const sdp of [noPwd, noFingerprint, "", "v=0"]) {
      const parsed = parseSdp("offer", sdp);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe("bad-sdp");
    }
  });

  it("reads a candidate and refuses what it cannot use", () => {
    expect(parseCandidate("candidate:1 1 UDP 2122260223 127.0.0.1 6000 typ host")).toEqual({
      type: "host",
      ip: "127.0.0.1",
      port: 6000,
    });
    expect(parseCandidate("candidate:1 1 udp 1 300.0.0.1 6000 typ host")).toBeNull();
    expect(parseCandidate("candidate:1 1 udp 1 127.0.0.1 0 typ host")).toBeNull();
    expect(parseCandidate("candidate:1 1 udp 1 127.0.0.1 70000 typ host")).toBeNull();
    expect(parseCandidate("candidate:1 1 udp 1 fe80::1 6000 typ prflx")).toBeNull();
  });
});

describe("the text form", () => {
  it("round-trips a parsed offer and stays short", () => {
    const parsed = parseSdp("offer", CHROMIUM_OFFER);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const text = encodeSdpText(parsed.value);
    expect(text.startsWith("T1~o~x~Vq3c~")).toBe(true);
    expect(text).not.toMatch(/\s/);
    expect(text.length).toBeLessThan(160);
    expect(decodeSdpText(`  ${text}\n`)).toEqual({ ok: true, value: parsed.value });
  });

  it("a rebuilt SDP parses back to the same compact form", () => {
    const parsed = parseSdp("offer", CHROMIUM_OFFER);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const rebuilt = makeSdp(parsed.value);
    expect(rebuilt).toContain("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n");
    expect(rebuilt).toContain("a=fingerprint:sha-256 6B:8B:5E:5A:");
    expect(rebuilt).toContain("a=candidate:3 1 udp");
    expect(rebuilt).toContain("203.0.113.9 50712 typ srflx raddr 0.0.0.0 rport 0");
    expect(parseSdp("offer", rebuilt)).toEqual({ ok: true, value: parsed.value });
  });

  it("refuses damaged text with an error value, never a throw", () => {
    const parsed = parseSdp("offer", CHROMIUM_OFFER);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const text = encodeSdpText(parsed.value);
    const damaged = [
      "",
      "hello",
      text.replace("T1", "T2"),
      text.replace("~o~", "~q~"),
      text.replace("~x~", "~z~"),
      text.split("~").slice(0, 5).join("~"),
      text.replace("h192.168.1.20_50712", "h192.168.1.20_99999"),
      text.replace("h192.168.1.20_50712", "q192.168.1.20_50712"),
      `${text}~h1.1.1.1_1~h1.1.1.2_1~h1.1.1.3_1~h1.1.1.4_1`,
      text.replace(/~[A-Za-z0-9_-]{43}~/, "~AAAA~"),
    ];
    for (const bad of damaged) {
      const decoded = decodeSdpText(bad);
      expect(decoded.ok, bad).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe("bad-sdp");
    }
  });

  it("round-trips any valid compact SDP (property)", () => {
    const iceText = fc.stringMatching(/^[A-Za-z0-9+/]{4,32}$/);
    const ipv4 = fc
      .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
      .map((p) => p.join("."));
    const candidate = fc.record({
      type: fc.constantFrom("host" as const, "srflx" as const, "relay" as const),
      ip: fc.oneof(ipv4, fc.constantFrom("::1", "fe80::1c2d:3e4f", "2001:db8::7")),
      port: fc.integer({ min: 1, max: 65535 }),
    });
    const compact = fc.record({
      kind: fc.constantFrom("offer" as const, "answer" as const),
      setup: fc.constantFrom("actpass" as const, "active" as const, "passive" as const),
      ufrag: iceText,
      pwd: iceText,
      fingerprint: fc.uint8Array({ minLength: 32, maxLength: 32 }),
      candidates: fc.array(candidate, { maxLength: MAX_CANDIDATES }),
    });
    fc.assert(
      fc.property(compact, (sdp: CompactSdp) => {
        const decoded = decodeSdpText(encodeSdpText(sdp));
        expect(decoded).toEqual({ ok: true, value: sdp });
      }),
      { numRuns: 300 },
    );
  });
});
