import type { MountainsState } from "./state";

/** Whether the deal has been made (the lot drawn, the hands dealt). */
export const isDealt = (s: MountainsState): boolean => s.red !== null;

/** Every card laid, or every seat in turn passed. */
export function isOver(s: MountainsState): boolean {
  return isDealt(s) && (s.table.length === s.options.deck || s.passes >= s.seats);
}
