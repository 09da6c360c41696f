import type { StoredGame } from "../../store/types";
import type { Translate } from "../app-context";
import { devicePersons } from "../model/holders";

/** The scores in words: "3–1" for two seats, "You 3 · Anna 2 · Bot 1" for more. */
export function scoreLine(scores: readonly number[], names: readonly string[]): string {
  if (scores.length === 2) return `${scores[0]}–${scores[1]}`;
  return scores.map((score, seat) => `${names[seat] ?? seat + 1} ${score}`).join(" · ");
}

/**
 * Where a saved game stands, in one line: whose turn it is ("Your turn", "Anna's turn",
 * "Bot (normal) thinking") while it runs, the winner and the score once it is over.
 * Records kept before the seats to move and the scores were stored say less. An
 * imported fair game says first that it is read only, and never "Your turn".
 */
export function standingLine(game: StoredGame, names: readonly string[], t: Translate): string {
  const line = standingOnly(game, names, t);
  return game.importedFair ? `${t("continueImportedFair")} · ${line}` : line;
}

function standingOnly(game: StoredGame, names: readonly string[], t: Translate): string {
  if (game.status === "over") {
    const score = game.scores ? ` · ${scoreLine(game.scores, names)}` : "";
    if (game.winners.length === 0) return t("continueDraw") + score;
    const winners = game.winners.map((seat) => names[seat] ?? String(seat + 1)).join(", ");
    return t("continueWon", { name: winners }) + score;
  }
  const seat = game.toMove?.[0];
  if (seat === undefined) return t("statusPlaying");
  const holder = game.holders[seat];
  const name = names[seat] ?? String(seat + 1);
  // An imported fair game is read only: nobody moves here, no bot thinks here.
  if (game.importedFair) return t("continueTurnOf", { name });
  if (holder?.kind === "bot") return t("continueBotTurn", { name });
  if (holder?.kind === "device" && devicePersons(game.holders).length === 1) {
    return t("continueYourTurn");
  }
  return t("continueTurnOf", { name });
}

/**
 * Running games first, then finished ones; newest first within each (the store lists
 * newest first, and the sort is stable).
 */
export function continueOrder(games: readonly StoredGame[]): StoredGame[] {
  return [...games].sort((a, b) => Number(a.status === "over") - Number(b.status === "over"));
}
