import { makeCardList } from "../cards/french";
import { removeCards } from "../cards/multiset";
import { deckFor } from "./deck";
import { DEFAULT_OPTIONS } from "./options";
import type { Card } from "./state";

/**
 * The deal of the guided first game (guide.ts), chosen card by card where the lesson
 * needs it. Two players, goal piles of 13, the learner (seat 0) starts. Only the cards
 * the lesson ever shows are chosen; the rest of the stock is the two decks' remaining
 * cards in deck order (nobody draws that far).
 */

/** The learner's goal pile, top first: seven cards for the first turn, six for the second. */
const LEARNER_GOAL = "3d,4s,6h,8c,10d,Jc,Qs,4h,6d,7c,8h,9s,10h";
/** The bot's goal pile, top first: it plays the ace, then shows a 9 until the end. */
const BOT_GOAL = "Ad,9c,5d,Jd,2h,7s,10c,3c,Qh,6s,8d,4d,Kh";

/** The stock's top, in the order it is drawn. */
const STOCK_TOP = [
  "Ah,2c,Ks,7d,9h", // the learner's first five
  "5s,Qc,Qd,Jh,Js", // the five drawn when the learner's hand runs out
  "2d,3h,10c,8s,6h", // the bot's five
  "Qh", // the learner's draw back up to five at its second turn
].join(",");

/** The deal entry: `deal first=0 g0:… g1:… stock:…` listing all 104 cards. */
export function lessonDeal(): string {
  const goals = [LEARNER_GOAL.split(","), BOT_GOAL.split(",")];
  const top = STOCK_TOP.split(",");
  // A card named more often than the decks hold leaves no rest: the deal then lists too
  // few cards and the rules refuse it (`bad-deal`), which the guide's test reports.
  const rest = removeCards<Card>(deckFor(DEFAULT_OPTIONS, 2), [...goals.flat(), ...top]) ?? [];
  const stock = [...top, ...rest];
  return `deal first=0 g0:${makeCardList(goals[0])} g1:${makeCardList(goals[1])} stock:${makeCardList(stock)}`;
}
