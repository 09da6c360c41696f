import { auditDeckWith, auditKnown, type Multiply } from "./audit";
import { auditDueOnSecret } from "./deck-open";
import { parseFairEntry } from "./notation";
import type { FairState } from "./state";

/**
 * Runs ahead, with `multiply` (the app's deck workers), the audit that a fair entry
 * written by `author` at a position whose fair state is `fair` makes due: a `keys`
 * entry that brings a deck's last secret (issue 27: the audit once per hand and off
 * the main thread). Judging the entry afterwards finds the audit made (audit.ts
 * remembers it) instead of multiplying a whole deck in its own thread. Resolves to
 * whether an audit was run; any other entry, or one that will be refused, runs none.
 * A failure of `multiply` is not an error: judging then audits in its own thread.
 */
export async function auditAhead(
  fair: FairState,
  author: string,
  text: string,
  multiply: Multiply,
): Promise<boolean> {
  const parsed = parseFairEntry(text);
  if (!parsed.ok || parsed.value.type !== "keys") return false;
  const deck = fair.decks[parsed.value.deck - 1];
  const due = deck ? auditDueOnSecret(deck, author, parsed.value.secret) : null;
  if (due === null || auditKnown(due)) return false;
  try {
    await auditDeckWith(due, multiply);
    return true;
  } catch {
    return false;
  }
}
