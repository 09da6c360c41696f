import type { Actor, Seat } from "../../engine/game";
import type { SeatHolder } from "../../store/types";
import { devicePersons, deviceSeats, personOf } from "./holders";

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
  /**
   * Whose eyes the board looks through; null is a spectator (this device plays no seat,
   * or a pass-and-play game is over) or a hand-over screen in between.
   */
  readonly viewer: Seat | null;
  /** A seat of this device to hand the device to before its hand is shown, or null. */
  readonly handover: Seat | null;
}

/**
 * Whose view this device shows. One person here (one seat, or several seats of one
 * person: Mountains one v one) always sees their own view, that of their seat to move,
 * with no hand-over. With several people on the device (pass-and-play) it follows the
 * seat to move; when hands are hidden, the device is first handed over (a screen that
 * shows nothing) whenever the person changes, so nobody sees another person's hand.
 */
export function seatView(input: SeatViewInput): SeatView {
  const mine = deviceSeats(input.holders);
  if (mine.length === 0) return { viewer: null, handover: null };
  const persons = devicePersons(input.holders);
  const next = typeof input.actor === "number" && mine.includes(input.actor) ? input.actor : null;
  const revealed = input.revealed !== null && mine.includes(input.revealed) ? input.revealed : null;
  if (persons.length === 1) return { viewer: next ?? revealed ?? mine[0], handover: null };
  if (input.actor === null) return { viewer: null, handover: null };
  if (!input.hidden) return { viewer: next ?? revealed ?? mine[0], handover: null };
  const due = next ?? (revealed === null ? mine[0] : null);
  const samePerson = personOf(input.holders, due) === personOf(input.holders, revealed);
  if (due !== null && !samePerson) return { viewer: null, handover: due };
  return { viewer: due ?? revealed, handover: null };
}
