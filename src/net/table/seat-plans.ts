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
 * Who holds each seat when the game is dealt: the invited devices that have joined by
 * then (`guests`, in the order they joined: the first invited device, or in a fair game
 * every invited device) their groups, this device its own seats AND the seats of the
 * devices still to join (it hands each group over as its device joins), a bot its seat.
 */
export function holdersAtDeal(
  seats: readonly SeatPlan[],
  guests: string | readonly string[],
): SeatHolder[] {
  const joined = typeof guests === "string" ? [guests] : guests;
  const holderOf = new Map<number, string>();
  guestGroups(seats).forEach((group, i) => {
    const device = joined[i];
    if (device !== undefined) for (const seat of group) holderOf.set(seat, device);
  });
  return seats.map((plan, seat): SeatHolder => {
    const device = holderOf.get(seat);
    if (device !== undefined) return { kind: "remote", device };
    if (plan.startsWith("bot:")) return { kind: "bot", level: plan.slice("bot:".length) };
    return { kind: "device" };
  });
}
