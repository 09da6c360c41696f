import type { AnyGame } from "../../engine/game";
import { isGameEntry } from "../../log/entry";
import { isTakebackText } from "../../log/meta";
import { effectiveGameEntries } from "../../log/takeback";
import { fairFold } from "../../log/fair-walk";
import type { Merged } from "../../log/merge";
import { walkEntries, type WalkedEntry } from "../../store/continue-summary";

/**
 * The entries `merged` accepted beyond the merge before it (`old`), with the state
 * before each, for the Continue summary's last move: applied from the old state without
 * a second check when the accepted chain grew at its end (the common case: the merge
 * judged them already); when another line of play took over, only its last entry,
 * from the state the merge keeps (so too after a take-back: the line went back, and its
 * last game entry is the one shown).
 */
export function newlyAccepted(game: AnyGame, old: Merged, merged: Merged): WalkedEntry[] {
  const kept = old.accepted.length;
  const grew = kept === 0 || merged.accepted[kept - 1]?.hash === old.head;
  const added = merged.accepted.slice(kept);
  const tookBack = added.some((e) => e.kind === "meta" && isTakebackText(e.text));
  if (grew && !tookBack) {
    // A fair game walks with its fold, so a move playing a card just opened applies.
    const fold = old.fair ? fairFold(game, old.fair) : undefined;
    return walkEntries(game, old.state, added, true, fold).walked;
  }
  const line = tookBack ? effectiveGameEntries(merged.accepted) : merged.accepted;
  for (let i = line.length - 1; i >= 0; i--) {
    const entry = line[i];
    if (isGameEntry(entry)) return [{ entry, before: merged.previous }];
  }
  return [];
}
