import type { OneTap, PointerMode } from "../../../ui/kit/game-ui";
import { forPointer } from "../../../ui/kit/pointer";
import type { BackgammonState } from "../state";
import type { Offers } from "./offers";
import type { Turn } from "./partial";
import type { BoardTexts } from "./texts";

/** The two chosen hand cards as a roll (larger first), or null until two are chosen. */
export function chosenPair(
  hand: readonly (number | null)[],
  chosen: readonly number[],
): [number, number] | null {
  if (chosen.length !== 2) return null;
  const [a, b] = chosen.map((i) => hand[i]);
  if (a === null || b === null || a === undefined || b === undefined) return null;
  return a >= b ? [a, b] : [b, a];
}

/** The line under the board: what the player can do now, in words. */
export function boardHint(
  texts: BoardTexts,
  at: {
    readonly offers: Offers;
    readonly turn: Turn | null;
    readonly selected: number | null;
    readonly done: boolean;
    readonly pass: boolean;
    readonly cardsVariant: boolean;
    readonly pair: boolean;
    readonly state: BackgammonState;
    readonly name: (seat: number) => string;
    readonly pointer?: PointerMode;
    readonly oneTap: OneTap;
    readonly rollDue: boolean;
  },
): string {
  if (at.rollDue) return forPointer(texts.tapDice, at);
  if (at.offers.take) return texts.doubled(at.name(at.state.turn ?? 0), at.state.cube * 2);
  if (at.done) return texts.complete;
  if (at.turn) {
    if (at.selected !== null) return forPointer(texts.pickDestination, at);
    return forPointer(at.oneTap === "off" ? texts.pickChecker : texts.pickOneTap[at.oneTap], at);
  }
  if (at.pass) return at.cardsVariant ? texts.cardsPass : texts.mustPass;
  if (at.cardsVariant && !at.pair && at.offers.plays.length + at.offers.passes.length > 0) {
    return texts.chooseCards;
  }
  return "";
}
