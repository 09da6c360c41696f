import type { Lang } from "../../../ui/kit/game-ui";
import { MOVE_WORDS } from "./move-texts";

const SUITS: Readonly<Record<string, string>> = { c: "♣", d: "♦", h: "♥", s: "♠" };
const JOKER: Readonly<Record<Lang, string>> = { en: "joker", ru: "джокер" };

const PLAY = /^(\S+) (h|g|d\d)>c(\d+)(?:=(\S+))?$/;
const DISCARD = /^discard (\S+)>d(\d)$/;

/** A card in short print: "K♥", "10♠", a joker by name. */
export function shortCard(card: string, lang: Lang): string {
  if (card === "*") return JOKER[lang];
  const suit = SUITS[card.slice(-1)];
  return suit ? `${card.slice(0, -1)}${suit}` : card;
}

/**
 * A one-line summary of a Spite and Malice entry (Continue list, the announcer). It
 * reads the public form too: a deal or a reshuffle whose cards are written `?`.
 */
export function describeSpiteMove(text: string, lang: Lang): string {
  const w = MOVE_WORDS[lang];
  if (text.startsWith("deal ")) return w.deal;
  if (text.startsWith("shuffle")) return w.shuffle;
  if (text === "end") return w.end;
  const play = PLAY.exec(text);
  if (play) {
    const [, card, from, pile, as] = play;
    const source = from === "h" ? w.h : from === "g" ? w.g : `${w.d} ${from.slice(1)}`;
    const named = as === undefined ? "" : ` ${w.as} ${as}`;
    return `${shortCard(card, lang)}${named} ${source} ${w.onto} ${pile}`;
  }
  const discard = DISCARD.exec(text);
  if (discard) return `${w.discard} ${shortCard(discard[1], lang)} ${w.discardOnto} ${discard[2]}`;
  return text;
}
