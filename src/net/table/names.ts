import type { Store } from "../../store/types";

/**
 * Names of devices: each device has one (asked once, editable in Settings), and sends it
 * to the others of a paired game when a link opens ("name {json}", beside the sync
 * messages). A peer's name is untrusted text: cleaned, cut to a few words, and shown
 * only as text.
 */

/** The longest name kept, in characters. */
export const MAX_NAME_LENGTH = 24;
const NAME_PREFIX = "name ";
/** A name message longer than this is not read at all. */
const MAX_MESSAGE_LENGTH = 400;
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

export function encodeName(name: string): string {
  return NAME_PREFIX + JSON.stringify({ name });
}

/**
 * Reads a name message: the cleaned name, null for a name message that holds no good
 * name, undefined for any other message (it goes on to the sync protocol).
 */
export function decodeName(message: unknown): string | null | undefined {
  if (typeof message !== "string" || !message.startsWith(NAME_PREFIX)) return undefined;
  if (message.length > MAX_MESSAGE_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(message.slice(NAME_PREFIX.length));
    if (typeof parsed !== "object" || parsed === null) return null;
    return cleanName((parsed as { name?: unknown }).name);
  } catch {
    return null;
  }
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
