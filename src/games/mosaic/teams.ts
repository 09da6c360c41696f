import type { Seat } from "../../engine/game";

/**
 * Mosaic games are played by two teams whose seats alternate around the table: seats
 * 0, 2, 4 are team A and 1, 3, 5 team B, so play in seat order alternates the teams.
 * (One v one is two v two with each person holding both seats of a team: the rules
 * see four seats.)
 */
export type Team = "A" | "B";

export const TEAMS: readonly Team[] = ["A", "B"];

export function teamOf(seat: Seat): Team {
  return seat % 2 === 0 ? "A" : "B";
}

export function otherTeam(team: Team): Team {
  return team === "A" ? "B" : "A";
}

/** Every seat of `team`, in seat order. */
export function seatsOf(team: Team, seats: number): Seat[] {
  const out: Seat[] = [];
  for (let s = team === "A" ? 0 : 1; s < seats; s += 2) out.push(s);
  return out;
}

/** The seat that plays after `seat`. */
export function nextSeat(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}

/** Every seat in play order, starting from `first`. */
export function playOrder(first: Seat, seats: number): Seat[] {
  return Array.from({ length: seats }, (_, i) => (first + i) % seats);
}

/** The seats of `team` in play order: starting from that team's seat that moves first. */
export function teamPlayOrder(team: Team, first: Seat, seats: number): Seat[] {
  return playOrder(first, seats).filter((s) => teamOf(s) === team);
}
