import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { rngFromText } from "../../engine/rng";
import type { GameHint, HintReason } from "../../engine/hint";
import { chooseMove } from "./bot";
import { colourCount, threat } from "./bot-tactics";
import { smalta } from "./rules";
import type { SmaltaState } from "./state";

/**
 * Smalta's hint: the strong bot's cell for `seat`, from `view` only (the seat's view:
 * with cards, the opponent's hand is hidden), and why, from what the move does on the
 * board the bot sees: a win at once, the points it scores, and how many colours it
 * leaves that would win the opponent the game at once (the strong bot's first concern).
 * The bot draws among equal cells with an rng: a fixed one, so one view, one hint.
 */
export function smaltaHint(view: SmaltaState, seat: Seat): Result<GameHint> {
  if (smalta.result(view) !== null) return fail("no-hint", "the game is over");
  if (!smalta.toMove(view).includes(seat)) return fail("no-hint", "it is not this seat's turn");
  const move = chooseMove(view, seat, "strong", rngFromText("tabula-hint/smalta"));
  if (move === null) return fail("no-hint", "this seat has nothing to play");
  if (move.type !== "paint" && move.type !== "card") {
    return fail("no-hint", "the die is to be rolled first: a hint names a cell");
  }
  const after = smalta.apply(view, seat, move);
  return ok({ move: smalta.formatMove(move), reason: reasonOf(view, after, seat) });
}

function reasonOf(before: SmaltaState, after: SmaltaState, seat: Seat): HintReason {
  const outcome = smalta.result(after);
  if (outcome !== null && outcome.winners.length === 1 && outcome.winners[0] === seat) {
    return { en: "It wins the game at once.", ru: "Сразу выигрывает партию." };
  }
  const points = smalta.scores(after)[seat] - smalta.scores(before)[seat];
  const given = smalta.scores(after)[1 - seat] - smalta.scores(before)[1 - seat];
  const open = outcome === null ? colourCount(threat(after.cells)) : 0;
  const parts: HintReason[] = [];
  if (points > 0) parts.push({ en: `It scores ${points}.`, ru: `Даёт тебе ${points}.` });
  if (given > 0) {
    parts.push({
      en: `It gives the opponent ${given}, the least cost the bot finds.`,
      ru: `Сопернику достаётся ${given}: дешевле бот не нашёл.`,
    });
  }
  parts.push(
    open === 0
      ? {
          en: "It leaves no colour that wins the opponent the game at once.",
          ru: "Сопернику не остаётся цвета, который сразу выигрывает.",
        }
      : {
          en: `It leaves ${open} ${open === 1 ? "colour" : "colours"} that would win the opponent the game at once: the least risk the bot finds.`,
          ru: `Сопернику остаётся ${colours(open)}, ${open === 1 ? "который сразу выигрывает" : "которые сразу выигрывают"}: меньше риска бот не нашёл.`,
        },
  );
  return { en: parts.map((p) => p.en).join(" "), ru: parts.map((p) => p.ru).join(" ") };
}

/** "1 цвет", "2 цвета", "5 цветов": the Russian plural of a count of colours. */
function colours(n: number): string {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return `${n} цвет`;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return `${n} цвета`;
  return `${n} цветов`;
}
