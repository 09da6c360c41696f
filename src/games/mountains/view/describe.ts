import type { Lang } from "../../../ui/kit/game-ui";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import { MOVE_WORDS } from "./texts";

const PLACE = /^(10|[2-9AJQK])([cdhs])@(-?\d+),(-?\d+)$/;

/**
 * A one-line summary of a Mountains entry for the Continue list: "laid the queen of
 * spades at 3,1", "passed", "the cards were dealt" (also for the public form of the
 * deal, every hidden card written `?`). Anything else is shown as written.
 */
export function describeMountainsMove(text: string, lang: Lang): string {
  const words = MOVE_WORDS[lang];
  if (text === "pass") return words.pass;
  if (text.startsWith("deal ")) return words.deal;
  const m = PLACE.exec(text);
  if (!m) return text;
  const card = KIT_TEXTS[lang].cardName({ kind: "french", card: `${m[1]}${m[2]}` });
  return lang === "en"
    ? `${words.laid} the ${card} ${words.at} ${m[3]},${m[4]}`
    : `${words.laid} ${card} ${words.at} ${m[3]},${m[4]}`;
}
