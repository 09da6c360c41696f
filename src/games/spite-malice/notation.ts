import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import { TOKEN_PATTERN } from "../../fair/tokens";
import { makeCardList, parseRank, rankLabel } from "../cards/french";
import type { Card, Source, SpiteMove } from "./state";

/**
 * The notation of rules/spite-malice.md, parsed strictly (one space between fields, no
 * spare whitespace) so that formatMove(parseMove(t)) === t for every text accepted.
 *
 *   deal first=0 g0:Ah,2c,… g1:… stock:2s,3h,…   (goal piles and stock top first)
 *   shuffle Qd,4c,…                               (the new stock, top first)
 *   Kh h>c2=7   5s g>c1   9d d3>c4                (a play to a centre pile)
 *   discard Jh>d2                                 (the closing discard)
 *   end                                           (a turn played empty, nothing to draw)
 */

const CARD = String.raw`(?:A|[2-9]|10|J|Q|K)[cdhs]|\*`;
const RANK = String.raw`A|[2-9]|10|J|Q|K`;
const PLAY = new RegExp(`^(${CARD}) (h|g|d[1-9])>c([1-9][0-9]?)(?:=(${RANK}))?$`);
const DISCARD = new RegExp(`^discard (${CARD})>d([1-9])$`);
const GOAL = /^g([0-9]):(.*)$/;
// A list of dealt cards; in a fair game a deal lists tokens (#d.p) instead of cards.
const LISTED = `${CARD}|${TOKEN_PATTERN}`;
const LIST = new RegExp(`^(?:(?:${LISTED})(?:,(?:${LISTED}))*)?$`);

const syntax = (text: string): Result<SpiteMove> =>
  fail(
    ErrorCode.Syntax,
    `"${text.slice(0, 60)}" is not Spite and Malice notation ` +
      `(e.g. "5s g>c1", "Kh h>c2=7", "discard Jh>d2", "end")`,
  );

export function parseMove(text: string): Result<SpiteMove> {
  if (text === "end") return ok({ type: "end" });
  let m = PLAY.exec(text);
  if (m) {
    const as = m[4] === undefined ? null : parseRank(m[4]);
    return ok({ type: "play", card: m[1], from: parseSource(m[2]), pile: Number(m[3]), as });
  }
  m = DISCARD.exec(text);
  if (m) return ok({ type: "discard", card: m[1], pile: Number(m[2]) });
  if (text.startsWith("shuffle ")) {
    const list = cardList(text.slice("shuffle ".length));
    return list && list.length > 0 ? ok({ type: "shuffle", stock: list }) : syntax(text);
  }
  if (text.startsWith("deal ")) return parseDeal(text);
  return syntax(text);
}

function parseSource(text: string): Source {
  if (text === "h" || text === "g") return text;
  return Number(text.slice(1));
}

/** A comma-separated list, every card checked by LIST at once (a deal lists 162 cards). */
function cardList(text: string): Card[] | null {
  if (!LIST.test(text)) return null;
  return text === "" ? [] : text.split(",");
}

function parseDeal(text: string): Result<SpiteMove> {
  const fields = text.split(" ");
  const first = /^first=([0-9])$/.exec(fields[1] ?? "");
  const stockField = fields[fields.length - 1];
  if (!first || fields.length < 4 || !stockField.startsWith("stock:")) return syntax(text);
  const goals: Card[][] = [];
  for (const [i, field] of fields.slice(2, -1).entries()) {
    const m = GOAL.exec(field);
    const list = m && Number(m[1]) === i ? cardList(m[2]) : null;
    if (!list) return syntax(text);
    goals.push(list);
  }
  const stock = cardList(stockField.slice("stock:".length));
  if (!stock) return syntax(text);
  return ok({ type: "deal", first: Number(first[1]), goals, stock });
}

export function formatMove(move: SpiteMove): string {
  switch (move.type) {
    case "deal": {
      const goals = move.goals.map((g, i) => `g${i}:${makeCardList(g)}`).join(" ");
      return `deal first=${move.first} ${goals} stock:${makeCardList(move.stock)}`;
    }
    case "shuffle":
      return `shuffle ${makeCardList(move.stock)}`;
    case "play": {
      const as = move.as === null ? "" : `=${rankLabel(move.as)}`;
      return `${move.card} ${formatSource(move.from)}>c${move.pile}${as}`;
    }
    case "discard":
      return `discard ${move.card}>d${move.pile}`;
    case "end":
      return "end";
  }
}

export function formatSource(from: Source): string {
  return typeof from === "number" ? `d${from}` : from;
}
