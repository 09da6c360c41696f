import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import { BOARD_SIZE, OPP, checkersOn, swapSides, type Board } from "./board";
import { canonicalSegments } from "./canonical-play";
import { rollsOfHand } from "./cards";
import { mayDouble } from "./flow";
import { PlayList } from "./movegen";
import { cubelessEquity, loadNet, type Net, type NetWeights } from "./net-eval";
import weights from "./net-weights.json";
import type { BackgammonMove } from "./notation";
import { boardFor } from "./plays";
import { isRace, pubevalScore } from "./pubeval";
import { winKind } from "./scoring";
import type { BackgammonState } from "./state";

/**
 * The backgammon bots. All decide 1-ply: each legal play's resulting position is
 * scored from the mover's side and the best is taken.
 * - "pubeval": Tesauro's pubeval, the reference opponent (pubeval.ts);
 * - "strong": the trained net's cubeless equity (net-eval.ts, net-weights.json);
 * - "normal": pubeval, for the app;
 * - "easy": the net with noise of ±EASY_NOISE equity added to each play, so it often
 *   takes a clearly worse play, as a beginner does.
 */
export type BotLevel = "easy" | "normal" | "strong" | "pubeval";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong", "pubeval"];
export const EASY_NOISE = 0.35;

export function isBotLevel(text: string): text is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(text);
}

/** The shipped net; null only if net-weights.json does not fit the encoding (a test guards it). */
export const strongNet: Net | null = loadNet(weights as NetWeights);

const probs = new Float64Array(5);
const swapped = new Int8Array(BOARD_SIZE);
const after = new Int8Array(BOARD_SIZE);

/** Cubeless equity of the player on roll in `board`, by the net. */
export function equityOnRoll(board: Board): number {
  if (checkersOn(board, OPP) === 0) return -winKind(Array.from(board.subarray(0, 25))).multiplier;
  if (!strongNet) return 0;
  return cubelessEquity(strongNet.evaluate(board, probs));
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
 * use the net's cubeless equity: double at DOUBLE_AT or more (but not when far enough
 * ahead to play on for a gammon), take unless the doubler's equity exceeds TAKE_UP_TO.
 */
export const DOUBLE_AT = 0.55;
export const TOO_GOOD = 1.1;
export const TAKE_UP_TO = 0.5;

export function chooseMove(
  view: BackgammonState,
  seat: Seat,
  level: BotLevel,
  rng: Rng,
): Result<BackgammonMove> {
  if (view.turn === null) return fail("not-your-turn", "the game has not started");
  if (view.phase === "take") {
    if (seat === view.turn) return fail("not-your-turn", "the opponent answers the double");
    const doubler = equityOnRoll(boardFor(view, view.turn));
    return ok({ type: doubler > TAKE_UP_TO ? "drop" : "take" });
  }
  if (seat !== view.turn) return fail("not-your-turn", `it is seat ${view.turn}'s turn`);
  const board = boardFor(view, seat);
  if (view.phase === "decide") return ok({ type: wantsToDouble(board) ? "double" : "no-double" });
  if (view.phase !== "move") return fail("no-move-due", `no move is due in phase "${view.phase}"`);
  if (view.options.cards) {
    if (mayDouble(view) && wantsToDouble(board)) return ok({ type: "double" });
    return ok(chooseCards(view.hands[seat], board, level, rng));
  }
  const [d1, d2] = view.dice ?? [0, 0];
  if (plays.generate(board, d1, d2) === 0) return ok({ type: "pass" });
  const index = choosePlay(board, plays, level, rng);
  return ok({ type: "play", segments: canonicalSegments(board, plays, index) });
}

function wantsToDouble(board: Board): boolean {
  const equity = equityOnRoll(board);
  return equity >= DOUBLE_AT && equity < TOO_GOOD;
}

/**
 * Cards variant: every pair of hand cards is a roll; the best play over all pairs
 * wins (a pair that cannot be played leaves the board as it is).
 */
function chooseCards(
  hand: readonly (number | null)[],
  board: Board,
  level: BotLevel,
  rng: Rng,
): BackgammonMove {
  let best: BackgammonMove | null = null;
  let bestScore = -Infinity;
  const stay = board.slice();
  for (const values of rollsOfHand(hand)) {
    const n = plays.generate(board, values[0], values[1]);
    const scorer = scorerFor(level, board, rng);
    if (n === 0) {
      const score = scorer(stay);
      if (score > bestScore) {
        bestScore = score;
        best = { type: "cards", values, segments: [] };
      }
      continue;
    }
    const index = choosePlay(board, plays, level, rng);
    const score = scorer(plays.resultInto(index, after));
    if (score > bestScore) {
      bestScore = score;
      best = { type: "cards", values, segments: canonicalSegments(board, plays, index) };
    }
  }
  return best ?? { type: "pass" };
}
