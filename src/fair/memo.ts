import { hashParts, toBase64Url, type Part } from "./bytes";
import { forgetAudits } from "./audit";
import { forgetParsedDecks } from "./deck-data";

/**
 * Verdicts of proof checks, by a hash of everything they depend on (the context, the
 * decks the statement names, the entry's text). The log's merge judges an entry again
 * on every full merge; a proof is checked once. As in src/log/signature.ts.
 */
const verdicts = new Map<string, boolean>();

export function memoCheck(parts: readonly Part[], check: () => boolean): boolean {
  const key = toBase64Url(hashParts("tabula-fair-memo/1", ...parts));
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  const verdict = check();
  if (verdicts.size > 20_000) verdicts.clear();
  verdicts.set(key, verdict);
  return verdict;
}

/**
 * Forgets every memoised verdict, parsed deck and audit: for a bench that simulates several
 * devices in one process (each real device checks and parses for itself).
 */
export function forgetChecks(): void {
  verdicts.clear();
  forgetParsedDecks();
  forgetAudits();
}
