import type { Store } from "../../store/types";

/**
 * Names of devices: each device has one (asked once, editable in Settings), and sends it
 * to the others of a paired game when a link opens ("name {json}", beside the sync
 * messages), with the names its players gave their seats (New game, Invite). A peer's name is untrusted text: cleaned, cut to a few words, and shown
 * only as text.
 */

/** The longest name kept, in characters. */
export const MAX_NAME_LENGTH = 24;
const NAME_PREFIX = "name ";
/** A name message longer than this is not read at all. */
const MAX_MESSAGE_LENGTH = 1_500;
const DEVICE_NAME_KEY = "device/name";

/**
 * A name as it may be shown: control and formatting characters (bidirectional
 * overrides, zero-width joiners) removed, spaces collapsed, at most MAX_NAME_LENGTH
 * characters (whole code points); null when nothing is left or it is not text.
 */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
  const cut = [...text].slice(0, MAX_NAME_LENGTH).join("").trim();
  return cut === "" ? null : cut;
}

/** What a device tells the others of a table: its own name and its players' names, by seat. */
export interface Names {
  readonly name: string | null;
  /** The names of the persons at the seats this device holds (pass-and-play), by seat. */
  readonly seats: ReadonlyMap<number, string>;
}

/** A table has at most this many seats; a seat number beyond it is not read. */
const MAX_SEATS = 16;

export function encodeNames(names: Names): string {
  const seats = Object.fromEntries([...names.seats].map(([seat, name]) => [String(seat), name]));
  return NAME_PREFIX + JSON.stringify({ ...(names.name ? { name: names.name } : {}), seats });
}

/**
 * Reads a name message: the cleaned names (a seat name that is not good text, or a
 * key that is not a seat number, is left out), null for a name message that holds no
 * good name at all, undefined for any other message (it goes on to the sync protocol).
 */
export function decodeNames(message: unknown): Names | null | undefined {
  if (typeof message !== "string" || !message.startsWith(NAME_PREFIX)) return undefined;
  if (message.length > MAX_MESSAGE_LENGTH) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.slice(NAME_PREFIX.length));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const raw = parsed as { name?: unknown; seats?: unknown };
  const name = cleanName(raw.name);
  const seats = new Map<number, string>();
  if (typeof raw.seats === "object" && raw.seats !== null && !Array.isArray(raw.seats)) {
    for (const [key, value] of Object.entries(raw.seats)) {
      const seat = /^(0|[1-9][0-9]?)$/.test(key) ? Number(key) : MAX_SEATS;
      const clean = cleanName(value);
      if (seat < MAX_SEATS && clean !== null) seats.set(seat, clean);
    }
  }
  return name === null && seats.size === 0 ? null : { name, seats };
}

/** This device's name, or null while none was given. */
export async function loadDeviceName(store: Store): Promise<string | null> {
  const saved = await store.getSetting<unknown>(DEVICE_NAME_KEY).catch(() => undefined);
  return cleanName(saved);
}

/** Keeps this device's name (cleaned); an empty one forgets it. */
export async function saveDeviceName(store: Store, name: string): Promise<string | null> {
  const clean = cleanName(name);
  await store.setSetting(DEVICE_NAME_KEY, clean ?? "");
  return clean;
}
