import type { SeatHolder } from "../../store/types";
import type { SeatPlan } from "./context";

/**
 * The seats of an invitation that go to other devices, one group per device in the
 * order the devices join: "guest" (the first invited device) before "guest:2" before
 * "guest:3". Only the order counts, so plans that skip a number still give every group
 * a device. Empty groups are left out.
 */
export function guestGroups(seats: readonly SeatPlan[]): number[][] {
  const byRank = new Map<number, number[]>();
  seats.forEach((plan, seat) => {
    const rank = guestRank(plan);
    if (rank === null) return;
    byRank.set(rank, [...(byRank.get(rank) ?? []), seat]);
  });
  return [...byRank.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** The place of an invited device in the order of joining (1 for "guest"); null for other plans. */
export function guestRank(plan: SeatPlan): number | null {
  if (plan === "guest") return 1;
  const m = /^guest:([1-9][0-9]?)$/.exec(plan);
  return m ? Number(m[1]) : null;
}

/**
 * Who holds each seat when the first invited device has joined and the game is dealt:
 * that device its group, this device its own seats AND the seats of the devices still
 * to join (it hands each group over as its device joins), a bot its seat.
 */
export function holdersAtDeal(seats: readonly SeatPlan[], firstGuest: string): SeatHolder[] {
  const first = new Set(guestGroups(seats)[0] ?? []);
  return seats.map((plan, seat): SeatHolder => {
    if (first.has(seat)) return { kind: "remote", device: firstGuest };
    if (plan.startsWith("bot:")) return { kind: "bot", level: plan.slice("bot:".length) };
    return { kind: "device" };
  });
}
