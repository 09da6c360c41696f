import type { BackgammonState } from "../state";

const isHalf = (h: unknown): boolean =>
  Array.isArray(h) && h.length === 25 && h.every((n) => Number.isInteger(n) && n >= 0 && n <= 15);

/**
 * The app hands every board an `unknown` state; this checks that it has the shape the
 * backgammon board reads, so a wrong state shows a message instead of crashing the screen.
 */
export function isBackgammonState(value: unknown): value is BackgammonState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Partial<Record<keyof BackgammonState, unknown>>;
  const options = s.options as { cards?: unknown; match?: unknown } | undefined;
  return (
    Array.isArray(s.board) &&
    s.board.length === 2 &&
    s.board.every(isHalf) &&
    typeof s.phase === "string" &&
    typeof options === "object" &&
    options !== null &&
    typeof options.cards === "boolean" &&
    typeof options.match === "number" &&
    typeof s.cube === "number" &&
    Array.isArray(s.matchScore) &&
    Array.isArray(s.hands) &&
    Array.isArray(s.discard) &&
    Array.isArray(s.stock)
  );
}
