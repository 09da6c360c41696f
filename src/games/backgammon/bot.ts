import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { BOARD_SIZE, OPP, checkersOn, swapSides, type Board } from "./board";
import { canonicalSegments } from "./canonical-play";
import { rollsOfHand } from "./cards";
import {
  cubeAdvice,
  EFFICIENCY_CONTACT,
  EFFICIENCY_RACE,
  matchAdjusted,
  stakesOf,
  type CubeAdvice,
  type MatchNeeds,
  type Owner,
} from "./cube";
import { mayDouble } from "./flow";
import { PlayList } from "./movegen";
import { cubelessEquity, loadNet, type Net, type NearNet, type NetWeights } from "./net-eval";
import weights from "./net-weights.json";
import type { BackgammonMove } from "./notation";
import { boardFor } from "./plays";
import { RESIGN_MULTIPLIER } from "./resign";
import { isRace, pubevalScore } from "./pubeval";
import type { NearEval } from "./evaluation";
import { Searcher, type SearchPlan } from "./search";
import { winKind } from "./scoring";
import type { BackgammonState } from "./state";

/**
 * The backgammon bots. pubeval, normal and easy score each play's resulting position
 * from the mover's side (0-ply, in GNU Backgammon's terms) and take the best; strong
 * and expert search one roll further over the net (search.ts, the plans below).
 * - "pubeval": Tesauro's pubeval, the reference opponent (pubeval.ts);
 * - "strong", "expert": the trained net's cubeless equity (net-eval.ts, net-weights.json);
 * - "normal": pubeval, for the app;
 * - "easy": the net with noise of ±EASY_NOISE equity added to each play, so it often
 *   takes a clearly worse play, as a beginner does.
 */
export type BotLevel = "easy" | "normal" | "strong" | "expert" | "pubeval";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong", "expert", "pubeval"];
export const EASY_NOISE = 0.35;

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/** The shipped net; null only if net-weights.json does not fit the encoding (a test guards it). */
export let strongNet: Net | null = loadNet(weights as NetWeights);

/**
 * Training experiments only (the match command's BG_NET=file): plays with other
 * weights. Returns false, changing nothing, when they do not fit an encoding.
 */
export function useNetForExperiments(other: NetWeights): boolean {
  const loaded = loadNet(other);
  if (loaded) strongNet = loaded;
  return loaded !== null;
}

const probs = new Float64Array(5);
const swapped = new Int8Array(BOARD_SIZE);
const after = new Int8Array(BOARD_SIZE);

/** Cubeless equity of the player on roll in `board`, by the net. */
export function equityOnRoll(board: Board): number {
  return equityOnRollBy(strongNet, board, probs);
}

/** The same by `net` (training experiments compare nets); a finished game by the rules. */
export function equityOnRollBy(net: Net | null, board: Board, out: Float64Array): number {
  if (checkersOn(board, OPP) === 0) return -winKind(Array.from(board.subarray(0, 25))).multiplier;
  if (!net) return 0;
  return cubelessEquity(net.evaluate(board, out));
}

/**
 * equityOnRoll near an anchor (search.ts's NearEval): the shipped net's incremental
 * evaluation, made again when an experiment swaps the net (useNetForExperiments).
 */
export function nearEquity(): NearEval {
  let of: Net | null = null;
  let near: NearNet | null = null;
  const out = new Float64Array(5);
  return {
    anchor(board) {
      if (of !== strongNet) {
        of = strongNet;
        near = strongNet?.near() ?? null;
      }
      near?.anchor(board);
    },
    equity(board) {
      if (checkersOn(board, OPP) === 0) return equityOnRoll(board);
      if (near === null || of !== strongNet) return equityOnRoll(board);
      return cubelessEquity(near.evaluate(board, out));
    },
  };
}

/** Equity, for the player who just moved, of the position after its play. */
export function equityAfterPlay(afterPlay: Board): number {
  return -equityOnRoll(swapSides(afterPlay, swapped));
}

/**
 * The index of the play `level` takes among `plays` (generated from `before`, which
 * has at least one play). Higher score is better for the mover at every level.
 */
export function choosePlay(before: Board, plays: PlayList, level: BotLevel, rng: Rng): number {
  if (level === "expert" && strongNet) return expertSearcher.best(plays, EXPERT_SEARCH);
  if (level === "strong" && strongNet) return expertSearcher.best(plays, STRONG_SEARCH);
  const scorer = scorerFor(level, before, rng);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < plays.count; i++) {
    const score = scorer(plays.resultInto(i, after));
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/**
 * strong and expert: 1-ply over the net's evaluation, the best plays by 0-ply
 * searched; the opponent's replies to each roll are first ranked by pubeval, and only
 * the best few are judged by the net (GNU Backgammon prunes with small nets the same way).
 * The expert searches twice as many plays and ranks them by the mean of their 0-ply and
 * 1-ply values: without that blend a wider search found nothing more (judged against
 * gnubg 2-ply over 800 games' positions, training/README.md). When its best two are
 * within 0.04, both are valued again at 2-ply (two-ply.ts): +0.032 ppg against gnubg
 * 0-ply over 10,000 games, at a median of 6.9 ms a move.
 */
export const STRONG_SEARCH: SearchPlan = { plies: 1, width: 2, window: 0.08, replies: 3 };
export const EXPERT_SEARCH: SearchPlan = {
  plies: 1,
  width: 4,
  window: 0.12,
  replies: 5,
  blend: 0.5,
  close: { window: 0.04, replies: 4, plays: 2 },
};
export const expertSearcher = new Searcher(
  equityOnRoll,
  (before, after) => pubevalScore(after, isRace(before)),
  nearEquity,
);

type Scorer = (afterPlay: Board) => number;

function scorerFor(level: BotLevel, before: Board, rng: Rng): Scorer {
  if (level === "pubeval" || level === "normal" || !strongNet) {
    const race = isRace(before);
    return (b) => pubevalScore(b, race);
  }
  if (level === "easy") {
    return (b) => equityAfterPlay(b) + EASY_NOISE * (2 * uniform(rng) - 1);
  }
  return equityAfterPlay;
}

function uniform(rng: Rng): number {
  return rng.int(1 << 30) / (1 << 30);
}

const plays = new PlayList(256);

/**
 * The bot's move for `seat`, seeing only `view` (the state as that seat may see it:
 * in the cards variant its own hand, not the opponent's or the stock). Cube actions
 * follow cube.ts (Janowski's conversion of the net's probabilities; match-aware) at
 * every level but pubeval's and normal's, which use the same net: the cube is a skill
 * of its own the app's levels do not vary.
 */
export function chooseMove(
  view: BackgammonState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): Result<BackgammonMove> {
  if (view.turn === null) return fail("not-your-turn", "the game has not started");
  if (view.phase === "take") {
    if (seat === view.turn) return fail("not-your-turn", "the opponent answers the double");
    return ok({ type: cubeFor(view, view.turn).take ? "take" : "drop" });
  }
  if (view.phase === "resign") {
    if (seat === view.turn) return fail("not-your-turn", "the opponent answers the resignation");
    return ok({ type: acceptsResignation(view) ? "accept" : "decline" });
  }
  if (seat !== view.turn) return fail("not-your-turn", `it is seat ${view.turn}'s turn`);
  const board = boardFor(view, seat);
  if (view.phase === "decide") {
    return ok({ type: cubeFor(view, seat).double ? "double" : "no-double" });
  }
  if (view.phase !== "move") return fail("no-move-due", `no move is due in phase "${view.phase}"`);
  if (view.options.cards) {
    if (mayDouble(view) && cubeFor(view, seat).double) return ok({ type: "double" });
    return ok(chooseCards(view.hands[seat], board, level, rng));
  }
  const [d1, d2] = view.dice ?? [0, 0];
  if (plays.generate(board, d1, d2) === 0) return ok({ type: "pass" });
  const index = choosePlay(board, plays, level, rng);
  return ok({ type: "play", segments: canonicalSegments(board, plays, index) });
}

/**
 * A bot accepts a resignation when what it is offered is at least what it expects to
 * win by playing on: the offered multiple (1, 2 or 3) against its cubeless equity in
 * the position with the resigner on roll, before any dice (the net's evaluation,
 * gammons and backgammons counted). Both sides scale with the cube, so the cube's
 * value drops out; in a match it is the same money rule (not match equity).
 */
export function acceptsResignation(view: BackgammonState): boolean {
  const offer = view.resign;
  if (!offer) return false;
  const expected = -equityOnRoll(boardFor(view, offer.seat));
  return RESIGN_MULTIPLIER[offer.kind] >= expected;
}

/** The cube advice for `doubler` on roll in `view` (before a double, or while it is answered). */
function cubeFor(view: BackgammonState, doubler: Seat): CubeAdvice {
  const board = boardFor(view, doubler);
  const p = cubeProbs;
  if (strongNet) strongNet.evaluate(board, p);
  else p.set([0.5, 0.1, 0, 0.1, 0]);
  const owner: Owner =
    view.cubeOwner === null ? "center" : view.cubeOwner === doubler ? "mover" : "opponent";
  const efficiency = isRace(board) ? EFFICIENCY_RACE : EFFICIENCY_CONTACT;
  const match = view.options.match;
  if (match === 0) return cubeAdvice(stakesOf(p), owner, efficiency);
  const needs: MatchNeeds = {
    mover: match - view.matchScore[doubler],
    opponent: match - view.matchScore[1 - doubler],
    postCrawford: view.crawfordDone && !view.crawford && Math.max(...view.matchScore) === match - 1,
  };
  return matchAdjusted(p, view.cube, owner, efficiency, needs);
}

const cubeProbs = new Float64Array(5);

/**
 * Cards variant: every pair of hand cards is a roll; the best play over all pairs
 * wins (a pair that cannot be played leaves the board as it is). The expert judges
 * the pairs' best plays by 0-ply and searches the best EXPERT_CARD_WIDTH of them at
 * 1-ply (its lookahead assumes the opponent rolls dice: an approximation here).
 */
export const EXPERT_CARD_WIDTH = 3;

function chooseCards(
  hand: readonly (number | null)[],
  board: Board,
  level: BotLevel,
  rng: Rng,
): BackgammonMove {
  const candidates: { move: BackgammonMove; score: number; after: Board }[] = [];
  const stay = board.slice();
  const perPair: BotLevel = level === "expert" ? "strong" : level;
  for (const values of rollsOfHand(hand)) {
    const n = plays.generate(board, values[0], values[1]);
    const scorer = scorerFor(perPair, board, rng);
    if (n === 0) {
      candidates.push({
        move: { type: "cards", values, segments: [] },
        score: scorer(stay),
        after: stay,
      });
      continue;
    }
    const index = choosePlay(board, plays, perPair, rng);
    const result = plays.resultInto(index, new Int8Array(BOARD_SIZE));
    const segments = canonicalSegments(board, plays, index);
    candidates.push({
      move: { type: "cards", values, segments },
      score: scorer(result),
      after: result,
    });
  }
  if (candidates.length === 0) return { type: "pass" };
  candidates.sort((a, b) => b.score - a.score);
  if (level !== "expert" || !strongNet) return candidates[0].move;
  let best = candidates[0];
  let bestValue = -Infinity;
  for (const c of candidates.slice(0, EXPERT_CARD_WIDTH)) {
    const value = expertSearcher.searched(c.after, EXPERT_SEARCH);
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best.move;
}
