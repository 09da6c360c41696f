import type { Result } from "../../engine/errors";
import type { FairHeader } from "../../fair/commitment";
import { storeNewGame } from "../../store/new-game";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { Invitation, PairingContext } from "./context";
import { cleanName } from "./names";
import { holdersAtDeal } from "./seat-plans";

/**
 * The inviting device stores the new game of its invitation: the invited devices that
 * have joined by now (`guests`, in joining order) in their seats, this device in its own
 * and in those of devices still to join.
 */
export async function createHostedGame(
  ctx: PairingContext,
  offer: Invitation,
  guests: readonly string[],
  made: {
    readonly id: string;
    readonly seed: string;
    readonly signed: boolean;
    readonly fair: FairHeader | null;
  },
): Promise<Result<StoredGame>> {
  const rules = await ctx.platform.rules(offer.game);
  if (!rules.ok) return rules;
  // This device's own seats carry the names its players gave them.
  const holders = holdersAtDeal(offer.seats, guests).map((holder, seat): SeatHolder => {
    const name = offer.seats[seat] === "host" ? cleanName(offer.names?.[seat]) : null;
    return holder.kind === "device" && name !== null ? { ...holder, name } : holder;
  });
  return storeNewGame(ctx.platform.store, rules.value, {
    options: offer.options,
    holders,
    id: made.id,
    seed: made.seed,
    now: ctx.platform.now(),
    ...(made.signed ? { signed: true } : {}),
    ...(made.fair ? { fair: made.fair } : {}),
    ...(offer.fair && !made.fair ? { fairRefused: true } : {}),
    ...(offer.hints ? { hints: true } : {}),
  });
}
