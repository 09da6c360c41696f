import { ruPlural } from "../../../engine/ru-plural";
import type { Lang } from "../../../ui/kit/game-ui";

const REASONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    single: "single game",
    gammon: "gammon (double points)",
    backgammon: "backgammon (triple points)",
    drop: "double declined",
    "resigned-single": "resigned (single game)",
    "resigned-gammon": "resigned (gammon)",
    "resigned-backgammon": "resigned (backgammon)",
  },
  ru: {
    single: "простая победа",
    gammon: "марс (очки вдвое)",
    backgammon: "кокс (очки втрое)",
    drop: "отказ от удвоения",
    "resigned-single": "сдача (простая победа)",
    "resigned-gammon": "сдача (марс)",
    "resigned-backgammon": "сдача (кокс)",
  },
};

/** The end of a game in words: single, gammon, backgammon, a dropped double or a resignation. */
export function describeBackgammonReason(reason: string, lang: Lang): string {
  return REASONS[lang][reason] ?? reason;
}

const WORDS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    pass: "no move (pass)",
    double: "doubles",
    take: "takes",
    drop: "drops",
    roll: "rolls",
    "resign single": "resigns (single game)",
    "resign gammon": "resigns (gammon)",
    "resign backgammon": "resigns (backgammon)",
    accept: "accepts the resignation",
    decline: "declines the resignation",
  },
  ru: {
    pass: "пропуск хода",
    double: "удваивает",
    take: "принимает",
    drop: "отказывается",
    roll: "бросает",
    "resign single": "сдаётся (простая партия)",
    "resign gammon": "сдаётся (марс)",
    "resign backgammon": "сдаётся (кокс)",
    accept: "принимает сдачу",
    decline: "отклоняет сдачу",
  },
};

/** A move in a few words for the Continue list: plays stay in notation, the rest in words. */
export function describeBackgammonMove(text: string, lang: Lang): string {
  const word = WORDS[lang][text];
  if (word) return word;
  // A deal, in full or as the app shows it (publicText: its hidden cards written "?").
  if (/^deal [0-9?]/.test(text))
    return lang === "ru" ? "карты перетасованы" : "the cards were shuffled";
  const dice = /^roll (\d) (\d)$/.exec(text);
  if (dice) return lang === "ru" ? `выпало ${dice[1]}-${dice[2]}` : `rolled ${dice[1]}-${dice[2]}`;
  const cards = /^cards (\d) (\d) (.+)$/.exec(text);
  if (cards) {
    const rest = cards[3] === "pass" ? WORDS[lang].pass : cards[3];
    return lang === "ru"
      ? `карты ${cards[1]}-${cards[2]}: ${rest}`
      : `cards ${cards[1]}-${cards[2]}: ${rest}`;
  }
  return text;
}

/**
 * A match's end in words: the match score and how its last game ended (the result's
 * reason alone is the last game's); a resigned single game with the points given.
 * Null for another single game, or a state that is not one.
 */
export function describeBackgammonResult(state: unknown, lang: Lang): string | null {
  if (typeof state !== "object" || state === null) return null;
  const s = state as {
    options?: { match?: unknown };
    matchScore?: readonly number[];
    games?: readonly { reason: string; points?: unknown }[];
  };
  const length = s.options?.match;
  const lastGame = s.games?.[s.games.length - 1];
  // A resigned single game says what was given: "resigned (gammon): 2 points".
  if (
    length === 0 &&
    lastGame?.reason.startsWith("resigned-") &&
    typeof lastGame.points === "number"
  ) {
    const given = describeBackgammonReason(lastGame.reason, lang);
    const n = lastGame.points;
    return lang === "ru"
      ? `${given}: ${n} ${ruPoints(n)}`
      : `${given}: ${n} ${n === 1 ? "point" : "points"}`;
  }
  if (typeof length !== "number" || length <= 0 || !s.matchScore || !s.games?.length) return null;
  const [a, b] = s.matchScore;
  const last = describeBackgammonReason(s.games[s.games.length - 1].reason, lang);
  const score = `${Math.max(a, b)}–${Math.min(a, b)}`;
  return lang === "ru"
    ? `матч до ${length} выигран со счётом ${score}; последняя партия: ${last}`
    : `match to ${length} won ${score}; last game: ${last}`;
}

/** Russian plural of «очко» after a number: 1 очко, 2 очка, 5 очков. */
function ruPoints(n: number): string {
  return ruPlural(n, "очко", "очка", "очков");
}
