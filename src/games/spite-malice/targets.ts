import type { LegalTargets, Seat } from "../../engine/game";
import { seatMoves } from "./legal";
import { formatMove } from "./notation";
import type { SpiteMove, SpiteState } from "./state";

/**
 * The legal entries of `seat` as origin → destination → notation, for the board.
 * Origins: "h:Kh" a card of the hand, "g" the goal top, "d1"–"d4" a discard top.
 * Destinations: "c1"… a centre pile (a wild card names the rank that pile needs, so one
 * destination is one entry), "d1"–"d4" the closing discard. `end` is origin "end" with
 * destination "end". Empty when `seat` is not to move.
 */
export function legalTargets(s: SpiteState, seat: Seat): LegalTargets {
  const out: Record<string, Record<string, string>> = {};
  if (s.phase !== "play" || s.drawDue || s.turn !== seat) return out;
  for (const move of seatMoves(s, seat)) {
    const [origin, destination] = endsOf(move);
    out[origin] ??= {};
    out[origin][destination] = formatMove(move);
  }
  return out;
}

/** An entry's origin and destination, as the targets name them (the board's hint uses them too). */
export function endsOf(move: SpiteMove): [string, string] {
  switch (move.type) {
    case "play": {
      const from = move.from;
      const origin = from === "h" ? `h:${move.card}` : from === "g" ? "g" : `d${from}`;
      return [origin, `c${move.pile}`];
    }
    case "discard":
      return [`h:${move.card}`, `d${move.pile}`];
    default:
      return ["end", "end"];
  }
}
