/** Latin words a Russian text may hold: names of things that have no Russian name. */
const LATIN_ALLOWED = new Set(["QR", "PeerJS", "Safari", "Enter", "Escape", "Space"]);

/**
 * English words left in a Russian text: two Latin letters or more (a cell "c4" or a
 * file letter is no word), placeholders such as {name} left out.
 */
export function latinWords(text: string): string[] {
  const words = text.replace(/\{\w+\}/g, "").match(/[A-Za-z]{2,}/g) ?? [];
  return words.filter((w) => !LATIN_ALLOWED.has(w));
}
