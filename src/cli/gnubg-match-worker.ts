import type { BackgammonOptions } from "../games/backgammon/state";
import { playGamesAsync } from "./match-async";
import { gnubgPlan, type Side } from "./match-gnubg";

/**
 * One process of a match against gnubg split over processes (match-parallel.ts):
 * receives its share, plays those games with its own gnubg processes, and answers
 * with their records and how many moves both engines checked.
 */
export interface GnubgShare {
  readonly a: Side;
  readonly b: Side;
  readonly options: BackgammonOptions;
  readonly lanes: number;
  readonly indices: readonly number[];
  readonly matchSeed: number;
}

process.once("message", (share: GnubgShare) => {
  const plan = gnubgPlan(share.a, share.b, share.options, share.lanes);
  void playGamesAsync(plan, share.indices, share.matchSeed).then((records) => {
    process.send?.({ records, movesChecked: plan.movesChecked() }, () => process.exit(0));
  });
});
