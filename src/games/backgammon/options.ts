import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import { decodePositionId } from "./position-id";
import type { BackgammonOptions } from "./state";

const KNOWN = ["cube", "match", "cards", "hand", "position", "turn"];
export const MAX_MATCH = 99;

const bad = (message: string): Result<BackgammonOptions> => fail(ErrorCode.BadOptions, message);

/** Validates the options of a game file or the setup screen; fills the defaults. */
export function parseOptions(raw: unknown): Result<BackgammonOptions> {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o !== "object" || Array.isArray(o)) return bad("options must be an object");
  for (const key of Object.keys(o)) {
    if (!KNOWN.includes(key)) return bad(`unknown backgammon option "${key}"`);
  }
  const cube = o.cube ?? false;
  if (typeof cube !== "boolean") return bad("cube must be true or false");
  const cards = o.cards ?? false;
  if (typeof cards !== "boolean") return bad("cards must be true or false");
  const match = o.match ?? 0;
  if (!Number.isInteger(match) || (match as number) < 0 || (match as number) > MAX_MATCH) {
    return bad(`match must be a whole number of points from 1 to ${MAX_MATCH} (0: one game)`);
  }
  const hand = o.hand ?? 4;
  if (hand !== 3 && hand !== 4 && hand !== 5) return bad("hand must be 3, 4 or 5");
  const position = o.position ?? null;
  if (position !== null) {
    if (typeof position !== "string") return bad("position must be a GNU Backgammon Position ID");
    const decoded = decodePositionId(position);
    if (!decoded.ok) return bad(decoded.error.message);
  }
  const turn = o.turn ?? 0;
  if (turn !== 0 && turn !== 1) return bad("turn must be seat 0 or 1");
  // turn 0 is the default, so parsed options (which spell it out) parse again unchanged.
  if (turn !== 0 && position === null) return bad("turn is only used with position");
  return ok({ cube, match: match as number, cards, hand, position, turn });
}
