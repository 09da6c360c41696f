import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { estimateChances, type Estimator } from "./playout";
import { findDecisiveTurn, finalShares } from "./swing";
import type { GameReview, ReviewFn, ReviewInput, TurnEstimate } from "./types";

/**
 * The generic review of a finished game (types.ts): its log replayed through the rules,
 * each seat's chance estimated by playouts (playout.ts) before a turn — a run of one
 * seat's entries — from that turn's mover's view, and the decisive turn found (swing.ts).
 *
 * Estimating every turn of a long game would take a phone a minute, so the review
 * looks at `coarse` turns spread evenly over the game, takes the stretch between two
 * of them that moved the judged seat's chance most, and halves it until one turn is
 * left, keeping each time the half that moved the chance more: about `coarse +
 * log2(turns / coarse)` positions. (A turn that swung far inside a stretch that, all
 * told, moved little is missed: the price of not estimating every turn.) `turns` holds
 * every turn estimated, in order. Pure and deterministic: the playouts draw from fixed rngs.
 */
export function reviewGame(estimator: Estimator, input: ReviewInput): Result<GameReview> {
  const walked = walkTurns(estimator, input);
  if (!walked.ok) return walked;
  const { starts, end } = walked.value;
  const outcome = estimator.rules.result(end);
  if (!outcome) return fail("not-over", "only a finished game has a review");
  const final = finalShares(outcome.winners, input.seats);
  const estimated = new Map<number, TurnEstimate>();
  /** The estimate before turn `i`; past the last turn, the game's end. */
  const chancesAt = (i: number): Result<readonly number[]> => {
    if (i >= starts.length) return ok(final);
    const known = estimated.get(i);
    if (known) return ok(known.before);
    const start = starts[i];
    const chances = estimateChances(estimator, start.state, start.seat, input.seats);
    if (!chances.ok) return chances;
    const { entry, seat, texts: moves } = start;
    estimated.set(i, { entry, seat, moves, before: chances.value });
    return chances;
  };
  const coarse = coarseTurns(starts.length, estimator.coarse);
  for (const i of coarse) {
    const chances = chancesAt(i);
    if (!chances.ok) return chances;
  }
  const turnsSoFar = coarse.map((i) => estimated.get(i)!);
  const widest = findDecisiveTurn(turnsSoFar, final, outcome.winners);
  if (widest === null) return ok({ turns: [], final, decisive: null });
  const at = turnsSoFar.findIndex((turn) => turn.entry === widest.entry);
  const narrowed = narrow(chancesAt, coarse[at], coarse[at + 1] ?? starts.length, widest.judged);
  if (!narrowed.ok) return narrowed;
  const after = chancesAt(narrowed.value + 1);
  if (!after.ok) return after;
  const turn = estimated.get(narrowed.value)!;
  const decisive = findDecisiveTurn([turn], after.value, outcome.winners);
  const turns = [...estimated.keys()].sort((a, b) => a - b).map((i) => estimated.get(i)!);
  return ok({ turns, final, decisive });
}

/**
 * Halves the stretch of turns [from, to) until one turn is left, keeping the half over
 * which `judged`'s chance moved more (the earlier half on a tie); that turn's index.
 */
function narrow(
  chancesAt: (i: number) => Result<readonly number[]>,
  from: number,
  to: number,
  judged: Seat,
): Result<number> {
  let lo = from;
  let hi = to;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const [a, m, b] = [chancesAt(lo), chancesAt(mid), chancesAt(hi)];
    if (!a.ok) return a;
    if (!m.ok) return m;
    if (!b.ok) return b;
    const early = Math.abs(m.value[judged] - a.value[judged]);
    const late = Math.abs(b.value[judged] - m.value[judged]);
    if (early >= late) hi = mid;
    else lo = mid;
  }
  return ok(lo);
}

/** The review of one game's estimator, as a game's bot.ts exports it. */
export function reviewWith(estimator: Estimator): ReviewFn {
  return (input) => reviewGame(estimator, input);
}

/** `count` turn indices spread evenly from the first turn, or every turn of a short game. */
export function coarseTurns(turns: number, count: number): number[] {
  if (turns <= count) return range(0, turns);
  return range(0, count).map((k) => Math.floor((k * turns) / count));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

interface TurnStart {
  readonly entry: number;
  readonly seat: Seat;
  readonly state: unknown;
  readonly texts: string[];
}

/**
 * The log replayed, every entry checked: where each turn starts (the state before its
 * first entry) and the end. A turn is the run of one seat's entries up to another seat's;
 * a deal inside it (a hand refilled mid-turn) belongs to it, a deal between two turns to
 * neither.
 */
function walkTurns(
  estimator: Estimator,
  input: ReviewInput,
): Result<{ readonly starts: TurnStart[]; readonly end: unknown }> {
  const { rules } = estimator;
  const options = rules.parseOptions(input.options);
  if (!options.ok) return options;
  const setup = rules.setup(options.value, input.seats);
  if (!setup.ok) return setup;
  let state = setup.value;
  const starts: TurnStart[] = [];
  for (const [index, entry] of input.entries.entries()) {
    const move = rules.parseMove(entry.text);
    if (!move.ok) return fail(move.error.code, `entry ${index}: ${move.error.message}`);
    const refusal = rules.check(state, entry.seat, move.value);
    if (refusal) return fail(refusal.code, `entry ${index}: ${refusal.message}`);
    if (entry.seat !== "chance") {
      const last = starts.at(-1);
      if (last && last.seat === entry.seat) last.texts.push(entry.text);
      else starts.push({ entry: index, seat: entry.seat, state, texts: [entry.text] });
    }
    state = rules.apply(state, entry.seat, move.value);
  }
  return ok({ starts, end: state });
}
