import type { SpiteState } from "../state";

const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);

/**
 * Whether a state handed to the board has the shape of a Spite and Malice state (the
 * board of another game, or a damaged record, gets an error message instead of a crash).
 */
export function isSpiteState(s: unknown): s is SpiteState {
  if (typeof s !== "object" || s === null) return false;
  const o = s as Record<string, unknown>;
  const seats = o.seats;
  if (typeof seats !== "number" || seats < 2 || seats > 4) return false;
  const perSeat = [o.goals, o.hands, o.discards].every((v) => isList(v) && v.length === seats);
  const discards = isList(o.discards) && o.discards.every((d) => isList(d) && d.length === 4);
  return (
    perSeat &&
    discards &&
    isList(o.centre) &&
    isList(o.stock) &&
    isList(o.setAside) &&
    isList(o.totals) &&
    typeof o.turn === "number" &&
    typeof o.options === "object" &&
    o.options !== null
  );
}
