import { parseMeta } from "../../log/meta";
import type { Merged } from "../../log/merge";
import type { GameHeader } from "../../log/header";
import type { Store } from "../../store/types";
import { membersOf, removeMember } from "./records";

/**
 * Spectators (issue 9, hole 7): devices let in without a seat. While an invitation is
 * open anyone may join, so what a device keeps of them is bounded: at most
 * MAX_SPECTATORS are remembered (`members/<id>`), and one that never held a seat is
 * forgotten when it leaves (its presence and its record). A device that held a seat
 * is part of the game and stays.
 */
export const MAX_SPECTATORS = 4;

/** Did `device` ever hold a seat of this game: named by the header, or handed one in the accepted log? */
export function heldASeat(header: GameHeader, merged: Merged, device: string): boolean {
  if (header.holders.includes(device) || merged.holders.includes(device)) return true;
  return merged.accepted.some((entry) => {
    if (entry.kind !== "meta") return false;
    const meta = parseMeta(entry.text);
    return meta.ok && meta.value.type === "hand" && meta.value.to === device;
  });
}

/**
 * Makes room for one more spectator of game `id`: forgets remembered ones that are
 * not here now and never held a seat. False when the room is full of devices that
 * are here or held a seat (then the newcomer is refused).
 */
export async function roomForSpectator(
  store: Store,
  id: string,
  keep: (device: string) => boolean,
): Promise<boolean> {
  const members = await membersOf(store, id);
  if (members.length < MAX_SPECTATORS) return true;
  for (const device of members) {
    if (keep(device)) continue;
    await removeMember(store, id, device);
    return true;
  }
  return false;
}
