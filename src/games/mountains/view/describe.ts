import type { Lang } from "../../../ui/kit/game-ui";
import { MOVE_WORDS } from "./words-texts";

const PLACE = /^(10|[2-9AJQK])([cdhs])@(-?\d+),(-?\d+)$/;
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { c: "♣", d: "♦", h: "♥", s: "♠" };

/**
 * A one-line summary of a Mountains entry for the Continue list: "laid Q♠ at 3,1"
 * («выложил Д♠ на 3,1»), "passed", "the cards were dealt" (also for the public form of
 * the deal, every hidden card written `?`). Anything else is shown as written.
 */
export function describeMountainsMove(text: string, lang: Lang): string {
  const words = MOVE_WORDS[lang];
  if (text === "pass") return words.pass;
  if (text.startsWith("deal ")) return words.deal;
  const m = PLACE.exec(text);
  if (!m) return text;
  const rank = words[m[1]] ?? m[1];
  return `${words.laid} ${rank}${SUIT_SYMBOLS[m[2]]} ${words.at} ${m[3]},${m[4]}`;
}
