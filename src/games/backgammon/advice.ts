import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import { BOARD_SIZE, sameBoard } from "./board";
import { EXPERT_SEARCH, expertSearcher } from "./bot";
import { canonicalSegments } from "./canonical-play";
import { PlayList } from "./movegen";
import { formatSegments, type BackgammonMove } from "./notation";
import { boardFor } from "./plays";
import { encodePositionId } from "./position-id";
import type { RankedPlay } from "./search";
import type { BackgammonState } from "./state";

/**
 * The expert's advice on plays: the hint (the best plays of a position with their
 * equity) and the review of a finished game (each play rated by what it lost against
 * the best), as GNU Backgammon's hint and analysis do — cubeless, by the expert's
 * 1-ply search over the net, blended with 0-ply, the two best at 2-ply as well when they
 * are close (EXPERT_SEARCH, bot.ts). Equities are in points per game for the mover,
 * after its play. Dice games only: a cards turn also chooses the cards, not rated here.
 */

/** Equity lost by a play, from which it counts as doubtful, an error, a blunder (gnubg's defaults). */
export const THRESHOLDS = { doubtful: 0.04, error: 0.08, blunder: 0.16 } as const;

export type Rating = "forced" | "good" | "doubtful" | "error" | "blunder";

export interface RatedPlay {
  /** The play in notation ("pass" when the roll cannot be played). */
  readonly text: string;
  /** Cubeless equity for the mover after this play. */
  readonly equity: number;
  /** Equity lost against the best play (0 for the best). */
  readonly loss: number;
  /** The Position ID after the play, still seen by the mover (to draw it). */
  readonly after: string;
}

export interface Hint {
  /** The Position ID before the play, seen by the mover. */
  readonly position: string;
  readonly dice: readonly [number, number];
  /** The best plays, best first (at most `count`). */
  readonly plays: readonly RatedPlay[];
}

const plays = new PlayList(256);
const after = new Int8Array(BOARD_SIZE);

function rated(board: Int8Array, ranked: readonly RankedPlay[], k: number): RatedPlay {
  const r = ranked[k];
  plays.resultInto(r.index, after);
  return {
    text: formatSegments(canonicalSegments(board, plays, r.index)),
    equity: r.equity,
    // The best play may be one of two close plays valued again at 2-ply, a deeper tier
    // than the 1-ply values below it (search.ts): across tiers a loss can come out
    // negative, and the best play by the search is still the best.
    loss: Math.max(0, ranked[0].equity - r.equity),
    after: encodePositionId(after),
  };
}

/** A roll that cannot be played: the position stays, the opponent rolls next. */
function passOf(board: Int8Array, position: string): RatedPlay {
  return {
    text: "pass",
    equity: expertSearcher.searched(board, EXPERT_SEARCH),
    loss: 0,
    after: position,
  };
}

/** The best `count` plays for `seat`, on roll with its dice (phase "move", dice games). */
export function hintFor(state: BackgammonState, seat: Seat, count = 3): Result<Hint> {
  if (state.options.cards) return fail("no-hint", "hints are for games with dice");
  if (state.phase !== "move" || state.turn !== seat || state.dice === null) {
    return fail("no-hint", "a hint is given when the seat has its dice to play");
  }
  const board = boardFor(state, seat);
  const [d1, d2] = state.dice;
  const position = encodePositionId(board);
  if (plays.generate(board, d1, d2) === 0) {
    return ok({ position, dice: state.dice, plays: [passOf(board, position)] });
  }
  const ranked = expertSearcher.rank(plays, EXPERT_SEARCH, -1, count);
  const shown = Math.min(count, ranked.length);
  return ok({
    position,
    dice: state.dice,
    plays: Array.from({ length: shown }, (_, k) => rated(board, ranked, k)),
  });
}

export interface PlayReview {
  /** Index of the entry in the log. */
  readonly entry: number;
  readonly seat: Seat;
  readonly dice: readonly [number, number];
  readonly position: string;
  readonly played: RatedPlay;
  readonly best: RatedPlay;
  readonly rating: Rating;
}

export interface PlayerReview {
  /** Plays with a choice (forced ones do not count). */
  readonly decisions: number;
  readonly totalLoss: number;
  /** Mean equity lost per decision, in thousandths of a point (gnubg's "error rate"). */
  readonly errorRate: number;
  readonly doubtful: number;
  readonly errors: number;
  readonly blunders: number;
}

export interface GameReview {
  readonly plays: readonly PlayReview[];
  readonly players: readonly [PlayerReview, PlayerReview];
}

/** One decision of a game: the state before it, who made it and what it was. */
export interface Decision {
  readonly entry: number;
  readonly before: BackgammonState;
  readonly seat: Seat;
  readonly move: BackgammonMove;
  /** The state after it (the board tells which play was made). */
  readonly after: BackgammonState;
}

export function ratingOf(loss: number, forced: boolean): Rating {
  if (forced) return "forced";
  if (loss >= THRESHOLDS.blunder) return "blunder";
  if (loss >= THRESHOLDS.error) return "error";
  if (loss >= THRESHOLDS.doubtful) return "doubtful";
  return "good";
}

/** Rates one play; null for a decision that is not a dice play (cube, cards). */
export function reviewPlay(d: Decision): PlayReview | null {
  if (d.before.options.cards || d.before.phase !== "move" || d.before.dice === null) return null;
  if (d.move.type !== "play" && d.move.type !== "pass") return null;
  const board = boardFor(d.before, d.seat);
  const [d1, d2] = d.before.dice;
  const position = encodePositionId(board);
  const n = plays.generate(board, d1, d2);
  if (n === 0) {
    const pass = passOf(board, position);
    return {
      entry: d.entry,
      seat: d.seat,
      dice: d.before.dice,
      position,
      played: pass,
      best: pass,
      rating: "forced",
    };
  }
  const reached = boardFor(d.after, d.seat);
  let index = -1;
  for (let i = 0; i < n && index < 0; i++)
    if (sameBoard(plays.resultInto(i, after), reached)) index = i;
  if (index < 0) return null; // not a play of this position (cannot happen after the rules' check)
  const ranked =
    n === 1
      ? [
          {
            index: 0,
            equity: expertSearcher.searched(plays.resultInto(0, after), EXPERT_SEARCH),
            plies: 1 as const,
          },
        ]
      : expertSearcher.rank(plays, EXPERT_SEARCH, index);
  const k = ranked.findIndex((r) => r.index === index);
  const played = rated(board, ranked, k);
  return {
    entry: d.entry,
    seat: d.seat,
    dice: d.before.dice,
    position,
    played,
    best: rated(board, ranked, 0),
    rating: ratingOf(played.loss, n === 1),
  };
}

export function reviewGame(decisions: readonly Decision[]): GameReview {
  const reviewed: PlayReview[] = [];
  for (const d of decisions) {
    const r = reviewPlay(d);
    if (r) reviewed.push(r);
  }
  const player = (seat: Seat): PlayerReview => {
    const mine = reviewed.filter((r) => r.seat === seat && r.rating !== "forced");
    const totalLoss = mine.reduce((s, r) => s + r.played.loss, 0);
    const count = (rating: Rating) => mine.filter((r) => r.rating === rating).length;
    return {
      decisions: mine.length,
      totalLoss,
      errorRate: mine.length === 0 ? 0 : (1000 * totalLoss) / mine.length,
      doubtful: count("doubtful"),
      errors: count("error"),
      blunders: count("blunder"),
    };
  };
  return { plays: reviewed, players: [player(0), player(1)] };
}
