import type { Translate } from "../app-context";

/**
 * Who won, in one sentence: "Anna wins", or for a team (Mountains) or several winners
 * "You and Bot (easy) win" («Победа: Вы и Бот (лёгкий)»).
 */
export function winnersText(
  winners: readonly number[],
  names: readonly string[],
  t: Translate,
): string {
  const named = winners.map((seat) => names[seat] ?? t("player", { n: seat + 1 }));
  if (named.length === 1) return t("winner", { name: named[0] });
  const list = `${named.slice(0, -1).join(", ")} ${t("and")} ${named[named.length - 1]}`;
  return t("winners", { names: list });
}
