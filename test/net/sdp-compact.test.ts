import qrcode from "qrcode-generator";
import { describe, expect, it } from "vitest";
import { compactText, expandSdp, parseCompact, readSdp } from "../../src/net/sdp-compact";

/** An offer as Chromium writes it for one data channel, after gathering (shortened ids). */
const CHROME_OFFER = [
  "v=0",
  "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0",
  "a=extmap-allow-mixed",
  "a=msid-semantic: WMS",
  "m=application 50190 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 192.168.1.23",
  "a=candidate:3442447574 1 udp 2122260223 192.168.1.23 50190 typ host generation 0 network-id 1 network-cost 10",
  "a=candidate:2519023720 1 udp 2122197247 2a01:e0a:1c5:7a0:8d2e:1f9b:3c4d:5e6f 50191 typ host generation 0 network-id 2 network-cost 10",
  "a=candidate:1778908346 1 udp 2122129151 0c7f5e3a-9b7a-4c22-8f0e-2e7d1b9a6c55.local 50192 typ host generation 0",
  "a=candidate:4250342638 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0",
  "a=candidate:842163049 1 udp 1686052607 82.64.11.7 50190 typ srflx raddr 192.168.1.23 rport 50190 generation 0",
  "a=ice-ufrag:Jx2v",
  "a=ice-pwd:vB0Lq3Wnq+3l2H/sY5tF8aPz",
  "a=ice-options:trickle",
  "a=fingerprint:sha-256 5A:0F:8E:3C:91:22:7B:44:AD:6E:19:F0:3B:87:C2:55:0D:E1:9A:7F:46:B3:28:CC:71:05:9E:D4:3A:68:BF:12",
  "a=setup:actpass",
  "a=mid:0",
  "a=sctp-port:5000",
  "a=max-message-size:262144",
  "",
].join("\r\n");

describe("compact SDP for QR pairing", () => {
  it("keeps only what the other side needs, and round-trips", () => {
    const read = readSdp("offer", CHROME_OFFER);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.ufrag).toBe("Jx2v");
    expect(read.value.setup).toBe("actpass");
    expect(read.value.fingerprint[0]).toBe(0x5a);
    // TCP candidates are dropped; UDP host (v4, v6, mDNS) and srflx are kept.
    expect(read.value.candidates.map((c) => c.type)).toEqual(["host", "host", "host", "srflx"]);
    const text = compactText(read.value);
    expect(text.startsWith("T1.o.Jx2v.vB0Lq3Wnq+3l2H/sY5tF8aPz.")).toBe(true);
    expect(text.length).toBeLessThan(CHROME_OFFER.length / 3);
    const back = parseCompact(text);
    expect(back).toEqual(read);
    // The expanded SDP says the same things as the original.
    const again = readSdp("offer", back.ok ? expandSdp(back.value) : "");
    expect(again).toEqual(read);
  });

  it("fits a QR code of version 12 or less", () => {
    const read = readSdp("offer", CHROME_OFFER);
    if (!read.ok) throw new Error(read.error.message);
    const qr = qrcode(0, "M");
    qr.addData(compactText(read.value));
    qr.make();
    const version = (qr.getModuleCount() - 17) / 4;
    expect(version).toBeLessThanOrEqual(12);
  });

  it("refuses malformed codes and SDPs without throwing", () => {
    for (const text of [
      "",
      "hello",
      "T1.x.a.b.c.d.e",
      "T1.o.Jx2v.vB0Lq3Wnq+3l2H/sY5tF8aPz.AAAA.c.",
      "T1.o.Jx2v.vB0Lq3Wnq+3l2H/sY5tF8aPz." + "A".repeat(43) + ".c.hbad host:1",
      "x".repeat(5000),
    ]) {
      const parsed = parseCompact(text);
      expect(parsed.ok, text.slice(0, 40)).toBe(false);
    }
    expect(readSdp("answer", "v=0\r\n").ok).toBe(false);
    expect(readSdp("answer", CHROME_OFFER.replace("a=setup:actpass", "a=setup:weird")).ok).toBe(
      false,
    );
  });
});
