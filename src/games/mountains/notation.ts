import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { isToken } from "../../fair/tokens";
import { isCard, makeCardList, type FrenchCard } from "../cards/french";
import { makeCell, parseCell, type Cell } from "../mosaic/cell";
import type { Team } from "../mosaic/teams";

/** A Mountains log entry (rules/mountains.md, "Notation"). */
export type MountainsMove =
  | {
      readonly type: "deal";
      readonly red: Team;
      readonly first: Seat;
      readonly hands: readonly (readonly FrenchCard[])[];
    }
  | { readonly type: "place"; readonly card: FrenchCard; readonly cell: Cell }
  | { readonly type: "pass" };

export const PASS: MountainsMove = { type: "pass" };

const MAX_SEATS = 6;

const syntax = (text: string): Result<MountainsMove> =>
  fail(
    ErrorCode.Syntax,
    `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}" is not Mountains notation ` +
      `(e.g. "Qs@3,1", "pass", "deal red=A first=0 0:6h,7d 1:6s,7c …")`,
  );

/** Parses the notation of rules/mountains.md; the exact inverse of makeMove. */
export function parseMove(text: string): Result<MountainsMove> {
  if (text === "pass") return ok(PASS);
  const at = text.indexOf("@");
  if (at > 0 && !text.startsWith("deal ")) {
    const card = text.slice(0, at);
    const cell = parseCell(text.slice(at + 1));
    if (!isCard(card) || card === "*" || cell === null) return syntax(text);
    return ok({ type: "place", card, cell });
  }
  return parseDeal(text);
}

function parseDeal(text: string): Result<MountainsMove> {
  const [word, lot, firstSeat, ...seats] = text.split(" ");
  const red = /^red=([AB])$/.exec(lot ?? "");
  const first = /^first=([0-9])$/.exec(firstSeat ?? "");
  if (word !== "deal" || !red || !first || seats.length === 0 || seats.length > MAX_SEATS) {
    return syntax(text);
  }
  const hands: FrenchCard[][] = [];
  for (const [i, item] of seats.entries()) {
    const prefix = `${i}:`;
    if (!item.startsWith(prefix)) return syntax(text);
    const cards = dealtList(item.slice(prefix.length));
    if (cards === null) return syntax(text);
    hands.push(cards);
  }
  return ok({ type: "deal", red: red[1] as Team, first: Number(first[1]), hands });
}

/** A hand as a deal lists it: cards, or in a fair game tokens (#d.p); no joker. */
function dealtList(text: string): FrenchCard[] | null {
  if (text === "") return [];
  const cards = text.split(",");
  return cards.every((c) => (isCard(c) && c !== "*") || isToken(c)) ? cards : null;
}

export function makeMove(move: MountainsMove): string {
  switch (move.type) {
    case "pass":
      return "pass";
    case "place":
      return `${move.card}@${makeCell(move.cell)}`;
    case "deal":
      return [
        "deal",
        `red=${move.red}`,
        `first=${move.first}`,
        ...move.hands.map((hand, seat) => `${seat}:${makeCardList(hand)}`),
      ].join(" ");
  }
}
