import type { PeerPresence } from "../../net/table/presence";

/** A device a seat can be handed to, and whether it is linked to this one now. */
export interface HandTarget {
  readonly device: string;
  readonly here: boolean;
}

/**
 * The devices this device may hand a seat to: every other device of the game it
 * knows of — those linked now, those seen before and the seats' holders — the linked
 * ones first. A device that is away still gets the seat: the handover is an entry of
 * the log, which reaches it through any device of the table, or when it is back.
 */
export function handTargets(
  presence: readonly PeerPresence[],
  holders: readonly string[],
  self: string,
): HandTarget[] {
  const here = new Map<string, boolean>();
  for (const p of presence) here.set(p.device, p.here || (here.get(p.device) ?? false));
  for (const device of holders) if (!here.has(device)) here.set(device, false);
  here.delete(self);
  here.delete("*"); // an open seat, not a device
  return [...here.entries()]
    .map(([device, isHere]) => ({ device, here: isHere }))
    .sort((a, b) => Number(b.here) - Number(a.here) || a.device.localeCompare(b.device));
}
