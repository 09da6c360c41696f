import type { AnyGame } from "../engine/game";

/**
 * An entry's text as a screen that anyone at the table may see shows it (the Continue
 * list): the spectator's public form (`game.publicText`, so no seat's hand is printed)
 * while the game runs, the full text once it is over (nothing is secret then). `before`
 * is the state before the entry. The log and the sync keep the full text.
 */
export function shownText(game: AnyGame, before: unknown, text: string, over: boolean): string {
  return over || !game.publicText ? text : game.publicText(before, text, null);
}
