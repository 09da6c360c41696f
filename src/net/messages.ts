import { fail, ok, type Result } from "../engine/errors";
import { isEntryKind, maxTextLength, type Entry } from "../log/entry";
import { utf8Bytes } from "../log/gamefile";

/** The wire protocol (docs/sync.md). Bump on any incompatible change. */
export const PROTOCOL = "tabula-sync/1";

/** Limits that keep a hostile peer from exhausting memory or time. */
export const MessageLimits = {
  /**
   * UTF-8 bytes of one message's text (what crosses the wire), checked before it is
   * parsed. Not characters: one character can be three bytes (issue 27, item 5, hole 2).
   */
  maxBytes: 256 * 1024,
  /** Entries in one "entries" message (a longer catch-up is split). */
  maxEntries: 256,
  /** Hashes in a hello's heads, and in its sample of known entries. */
  maxHashes: 128,
} as const;

/**
 * hello: sent on every (re)connection and whenever a device finds it lacks something.
 * It names the game, the rules version and the header digest (one game id means one
 * game), the heads of the sender's log (entries nothing follows yet) and a sample of
 * entries it holds (exponentially spaced back from each head). The receiver then sends
 * every entry the sender provably lacks.
 */
export interface Hello {
  readonly t: "hello";
  readonly protocol: typeof PROTOCOL;
  readonly game: string;
  readonly rules: number;
  readonly header: string;
  readonly heads: readonly string[];
  readonly known: readonly string[];
  /** True for a hello sent in answer to one (or to fetch a gap): it is never answered with a hello. */
  readonly reply: boolean;
}

/** entries: a catch-up batch, or new entries broadcast or relayed; in causal order. */
export interface EntriesMessage {
  readonly t: "entries";
  readonly game: string;
  readonly entries: readonly Entry[];
}

export type Message = Hello | EntriesMessage;

export function encodeMessage(message: Message): string {
  return JSON.stringify(message);
}

const HEX64 = /^[0-9a-f]{64}$/;
const HEX128 = /^[0-9a-f]{128}$/;
type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const bad = (message: string): Result<never> => fail("bad-message", message);

function hasOnlyKeys(raw: Raw, keys: readonly string[]): boolean {
  return Object.keys(raw).every((k) => keys.includes(k));
}

function isHashList(v: unknown): v is string[] {
  return (
    Array.isArray(v) &&
    v.length <= MessageLimits.maxHashes &&
    v.every((h) => typeof h === "string" && HEX64.test(h))
  );
}

const isShortText = (v: unknown, max: number): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= max;

/**
 * The fields of an entry, checked for type and size. Its hash is checked later, and
 * only for entries the receiver does not hold yet (a duplicate costs no hashing).
 */
function isEntryShape(v: unknown): v is Entry {
  if (!isRecord(v)) return false;
  if (!hasOnlyKeys(v, ["game", "prev", "author", "seat", "kind", "text", "hash", "sig"]))
    return false;
  if (v.sig !== undefined && (typeof v.sig !== "string" || !HEX128.test(v.sig))) return false;
  const seatOk =
    v.seat === "chance" ||
    (Number.isInteger(v.seat) && (v.seat as number) >= 0 && (v.seat as number) < 6);
  return (
    isShortText(v.game, 100) &&
    (v.prev === null || (typeof v.prev === "string" && HEX64.test(v.prev))) &&
    isShortText(v.author, 100) &&
    seatOk &&
    isEntryKind(v.kind) &&
    typeof v.text === "string" &&
    v.text.length <= maxTextLength(v.kind) &&
    typeof v.hash === "string" &&
    HEX64.test(v.hash)
  );
}

/**
 * Is `text` more than `maxBytes` bytes in UTF-8? A UTF-16 unit is one to three bytes
 * (a surrogate pair, two units, is four), so a text longer than the limit in units is
 * over it, and one of at most a third of it cannot be: only between are the bytes
 * counted, without a copy of the text.
 */
export function overBytes(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return utf8Bytes(text) > maxBytes;
}

/**
 * The first check of any message from a peer: text, at most `maxBytes` UTF-8 bytes,
 * JSON, an object. Refusals carry `badCode`, or "too-large"; nothing is thrown.
 */
export function parseObjectMessage(
  data: unknown,
  maxBytes: number,
  badCode: string,
): Result<Record<string, unknown>> {
  if (typeof data !== "string") return fail(badCode, "a message is text");
  if (overBytes(data, maxBytes)) {
    return fail("too-large", `a message has at most ${maxBytes} bytes`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return fail(badCode, "the message is not JSON");
  }
  return isRecord(raw) ? ok(raw) : fail(badCode, "a message is a JSON object");
}

/** Decodes and validates a message from a peer; trusts nothing, throws nothing. */
export function decodeMessage(data: unknown): Result<Message> {
  const parsed = parseObjectMessage(data, MessageLimits.maxBytes, "bad-message");
  if (!parsed.ok) return parsed;
  const raw = parsed.value;
  if (raw.t === "hello") return decodeHello(raw);
  if (raw.t === "entries") return decodeEntries(raw);
  return bad("unknown message type");
}

function decodeHello(raw: Raw): Result<Message> {
  if (!hasOnlyKeys(raw, ["t", "protocol", "game", "rules", "header", "heads", "known", "reply"])) {
    return bad("unknown field in hello");
  }
  if (raw.protocol !== PROTOCOL)
    return fail("protocol", `the peer speaks ${String(raw.protocol)}, not ${PROTOCOL}`);
  if (!isShortText(raw.game, 100)) return bad("bad game id");
  if (!Number.isInteger(raw.rules)) return bad("bad rules version");
  if (typeof raw.header !== "string" || !HEX64.test(raw.header)) return bad("bad header digest");
  if (!isHashList(raw.heads) || !isHashList(raw.known)) return bad("bad hash list");
  if (typeof raw.reply !== "boolean") return bad("bad reply flag");
  return ok(raw as unknown as Hello);
}

function decodeEntries(raw: Raw): Result<Message> {
  if (!hasOnlyKeys(raw, ["t", "game", "entries"])) return bad("unknown field in entries");
  if (!isShortText(raw.game, 100)) return bad("bad game id");
  if (!Array.isArray(raw.entries) || raw.entries.length === 0) return bad("no entries");
  if (raw.entries.length > MessageLimits.maxEntries) {
    return fail("too-large", `at most ${MessageLimits.maxEntries} entries per message`);
  }
  if (!raw.entries.every(isEntryShape)) return bad("a malformed entry");
  return ok(raw as unknown as EntriesMessage);
}
