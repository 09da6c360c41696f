// Owned by the pairing work (issue 3).
import { fail, ok, type Result } from "../../engine/errors";

/**
 * The compact form of a WebRTC offer or answer for a data channel, small enough for a
 * QR code of version 12 or less: only what the other side cannot guess — the ICE
 * ufrag and password, the DTLS fingerprint and role, and the candidates. Everything
 * else of the SDP is the same for every Tabula session, so `makeSdp` writes it back.
 *
 * Text form (one line, no spaces, safe to copy and paste):
 *   T1 <kind> <setup> <ufrag> <pwd> <fingerprint> <candidate>*   joined by "~"
 * kind: "o" offer | "a" answer; setup: "x" actpass | "c" active | "p" passive;
 * fingerprint: the SHA-256 bytes, base64url; a candidate: <type><ip>_<port> with type
 * "h" host | "s" srflx | "r" relay (UDP only: the other kinds never help at one table).
 */
export interface CompactSdp {
  readonly kind: "offer" | "answer";
  readonly setup: "actpass" | "active" | "passive";
  readonly ufrag: string;
  readonly pwd: string;
  /** The SHA-256 fingerprint as 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly candidates: readonly Candidate[];
}

export interface Candidate {
  readonly type: "host" | "srflx" | "relay";
  readonly ip: string;
  readonly port: number;
}

export const SDP_TEXT_PREFIX = "T1";
/** More candidates only make the QR code bigger; the first few are the best ones. */
export const MAX_CANDIDATES = 6;

const SEP = "~";
const SETUPS = { actpass: "x", active: "c", passive: "p" } as const;
const TYPES = { host: "h", srflx: "s", relay: "r" } as const;
/** ICE ufrag and pwd are ice-chars: letters, digits, "+" and "/" (RFC 8839). */
const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}$/;

const bad = (message: string): Result<never> => fail("bad-sdp", message);

/** Reads what the compact form keeps out of a full SDP (Chromium's or Firefox's). */
export function parseSdp(kind: "offer" | "answer", sdp: string): Result<CompactSdp> {
  const lines = sdp.split(/\r?\n/).map((l) => l.trim());
  const value = (name: string): string | null =>
    lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3) ?? null;
  const ufrag = value("ice-ufrag");
  const pwd = value("ice-pwd");
  const fingerprintLine = lines.find((l) => /^a=fingerprint:sha-256 /i.test(l));
  const setup = value("setup");
  if (!ufrag || !ICE_CHARS.test(ufrag)) return bad("no valid ice-ufrag in the SDP");
  if (!pwd || !ICE_CHARS.test(pwd)) return bad("no valid ice-pwd in the SDP");
  if (!fingerprintLine) return bad("no sha-256 fingerprint in the SDP");
  if (setup !== "actpass" && setup !== "active" && setup !== "passive") {
    return bad("no valid setup attribute in the SDP");
  }
  const fingerprint = hexPairsToBytes(fingerprintLine.split(" ")[1] ?? "");
  if (!fingerprint) return bad("the fingerprint is not 32 hex bytes");
  const candidates: Candidate[] = [];
  for (const line of lines) {
    if (!line.startsWith("a=candidate:") || candidates.length >= MAX_CANDIDATES) continue;
    const candidate = parseCandidate(line.slice("a=".length));
    if (candidate && !candidates.some((c) => c.ip === candidate.ip && c.port === candidate.port)) {
      candidates.push(candidate);
    }
  }
  return ok({ kind, setup, ufrag, pwd, fingerprint, candidates });
}

/** Reads one candidate ("candidate:1 1 udp 2122260223 192.168.1.5 50000 typ host …"). */
export function parseCandidate(text: string): Candidate | null {
  const parts = text.replace(/^candidate:/, "").split(/\s+/);
  if (parts.length < 8 || parts[2].toLowerCase() !== "udp" || parts[6] !== "typ") return null;
  const type = parts[7];
  if (type !== "host" && type !== "srflx" && type !== "relay") return null;
  const port = Number(parts[5]);
  if (!isIp(parts[4]) || !isPort(port)) return null;
  return { type, ip: parts[4], port };
}

export function encodeSdpText(sdp: CompactSdp): string {
  const fields = [
    SDP_TEXT_PREFIX,
    sdp.kind === "offer" ? "o" : "a",
    SETUPS[sdp.setup],
    sdp.ufrag,
    sdp.pwd,
    base64url(sdp.fingerprint),
    ...sdp.candidates.map((c) => `${TYPES[c.type]}${c.ip}_${c.port}`),
  ];
  return fields.join(SEP);
}

/** Reads the text form (from a QR code or a paste: surrounding spaces are ignored). */
export function decodeSdpText(text: string): Result<CompactSdp> {
  const fields = text.trim().split(SEP);
  if (fields[0] !== SDP_TEXT_PREFIX) return bad("this is not a Tabula connection code");
  if (fields.length < 6) return bad("the connection code is cut short");
  const [, kindChar, setupChar, ufrag, pwd, fingerprintText, ...rest] = fields;
  const kind = kindChar === "o" ? "offer" : kindChar === "a" ? "answer" : null;
  if (!kind) return bad("the connection code is neither an offer nor an answer");
  const setup = keyOf(SETUPS, setupChar);
  if (!setup) return bad("unknown DTLS role in the connection code");
  if (!ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return bad("bad ICE credentials");
  const fingerprint = fromBase64url(fingerprintText);
  if (!fingerprint || fingerprint.length !== 32) return bad("bad fingerprint");
  if (rest.length > MAX_CANDIDATES) return bad(`at most ${MAX_CANDIDATES} candidates`);
  const candidates: Candidate[] = [];
  for (const field of rest) {
    const m = /^([hsr])([0-9a-fA-F:.]+)_(\d{1,5})$/.exec(field);
    const type = m && keyOf(TYPES, m[1]);
    if (!m || !type || !isIp(m[2]) || !isPort(Number(m[3]))) return bad(`bad candidate "${field}"`);
    candidates.push({ type, ip: m[2], port: Number(m[3]) });
  }
  return ok({ kind, setup, ufrag, pwd, fingerprint, candidates });
}

/** A full SDP for one data channel, from the compact form; setRemoteDescription accepts it. */
export function makeSdp(sdp: CompactSdp): string {
  const fingerprint = Array.from(sdp.fingerprint, (b) =>
    b.toString(16).toUpperCase().padStart(2, "0"),
  ).join(":");
  const candidates = sdp.candidates.map((c, i) => {
    const priority = (TYPE_PREFERENCE[c.type] << 24) + ((65535 - i) << 8) + 255;
    const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
    return `a=candidate:${i + 1} 1 udp ${priority} ${c.ip} ${c.port} typ ${c.type}${related}`;
  });
  return [
    "v=0",
    // The session id only has to be a number; the version must grow with each offer.
    "o=- 1 2 IN IP4 127.0.0.1",
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
    "c=IN IP4 0.0.0.0",
    ...candidates,
    "a=end-of-candidates",
    `a=ice-ufrag:${sdp.ufrag}`,
    `a=ice-pwd:${sdp.pwd}`,
    `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${sdp.setup}`,
    "a=mid:0",
    "a=sctp-port:5000",
    "a=max-message-size:262144",
    "",
  ].join("\r\n");
}

const TYPE_PREFERENCE = { host: 126, srflx: 100, relay: 0 } as const;

function keyOf<K extends string>(table: Readonly<Record<K, string>>, char: string): K | null {
  const key = (Object.keys(table) as K[]).find((k) => table[k] === char);
  return key ?? null;
}

function isIp(text: string): boolean {
  const v4 = IPV4.exec(text);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255);
  return text.includes(":") && IPV6.test(text);
}

const isPort = (n: number): boolean => Number.isInteger(n) && n > 0 && n < 65536;

function hexPairsToBytes(text: string): Uint8Array | null {
  const pairs = text.split(":");
  if (pairs.length !== 32 || !pairs.every((p) => /^[0-9a-fA-F]{2}$/.test(p))) return null;
  return Uint8Array.from(pairs, (p) => parseInt(p, 16));
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [18, 12, 6, 0].map((shift) => B64[(n >> shift) & 63]).join("");
    out += chars.slice(0, Math.min(4, bytes.length - i + 1));
  }
  return out;
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | (j < chunk.length ? B64.indexOf(chunk[j]) : 0);
    bytes.push((n >> 16) & 255, (n >> 8) & 255, n & 255);
    // A short last chunk of k characters carries k - 1 bytes.
    bytes.length -= 4 - chunk.length;
  }
  return Uint8Array.from(bytes);
}
