import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import { makeCell, parseCell } from "./board";

/** A Smalta log entry: a random event or a seat's move. */
export type SmaltaMove =
  | { readonly type: "first"; readonly seat: number }
  | { readonly type: "roll"; readonly value: number }
  | { readonly type: "deal"; readonly values: readonly number[] }
  | { readonly type: "paint"; readonly cell: number }
  | { readonly type: "card"; readonly value: number; readonly cell: number };

const syntax = (text: string): Result<SmaltaMove> =>
  fail(ErrorCode.Syntax, `"${text}" is not Smalta notation (e.g. "roll 3", "c4", "card 5 c4")`);

/** Parses the notation of docs/games/smalta.md; the exact inverse of `makeMove`. */
export function parseMove(text: string): Result<SmaltaMove> {
  const cell = parseCell(text);
  if (cell !== null) return ok({ type: "paint", cell });
  let m = /^first ([0-9])$/.exec(text);
  if (m) return ok({ type: "first", seat: Number(m[1]) });
  m = /^roll ([0-9])$/.exec(text);
  if (m) return ok({ type: "roll", value: Number(m[1]) });
  m = /^deal ([0-9](?:,[0-9]){0,99})$/.exec(text);
  if (m) return ok({ type: "deal", values: m[1].split(",").map(Number) });
  m = /^card ([0-9]) ([a-z][0-9])$/.exec(text);
  if (m) {
    const target = parseCell(m[2]);
    return target === null ? syntax(text) : ok({ type: "card", value: Number(m[1]), cell: target });
  }
  return syntax(text);
}

export function makeMove(move: SmaltaMove): string {
  switch (move.type) {
    case "first":
      return `first ${move.seat}`;
    case "roll":
      return `roll ${move.value}`;
    case "deal":
      return `deal ${move.values.join(",")}`;
    case "paint":
      return makeCell(move.cell);
    case "card":
      return `card ${move.value} ${makeCell(move.cell)}`;
  }
}
