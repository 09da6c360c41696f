import type { LegalTargets, Seat } from "../../engine/game";
import { isFairDeal } from "../cards/deal";
import { isJoker } from "./cards";
import { makeCell } from "./grid";
import { legalMoves } from "./legal";
import { formatMove, parseMove, type GalleryMove } from "./notation";
import type { GalleryState } from "./state";

/**
 * What `seat` may see: its own hand; every other hand and the draw pile as nulls (their
 * sizes stay). The exhibition, the bazaar, the scores and everything else are public.
 * `null` is a spectator: no hand at all. A fair game that ended with tokens in hand
 * (`settling`) shows every hand to all, since each card counts against its holder: so
 * every device opens them, and the outcome follows.
 */
export function view(s: GalleryState, seat: Seat | null): GalleryState {
  const shown = s.settling !== undefined;
  return {
    ...s,
    hands: s.hands.map((h, i) => (i === seat || shown ? h : h.map(() => null))),
    stock: s.stock.map(() => null),
  };
}

/**
 * The deal as `viewer` may read it: the first seat and the viewer's own hand; every
 * card of another hand and of the draw pile is written `?` (a spectator sees only `?`):
 * `deal first=0 0:r6,r7,… 1:?,?,… stock:?,?,…`. Other entries hide nothing (a `draw`
 * does not name its card).
 */
export function publicText(_s: GalleryState, text: string, viewer: Seat | null): string {
  if (!text.startsWith("deal ")) return text;
  const parsed = parseMove(text);
  if (!parsed.ok || parsed.value.type !== "deal") return text;
  const deal = parsed.value;
  // A fair deal lists tokens only (docs/fair-play.md): nothing to hide.
  if (isFairDeal([...deal.hands, deal.stock])) return text;
  const hidden = (cards: readonly string[]): string => cards.map(() => "?").join(",");
  const hands = deal.hands.map((h, i) => `${i}:${i === viewer ? h.join(",") : hidden(h)}`);
  return `deal first=${deal.first} ${hands.join(" ")} stock:${hidden(deal.stock)}`;
}

/**
 * The seat's legal entries that are one card to one place, for a board: `h:<card>` (a
 * hand card) to a cell `x,y` (a one-card `lay`, a `swap`, or the start card's cell for
 * a `decline`) or to `bazaar` (a discard); `stock` or `bazaar` to `hand` (the draw).
 * Steps of several cards and jokers, which need a name, go through the lay builder.
 */
export function targets(s: GalleryState, seat: Seat): LegalTargets {
  const out: Record<string, Record<string, string>> = {};
  const add = (origin: string, destination: string, move: GalleryMove): void => {
    (out[origin] ??= {})[destination] = formatMove(move);
  };
  for (const move of legalMoves(s, seat)) {
    switch (move.type) {
      case "draw":
        add("stock", "hand", move);
        break;
      case "bazaar":
        add("bazaar", "hand", move);
        break;
      case "lay": {
        const [only] = move.cards;
        if (move.cards.length === 1 && !isJoker(only.card)) {
          add(`h:${only.card}`, makeCell(only.x, only.y), move);
        }
        break;
      }
      case "swap":
        add(`h:${move.card}`, makeCell(move.x, move.y), move);
        break;
      case "decline":
        add(`h:${move.card}`, "0,0", move);
        break;
      case "discard":
        add(`h:${move.card}`, "bazaar", move);
        break;
    }
  }
  return out;
}
