import type { AnyGame } from "../../engine/game";
import type { Merged } from "../../log/merge";
import type { PeerPresence } from "./presence";

/**
 * A device that left a fair game mid-game (docs/fair-play.md, "A device that leaves
 * mid-game"): the game waits for it; when the device waited for is gone, the Table
 * drawer offers to go on without it in trusted mode, and each other device confirms
 * (a `trust` entry each). Pure functions of the head of the log and the presence.
 */

export interface LeaveOffer {
  /** The device the table would go on without. */
  readonly device: string;
  /** The devices that agreed so far (in the order they did). */
  readonly agreed: readonly string[];
  /** This device has agreed: it waits for the others. */
  readonly mine: boolean;
}

export interface LeaveInput {
  readonly game: AnyGame;
  readonly merged: Pick<Merged, "state" | "fair" | "holders">;
  /** This device. */
  readonly self: string;
  readonly presence: readonly PeerPresence[];
  /** The device the fair duties have waited for long enough to say so (null: none). */
  readonly waitingFor: string | null;
}

/** The device whose seat is to move, if the table waits for another device's move. */
function moverOf(input: LeaveInput): string | null {
  const { game, merged, self } = input;
  if (game.result(merged.state) !== null) return null;
  const seats = game.toMove(merged.state);
  const device = seats.map((s) => merged.holders[s]).find((d) => d !== undefined && d !== self);
  return device ?? null;
}

/**
 * What the drawer offers: going on without a device that the game waits for and that is
 * not here (or that another device already asked to go on without), while the game is
 * fair and not over; null otherwise.
 */
export function leaveOffer(input: LeaveInput): LeaveOffer | null {
  const { fair } = input.merged;
  if (!fair || fair.trusted || !fair.participants.includes(input.self)) return null;
  if (input.game.result(input.merged.state) !== null) return null;
  const away = (d: string) => input.presence.some((p) => p.device === d && !p.here);
  const asked = [...fair.trust].find(([d, who]) => who.size > 0 && d !== input.self);
  const device = asked?.[0] ?? input.waitingFor ?? moverOf(input);
  if (device === null || device === input.self || !fair.participants.includes(device)) return null;
  if (!away(device)) return null;
  const agreed = [...(fair.trust.get(device) ?? [])];
  return { device, agreed, mine: agreed.includes(input.self) };
}

/**
 * The number of moves played before the table converted to trusted mode (the label's
 * "trusted since move N"), or null when it did not convert.
 */
export function convertedAtMove(merged: Pick<Merged, "accepted" | "fair">): number | null {
  if (!merged.fair?.trusted) return null;
  let last = -1;
  merged.accepted.forEach((e, i) => {
    if (e.kind === "fair" && e.text.startsWith("trust ")) last = i;
  });
  return merged.accepted.slice(0, last).filter((e) => e.kind === "move").length;
}
