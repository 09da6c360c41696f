import type { SpiteTexts } from "./texts";

/**
 * Slot ids of the board: the game's own names where the targets use them (`c2`, `d1`,
 * `g`, `h:Qs`), and `o<seat>-g`, `o<seat>-d<n>` for the piles of the other seats (never
 * in the targets: a seat plays only from its own piles), `stock` for the draw pile.
 */
export function theirGoalId(seat: number): string {
  return `o${seat}-g`;
}

export function theirDiscardId(seat: number, pile: number): string {
  return `o${seat}-d${pile}`;
}

/** A slot id in words, for the kit's names of places ("put the 7 of hearts here"). */
export function placeName(id: string, texts: SpiteTexts, seatNames: readonly string[]): string {
  if (id === "g") return texts.myGoal;
  if (id === "stock") return texts.stock;
  const mine = /^([cd])(\d+)$/.exec(id);
  if (mine) {
    const n = Number(mine[2]);
    return mine[1] === "c" ? texts.centrePile(n) : texts.myDiscard(n);
  }
  const theirs = /^o(\d)-(g|d(\d))$/.exec(id);
  if (theirs) {
    const name = seatNames[Number(theirs[1])] ?? `#${Number(theirs[1]) + 1}`;
    return theirs[3] ? texts.theirDiscard(name, Number(theirs[3])) : texts.theirGoal(name);
  }
  return id;
}
