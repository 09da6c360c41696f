import type { SeatPlan } from "../../net/table/context";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { NewGameRequest } from "./create-game";

/** A rematch of a game of this device alone: the same game, options and seats (a bot stays a bot). */
export function rematchRequest(
  record: Pick<StoredGame, "game" | "options" | "holders">,
): NewGameRequest {
  return { game: record.game, options: record.options, holders: record.holders.map(copyHolder) };
}

function copyHolder(holder: SeatHolder): SeatHolder {
  return { ...holder };
}

/**
 * The seats of a rematch of a paired game, as the inviting device offers them: its
 * own seats stay its own, the other device's seats go to the device that joins, bots
 * stay bots. Null when more than one other device held seats (the Invite screen
 * pairs one device at a time: invite them anew).
 */
export function rematchSeats(holders: readonly SeatHolder[]): SeatPlan[] | null {
  const others = new Set(holders.flatMap((h) => (h.kind === "remote" ? [h.device] : [])));
  if (others.size !== 1) return null;
  return holders.map((h): SeatPlan => {
    if (h.kind === "device") return "host";
    if (h.kind === "remote") return "guest";
    return `bot:${h.level}`;
  });
}
