import type { Lang } from "../../../ui/kit/game-ui";
import type { Rating } from "../advice";

/** The words of the hint and the analysis, per language. */
export interface AdviceTexts {
  readonly hintButton: string;
  readonly hintTitle: string;
  readonly thinking: string;
  /** "8/5 6/5: equity +0.123" and, after the best, "(−0.045)". */
  readonly equity: (value: number) => string;
  readonly loss: (value: number) => string;
  readonly reviewButton: string;
  readonly reviewTitle: string;
  readonly player: (name: string, errorRate: number, decisions: number) => string;
  readonly counts: (errors: number, blunders: number, doubtful: number) => string;
  readonly rating: Readonly<Record<Rating, string>>;
  readonly listed: (n: number, name: string, dice: string) => string;
  readonly played: (text: string) => string;
  readonly better: (text: string, loss: number) => string;
  readonly noMistakes: string;
  readonly failed: (why: string) => string;
  readonly betterBoard: (text: string) => string;
}

const signed = (v: number, comma: boolean) => {
  const text = `${v >= 0 ? "+" : "−"}${Math.abs(v).toFixed(3)}`;
  return comma ? text.replace(".", ",") : text;
};

export const ADVICE_TEXTS: Readonly<Record<Lang, AdviceTexts>> = {
  en: {
    hintButton: "Hint",
    hintTitle: "The expert's best plays",
    thinking: "Thinking…",
    equity: (v) => `equity ${signed(v, false)}`,
    loss: (v) => `loses ${Math.abs(v).toFixed(3)}`,
    reviewButton: "Analyse the game",
    reviewTitle: "Analysis (by the expert bot, cubeless equity)",
    player: (name, rate, n) =>
      `${name}: error rate ${rate.toFixed(1)} thousandths of a point a move (${n} moves with a choice)`,
    counts: (e, b, d) => `${b} blunders, ${e} errors, ${d} doubtful`,
    rating: {
      forced: "forced",
      good: "good",
      doubtful: "doubtful",
      error: "error",
      blunder: "blunder",
    },
    listed: (n, name, dice) => `Move ${n}, ${name}, ${dice}`,
    played: (text) => `played ${text}`,
    better: (text, loss) => `better ${text} (the play loses ${loss.toFixed(3)})`,
    noMistakes: "No errors or blunders.",
    failed: (why) => `The expert could not answer: ${why}`,
    betterBoard: (text) => `The position after the better play, ${text}`,
  },
  ru: {
    hintButton: "Подсказка",
    hintTitle: "Лучшие ходы по мнению эксперта",
    thinking: "Думаю…",
    equity: (v) => `эквити ${signed(v, true)}`,
    loss: (v) => `хуже на ${Math.abs(v).toFixed(3).replace(".", ",")}`,
    reviewButton: "Анализ партии",
    reviewTitle: "Анализ (бот «эксперт», эквити без куба)",
    player: (name, rate, n) =>
      `${name}: ${rate.toFixed(1).replace(".", ",")} тысячных очка потерь на ход (ходов с выбором: ${n})`,
    counts: (e, b, d) => `грубых ошибок: ${b}, ошибок: ${e}, сомнительных: ${d}`,
    rating: {
      forced: "вынужденный",
      good: "хороший",
      doubtful: "сомнительный",
      error: "ошибка",
      blunder: "грубая ошибка",
    },
    listed: (n, name, dice) => `Ход ${n}, ${name}, ${dice}`,
    played: (text) => `сыграно ${text}`,
    better: (text, loss) => `лучше ${text} (потеря ${loss.toFixed(3).replace(".", ",")})`,
    noMistakes: "Ни ошибок, ни грубых ошибок.",
    failed: (why) => `Эксперт не смог ответить: ${why}`,
    betterBoard: (text) => `Позиция после лучшего хода: ${text}`,
  },
};
