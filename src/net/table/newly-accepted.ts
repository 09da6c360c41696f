import type { AnyGame } from "../../engine/game";
import { isGameEntry } from "../../log/entry";
import { parseMeta } from "../../log/meta";
import { effectiveGameEntries } from "../../log/takeback";
import { fairFold } from "../../log/fair-walk";
import type { Merged, Position } from "../../log/merge";
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
  if (tookBack(old, merged)) return lineTail(merged);
  if (grew) {
    // A fair game walks with its fold, so a move playing a card just opened applies.
    const fold = old.fair ? fairFold(game, old.fair) : undefined;
    return walkEntries(game, old.state, added, true, fold).walked;
  }
  for (let i = merged.accepted.length - 1; i >= 0; i--) {
    const entry = merged.accepted[i];
    if (isGameEntry(entry)) return [{ entry, before: merged.previous }];
  }
  return [];
}

/** Whether a take-back came between `old` and `merged` (the line went back). */
export function tookBack(old: Merged, merged: Merged): boolean {
  const kept = old.accepted.length;
  const grew = kept === 0 || merged.accepted[kept - 1]?.hash === old.head;
  const added = grew ? merged.accepted.slice(kept) : merged.accepted;
  // Only `takeback N` sets the line back; an ask or a decline changes no board.
  return added.some(
    (e) => e.kind === "meta" && parseMeta(e.text).ok && /^takeback \d/.test(e.text),
  );
}

/** How far back the last move is looked for after a take-back. */
const TAIL = 24;

/**
 * The last game entries of the line after a take-back, oldest first, each with the
 * state before it: read from the links back of its places (takeback.ts), as far as
 * they reach.
 */
function lineTail(merged: Merged): WalkedEntry[] {
  const line = effectiveGameEntries(merged.accepted);
  const walked: WalkedEntry[] = [];
  let place: Position | undefined = merged;
  while (place !== undefined && place.played > 0 && walked.length < TAIL) {
    walked.unshift({ entry: line[place.played - 1], before: place.previous });
    place = place.back;
  }
  return walked;
}
