import { CELLS } from "../board";
import type { SmaltaState } from "../state";

/**
 * The app hands every board an `unknown` state; this checks that it has the shape the
 * Smalta board reads, so a wrong state shows a message instead of crashing the screen.
 */
export function isSmaltaState(value: unknown): value is SmaltaState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Partial<Record<keyof SmaltaState, unknown>>;
  const options = s.options as { fortune?: unknown } | undefined;
  return (
    Array.isArray(s.cells) &&
    s.cells.length === CELLS &&
    s.cells.every((c) => Number.isInteger(c) && c >= 0 && c <= 6) &&
    typeof options === "object" &&
    options !== null &&
    (options.fortune === "die" || options.fortune === "cards" || options.fortune === "table") &&
    Array.isArray(s.points) &&
    Array.isArray(s.hands) &&
    Array.isArray(s.discard) &&
    Array.isArray(s.stock)
  );
}
