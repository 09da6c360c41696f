import type { SeatHolder } from "../../store/types";

/**
 * The value of a seat picker on the new-game screen: "device" or "bot:<level>"
 * (the contract's `seat-<n>` select values).
 */
export type SeatChoice = "device" | `bot:${string}`;

export function seatChoices(botLevels: readonly string[]): SeatChoice[] {
  return ["device", ...botLevels.map((level): SeatChoice => `bot:${level}`)];
}

export function holderOfChoice(choice: string): SeatHolder | null {
  if (choice === "device") return { kind: "device" };
  const m = /^bot:([a-z]{1,20})$/.exec(choice);
  return m ? { kind: "bot", level: m[1] } : null;
}

/** The seats this device plays itself (not bots, not other devices). */
export function deviceSeats(holders: readonly SeatHolder[]): number[] {
  return holders.flatMap((h, seat) => (h.kind === "device" ? [seat] : []));
}
