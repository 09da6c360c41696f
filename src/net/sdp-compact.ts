import { fail, ok, type Result } from "../engine/errors";

/**
 * Compact SDP for direct pairing by QR code: of an offer or answer for one data
 * channel, only what the other side needs — ICE ufrag and pwd, the DTLS fingerprint,
 * the DTLS role (setup), and the gathered candidates — as one short line of text:
 *
 *   T1.<o|a>.<ufrag>.<pwd>.<fingerprint, base64url>.<setup a|p|c>.<candidates>
 *
 * candidates: `<h|s|r><address>:<port>` joined by "~" (host, server-reflexive, relay;
 * UDP only). Everything else of the SDP is the same for every Tabula peer, so
 * `expandSdp` writes it back. Parsing never throws: a scanned text is untrusted.
 */

export type SdpType = "offer" | "answer";

export interface CompactSdp {
  readonly type: SdpType;
  readonly ufrag: string;
  readonly pwd: string;
  /** The SHA-256 certificate fingerprint, 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly setup: "actpass" | "active" | "passive";
  readonly candidates: readonly Candidate[];
}

export interface Candidate {
  readonly type: "host" | "srflx" | "relay";
  /** IPv4, IPv6 or an mDNS name (xxxx.local). */
  readonly address: string;
  readonly port: number;
}

const PREFIX = "T1";
const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/;
const ADDRESS = /^[0-9A-Za-z.:-]{1,80}$/;
const SETUPS = { actpass: "c", active: "a", passive: "p" } as const;
const TYPES = { host: "h", srflx: "s", relay: "r" } as const;
const MAX_CANDIDATES = 8;

/** What a data-channel SDP says that the other side needs; an error when it lacks any. */
export function readSdp(type: SdpType, sdp: string): Result<CompactSdp> {
  const attr = (name: string): string | null => {
    const m = new RegExp(`^a=${name}:(.+)$`, "m").exec(sdp);
    return m ? m[1].trim() : null;
  };
  const ufrag = attr("ice-ufrag");
  const pwd = attr("ice-pwd");
  const fp = attr("fingerprint");
  const setup = attr("setup");
  if (!ufrag || !pwd || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) {
    return fail("bad-sdp", "the SDP has no usable ICE credentials");
  }
  const fpMatch = fp ? /^sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/.exec(fp) : null;
  if (!fpMatch) return fail("bad-sdp", "the SDP has no SHA-256 fingerprint");
  if (setup !== "actpass" && setup !== "active" && setup !== "passive") {
    return fail("bad-sdp", "the SDP has no DTLS setup role");
  }
  const fingerprint = Uint8Array.from(fpMatch[1].split(":").map((h) => parseInt(h, 16)));
  const candidates: Candidate[] = [];
  for (const m of sdp.matchAll(
    /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx|relay)/gim,
  )) {
    const port = Number(m[2]);
    if (ADDRESS.test(m[1]) && port > 0 && port < 65536 && candidates.length < MAX_CANDIDATES) {
      candidates.push({ type: m[3].toLowerCase() as Candidate["type"], address: m[1], port });
    }
  }
  return ok({ type, ufrag, pwd, fingerprint, setup, candidates });
}

export function compactText(c: CompactSdp): string {
  const cands = c.candidates.map((x) => `${TYPES[x.type]}${x.address}:${x.port}`).join("~");
  const fp = base64url(c.fingerprint);
  return [PREFIX, c.type === "offer" ? "o" : "a", c.ufrag, c.pwd, fp, SETUPS[c.setup], cands].join(
    ".",
  );
}

/** Reads a compact text back; an error value (never a throw) for anything malformed. */
export function parseCompact(text: string): Result<CompactSdp> {
  const bad = (why: string): Result<CompactSdp> => fail("bad-pairing-code", why);
  if (text.length > 2000) return bad("the code is too long");
  const parts = text.trim().split(".");
  // Candidates contain dots (IPv4, mDNS names): everything after the 6th field is theirs.
  if (parts.length < 7 || parts[0] !== PREFIX) return bad("this is not a Tabula pairing code");
  const [, t, ufrag, pwd, fp, s] = parts;
  const cands = parts.slice(6).join(".");
  if (t !== "o" && t !== "a") return bad("unknown code type");
  if (!ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return bad("bad ICE credentials");
  const fingerprint = fromBase64url(fp);
  if (!fingerprint || fingerprint.length !== 32) return bad("bad fingerprint");
  const setup = (Object.keys(SETUPS) as (keyof typeof SETUPS)[]).find((k) => SETUPS[k] === s);
  if (!setup) return bad("bad DTLS role");
  const candidates: Candidate[] = [];
  for (const item of cands === "" ? [] : cands.split("~")) {
    const m = /^([hsr])(.+):(\d{1,5})$/.exec(item);
    const type = m && (Object.keys(TYPES) as Candidate["type"][]).find((k) => TYPES[k] === m[1]);
    const port = m ? Number(m[3]) : 0;
    if (!m || !type || !ADDRESS.test(m[2]) || port < 1 || port > 65535) return bad("bad candidate");
    candidates.push({ type, address: m[2], port });
  }
  if (candidates.length > MAX_CANDIDATES) return bad("too many candidates");
  return ok({ type: t === "o" ? "offer" : "answer", ufrag, pwd, fingerprint, setup, candidates });
}

const PRIORITY = { host: 2122260223, srflx: 1686052607, relay: 41885439 } as const;

/** A complete SDP for one data channel, from its compact form. */
export function expandSdp(c: CompactSdp): string {
  const fp = [...c.fingerprint].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
  const lines = [
    "v=0",
    "o=- 1 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...c.candidates.map(
      (x, i) =>
        `a=candidate:${i + 1} 1 udp ${PRIORITY[x.type] - i} ${x.address} ${x.port} typ ${x.type}`,
    ),
    "a=end-of-candidates",
    `a=ice-ufrag:${c.ufrag}`,
    `a=ice-pwd:${c.pwd}`,
    `a=fingerprint:sha-256 ${fp}`,
    `a=setup:${c.setup}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.ceil((Math.min(3, bytes.length - i) * 8) / 6);
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of text) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}
