import * as errors from "../../engine/errors";
import type { Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { isToken } from "../../fair/tokens";
import * as cards from "./cards";
import type { GalleryCard } from "./cards";
import * as grid from "./grid";
import type { Placement } from "./state";

// Read once: a call through an imported binding costs a getter under tsx (see laying.ts).
const { ErrorCode, fail, ok } = errors;
const { isHandCard, isTableCard } = cards;
const { makeCell, parseCell } = grid;

/** A Picture Gallery log entry (rules file, "Notation"). */
export type GalleryMove =
  | {
      readonly type: "deal";
      readonly first: Seat;
      readonly hands: readonly (readonly GalleryCard[])[];
      readonly stock: readonly GalleryCard[];
    }
  | { readonly type: "open"; readonly cards: readonly Placement[] }
  | { readonly type: "decline"; readonly card: GalleryCard }
  | { readonly type: "draw" }
  | { readonly type: "bazaar" }
  | { readonly type: "lay"; readonly cards: readonly Placement[] }
  | { readonly type: "swap"; readonly card: GalleryCard; readonly x: number; readonly y: number }
  | { readonly type: "discard"; readonly card: GalleryCard }
  | { readonly type: "pass" }
  | { readonly type: "end" }
  /**
   * Chance, in a fair game only: the start card opened at 0,0 is a joker, so it goes to
   * the opener's hand and the next card is turned (docs/games/gallery.md).
   */
  | { readonly type: "joker" };

const WORDS = ["draw", "bazaar", "pass", "end", "joker"] as const;

const syntax = (text: string, why = ""): Result<GalleryMove> =>
  fail(
    ErrorCode.Syntax,
    `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}" is not Picture Gallery notation` +
      (why ? `: ${why}` : ` (e.g. "draw", "lay r7@1,0 *b5@2,0", "discard b3")`),
  );

/** Parses the notation of the rules file; the exact inverse of formatMove. */
export function parseMove(text: string): Result<GalleryMove> {
  if ((WORDS as readonly string[]).includes(text)) {
    return ok({ type: text as (typeof WORDS)[number] });
  }
  const [head, ...rest] = text.split(" ");
  switch (head) {
    case "deal":
      return parseDeal(text, rest);
    case "open":
    case "lay": {
      const cards = parsePlacements(rest);
      return cards ? ok({ type: head, cards }) : syntax(text);
    }
    case "swap": {
      const p = rest.length === 1 ? parsePlacement(rest[0]) : null;
      return p && !p.card.startsWith("*")
        ? ok({ type: "swap", card: p.card, x: p.x, y: p.y })
        : syntax(text, `a swap names the card from the hand and the joker's cell: "swap r7@2,0"`);
    }
    case "decline":
    case "discard":
      return rest.length === 1 && isHandCard(rest[0])
        ? ok({ type: head, card: rest[0] })
        : syntax(text, `"${head}" names one card of the hand: "${head} b3"`);
    default:
      return syntax(text);
  }
}

function parsePlacement(text: string): Placement | null {
  const at = text.indexOf("@");
  if (at < 0) return null;
  const card = text.slice(0, at);
  const cell = parseCell(text.slice(at + 1));
  if (!isTableCard(card) || !cell.ok) return null;
  return { card, x: cell.value.x, y: cell.value.y };
}

function parsePlacements(parts: readonly string[]): Placement[] | null {
  if (parts.length === 0 || parts.length > 40) return null;
  const out: Placement[] = [];
  for (const part of parts) {
    const p = parsePlacement(part);
    if (!p) return null;
    out.push(p);
  }
  return out;
}

/** A list of dealt cards; in a fair game a deal lists tokens (`#d.p`) instead of cards. */
function parseCards(text: string): GalleryCard[] | null {
  if (text === "") return [];
  const cards = text.split(",");
  return cards.every((c) => isHandCard(c) || isToken(c)) ? cards : null;
}

/**
 * `deal first=F 0:… 1:… stock:…`: every hand in seat order, then the draw pile, top
 * first. A fair deal lists tokens (`0:#1.0,#1.1,…`), every card of it or none.
 */
function parseDeal(text: string, parts: readonly string[]): Result<GalleryMove> {
  const first = /^first=([0-9])$/.exec(parts[0] ?? "");
  const last = parts[parts.length - 1] ?? "";
  if (!first || !last.startsWith("stock:")) return syntax(text, "deal first=F 0:… 1:… stock:…");
  const stock = parseCards(last.slice("stock:".length));
  const hands: GalleryCard[][] = [];
  for (let i = 1; i < parts.length - 1; i++) {
    const prefix = `${i - 1}:`;
    const hand = parts[i].startsWith(prefix) ? parseCards(parts[i].slice(prefix.length)) : null;
    if (!hand) return syntax(text, `expected the hand of seat ${i - 1} ("${prefix}r6,r7,…")`);
    hands.push(hand);
  }
  if (!stock || hands.length === 0) return syntax(text, "deal first=F 0:… 1:… stock:…");
  const listed = [...hands.flat(), ...stock];
  if (listed.some(isToken) && !listed.every(isToken)) {
    return syntax(text, "a deal lists cards, or (a fair game) tokens, not both");
  }
  return ok({ type: "deal", first: Number(first[1]), hands, stock });
}

const formatPlacement = (p: Placement): string => `${p.card}@${makeCell(p.x, p.y)}`;

export function formatMove(move: GalleryMove): string {
  switch (move.type) {
    case "deal": {
      const hands = move.hands.map((h, i) => `${i}:${h.join(",")}`);
      return `deal first=${move.first} ${hands.join(" ")} stock:${move.stock.join(",")}`;
    }
    case "open":
    case "lay":
      return `${move.type} ${move.cards.map(formatPlacement).join(" ")}`;
    case "swap":
      return `swap ${move.card}@${makeCell(move.x, move.y)}`;
    case "decline":
    case "discard":
      return `${move.type} ${move.card}`;
    default:
      return move.type;
  }
}
