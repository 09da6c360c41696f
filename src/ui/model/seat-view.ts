import type { Actor, Seat } from "../../engine/game";
import type { SeatHolder } from "../../store/types";
import { deviceSeats } from "./holders";

export interface SeatViewInput {
  readonly holders: readonly SeatHolder[];
  /** Who plays the next entry (null when the game is over). */
  readonly actor: Actor | null;
  /** Whether the game hides information (hands) from the other seats. */
  readonly hidden: boolean;
  /** The seat whose hand was last shown on this device, if any. */
  readonly revealed: Seat | null;
}

export interface SeatView {
  /** Whose eyes the board looks through; null shows everything (the game is over, or only bots play). */
  readonly viewer: Seat | null;
  /** A seat of this device to hand the device to before its hand is shown, or null. */
  readonly handover: Seat | null;
}

/**
 * Whose view this device shows. With one seat here it is always that seat's. With
 * several (pass-and-play) it follows the seat to move; when hands are hidden, the
 * device is first handed over (a screen that shows nothing), so one player never sees
 * another's hand.
 */
export function seatView(input: SeatViewInput): SeatView {
  const mine = deviceSeats(input.holders);
  const over = input.actor === null;
  if (mine.length === 0 || (over && mine.length > 1)) return { viewer: null, handover: null };
  if (mine.length === 1) return { viewer: mine[0], handover: null };
  const next = typeof input.actor === "number" && mine.includes(input.actor) ? input.actor : null;
  if (!input.hidden) return { viewer: next ?? input.revealed ?? mine[0], handover: null };
  const due = next ?? (input.revealed === null ? mine[0] : null);
  if (due !== null && due !== input.revealed) return { viewer: null, handover: due };
  return { viewer: input.revealed, handover: null };
}
