import { fail, ok, type Result } from "../../engine/errors";
import { ANY_DEVICE } from "../../log/header";
import { formatMeta } from "../../log/meta";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { Replica } from "../replica";
import { remoteName } from "./named-link";
import type { Names } from "./names";

/** What the seats of a table are now: the stored record, the header's and the merge's holders. */
export interface SeatsNow {
  readonly stored: StoredGame;
  /** The holder of each seat the header names. */
  readonly header: readonly string[];
  /** The holder of each seat now, after the accepted handovers. */
  readonly now: readonly string[];
  /** This device, as it is named in the game. */
  readonly self: string;
  /** The names the other devices gave (table-names.ts). */
  readonly names: ReadonlyMap<string, Names>;
}

/**
 * The record as the play screen reads it: the seats as held NOW, so that a seat
 * handed to this device is played here and one handed away is not. A seat still
 * held by the device the header names keeps its stored holder (a bot stays a bot).
 */
export function recordAsHeldNow({ stored, header, now, self, names }: SeatsNow): StoredGame {
  const holders = stored.holders.map((kept, seat): SeatHolder => {
    const holder = now[seat] ?? header[seat];
    if (holder === header[seat]) return kept;
    if (holder === self || holder === ANY_DEVICE) return { kind: "device" };
    const name = remoteName(names, holder, seat);
    return { kind: "remote", device: holder, ...(name ? { name } : {}) };
  });
  return { ...stored, holders };
}

/**
 * Hands `seat`, which `self` holds now, to device `to` (a meta entry at the head:
 * every device's merge then takes `to` as its holder).
 */
export async function handSeatTo(
  replica: Replica,
  self: string,
  seat: number,
  to: string,
): Promise<Result<void>> {
  if (replica.merged.holders[seat] !== self) {
    return fail("not-your-seat", `seat ${seat + 1} is not held by this device`);
  }
  if (to === self) return fail("same-device", "this device holds that seat already");
  const made = await replica.propose({
    author: self,
    seat,
    kind: "meta",
    text: formatMeta({ type: "hand", to }),
  });
  return made.ok ? ok(undefined) : made;
}
