import { fail, type Result } from "../../engine/errors";
import type { MergeSetup, Position } from "../../log/merge";
import type { FairDevice } from "../../fair/device";
import { makeFairEntry } from "../../fair/notation";
import type { Replica } from "../replica";
import { FairDuties } from "./fair-duties";
import type { LeaveOffer } from "./fair-leave";
import type { TablePlatform } from "./platform";

/**
 * The duties loop of this fair device at a paired table: each fair entry it owes is
 * proposed at the head (judged, signed, stored durably, then sent), with the outcome
 * it makes due.
 */
export function fairDutiesAt(table: {
  readonly setup: MergeSetup;
  readonly replica: Replica;
  readonly platform: TablePlatform;
  /** This device's id in the game (the author of its fair entries). */
  readonly self: string;
  readonly device: FairDevice;
}): FairDuties {
  const { replica, platform, self } = table;
  return new FairDuties({
    game: table.setup.game,
    device: table.device,
    timers: platform,
    ...(platform.deckPasses ? { deckPasses: platform.deckPasses } : {}),
    head: () => {
      const { state, fair, holders, accepted } = replica.merged;
      const headAuthor = accepted.at(-1)?.author ?? null;
      return fair ? { state, fair, holders, headAuthor } : null;
    },
    write: (text) =>
      replica.propose(
        { author: self, seat: "chance", kind: "fair", text },
        { withDueOutcomes: true },
      ),
    onFailed: (error) => console.warn(`fair entry not written: ${error.code} ${error.message}`),
  });
}

/**
 * This device agrees to go on without `device` in trusted mode from here: its `trust`
 * entry, stored and sent. Refused unless the drawer offers it now (`offer`: the device
 * is gone and the game waits for it) and this device has not agreed yet.
 */
export function agreeToGoOnWithout(
  replica: Replica,
  self: string,
  offer: LeaveOffer | null,
  device: string,
): Promise<Result<unknown>> {
  if (!offer || offer.device !== device || offer.mine) {
    return Promise.resolve(fail("not-offered", `going on without ${device} is not offered now`));
  }
  const text = makeFairEntry({ type: "trust", without: device });
  return replica.propose(
    { author: self, seat: "chance", kind: "fair", text },
    { withDueOutcomes: true },
  );
}

/**
 * The dice link this device writes with its own move, in the move's write: `after` is
 * the position right after the move, which this device authored. Empty in a trusted game.
 */
export function revealAfter(duties: FairDuties, after: Position, self: string): string[] {
  if (!after.fair) return [];
  const { state, fair, holders } = after;
  return duties.revealWithMove({ state, fair, holders, headAuthor: self });
}
