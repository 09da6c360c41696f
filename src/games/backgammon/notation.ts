import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import type { ResignKind } from "./state";

/**
 * Log entries of backgammon (docs/games/backgammon.md, "Notation"). Points are numbered
 * from the mover's side: 25 is the bar ("bar"), 0 is off ("off").
 */
export const BAR_POINT = 25;
export const OFF_POINT = 0;

/** `from/to`, optionally marked as a hit (`*`) and repeated (`(n)`). */
export interface Segment {
  readonly from: number;
  readonly to: number;
  readonly hit: boolean;
  readonly count: number;
}

export type BackgammonMove =
  /** Random: two dice (also the opening roll: seat 0's die, then seat 1's). */
  | { readonly type: "roll"; readonly dice: readonly [number, number] }
  /** The seat on roll, free to double, rolls instead (text `roll`). */
  | { readonly type: "no-double" }
  | { readonly type: "play"; readonly segments: readonly Segment[] }
  | { readonly type: "pass" }
  | { readonly type: "double" }
  | { readonly type: "take" }
  | { readonly type: "drop" }
  /** The seat on roll offers to resign (`resign gammon`); the opponent answers. */
  | { readonly type: "resign"; readonly kind: ResignKind }
  | { readonly type: "accept" }
  | { readonly type: "decline" }
  /** Cards variant: the lot, the stock (top first) and a turn (no segments = pass). */
  | { readonly type: "first"; readonly seat: number }
  | { readonly type: "deal"; readonly values: readonly number[] }
  | {
      readonly type: "cards";
      readonly values: readonly [number, number];
      readonly segments: readonly Segment[];
    };

const EXAMPLES = '"roll 6 5", "24/18 13/11", "bar/22", "6/off", "8/5(2)", "pass", "double"';
const syntax = (text: string, why = ""): Result<BackgammonMove> =>
  fail(ErrorCode.Syntax, `"${text}" is not backgammon notation${why} (e.g. ${EXAMPLES})`);

const SEGMENT = /^(bar|[0-9]{1,2})\/(off|[0-9]{1,2})(\*?)(?:\(([1-4])\))?$/;

/** One `from/to[*][(n)]` token, or null. */
export function parseSegment(token: string): Segment | null {
  const m = SEGMENT.exec(token);
  if (!m) return null;
  const from = m[1] === "bar" ? BAR_POINT : Number(m[1]);
  const to = m[2] === "off" ? OFF_POINT : Number(m[2]);
  // "25" and "0" must be written "bar" and "off", so each segment has one spelling.
  if (m[1] !== "bar" && (from < 1 || from > 24 || m[1] !== String(from))) return null;
  if (m[2] !== "off" && (to < 1 || to > 24 || m[2] !== String(to))) return null;
  if (to >= from) return null;
  return { from, to, hit: m[3] === "*", count: m[4] ? Number(m[4]) : 1 };
}

export function formatSegment(s: Segment): string {
  const from = s.from === BAR_POINT ? "bar" : String(s.from);
  const to = s.to === OFF_POINT ? "off" : String(s.to);
  return `${from}/${to}${s.hit ? "*" : ""}${s.count > 1 ? `(${s.count})` : ""}`;
}

function parseSegments(text: string, tokens: readonly string[]): Result<readonly Segment[]> {
  const segments: Segment[] = [];
  for (const token of tokens) {
    const segment = parseSegment(token);
    if (!segment) return fail(ErrorCode.Syntax, `"${token}" in "${text}" is not a step`);
    segments.push(segment);
  }
  const dice = segments.reduce((n, s) => n + s.count, 0);
  if (dice > 4) return fail(ErrorCode.Syntax, `"${text}" names more than four steps`);
  return ok(segments);
}

/** Parses the notation of docs/games/backgammon.md; the exact inverse of `formatMove`. */
export function parseMove(text: string): Result<BackgammonMove> {
  if (typeof text !== "string") return syntax(String(text));
  switch (text) {
    case "pass":
    case "double":
    case "take":
    case "drop":
    case "accept":
    case "decline":
      return ok({ type: text });
    case "roll":
      return ok({ type: "no-double" });
    case "resign single":
      return ok({ type: "resign", kind: "single" });
    case "resign gammon":
      return ok({ type: "resign", kind: "gammon" });
    case "resign backgammon":
      return ok({ type: "resign", kind: "backgammon" });
  }
  let m = /^roll ([0-9]) ([0-9])$/.exec(text);
  if (m) return ok({ type: "roll", dice: [Number(m[1]), Number(m[2])] });
  m = /^first ([0-9])$/.exec(text);
  if (m) return ok({ type: "first", seat: Number(m[1]) });
  m = /^deal ([0-9](?:,[0-9]){0,99})$/.exec(text);
  if (m) return ok({ type: "deal", values: m[1].split(",").map(Number) });
  m = /^cards ([0-9]) ([0-9]) (.+)$/.exec(text);
  if (m) {
    const values: [number, number] = [Number(m[1]), Number(m[2])];
    if (m[3] === "pass") return ok({ type: "cards", values, segments: [] });
    const segments = parseSegments(text, m[3].split(" "));
    return segments.ok ? ok({ type: "cards", values, segments: segments.value }) : segments;
  }
  if (/^(bar|[0-9])/.test(text)) {
    const segments = parseSegments(text, text.split(" "));
    if (!segments.ok) return segments;
    return ok({ type: "play", segments: segments.value });
  }
  return syntax(text);
}

export function formatSegments(segments: readonly Segment[]): string {
  return segments.length === 0 ? "pass" : segments.map(formatSegment).join(" ");
}

export function formatMove(move: BackgammonMove): string {
  switch (move.type) {
    case "roll":
      return `roll ${move.dice[0]} ${move.dice[1]}`;
    case "no-double":
      return "roll";
    case "play":
      return formatSegments(move.segments);
    case "pass":
    case "double":
    case "take":
    case "drop":
    case "accept":
    case "decline":
      return move.type;
    case "resign":
      return `resign ${move.kind}`;
    case "first":
      return `first ${move.seat}`;
    case "deal":
      return `deal ${move.values.join(",")}`;
    case "cards":
      return `cards ${move.values[0]} ${move.values[1]} ${formatSegments(move.segments)}`;
  }
}
