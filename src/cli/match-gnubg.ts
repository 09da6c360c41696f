import { readFileSync } from "node:fs";
import { fail, ok, type Result } from "../engine/errors";
import type { Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import { swapSides } from "../games/backgammon/board";
import {
  BOT_LEVELS,
  chooseMove,
  isBotLevel,
  useNetForExperiments,
  type BotLevel,
} from "../games/backgammon/bot";
import { canonicalSegments } from "../games/backgammon/canonical-play";
import { other } from "../games/backgammon/flow";
import { PlayList } from "../games/backgammon/movegen";
import type { BackgammonMove } from "../games/backgammon/notation";
import { boardFor } from "../games/backgammon/plays";
import { encodePositionId } from "../games/backgammon/position-id";
import { backgammon } from "../games/backgammon/rules";
import type { BackgammonOptions, BackgammonState } from "../games/backgammon/state";
import {
  GNUBG_PATH,
  gnubgBest,
  gnubgCube,
  gnubgInstalled,
  gnubgPlay,
  GnubgProcess,
  type GnubgCube,
} from "./gnubg-process";
import { recordOf } from "../games/backgammon/match";
import type { MatchTotals } from "../games/bot-match/core";
import { playBotGameAsync, type AsyncMatchPlan } from "./match-async";

/**
 * `match backgammon --a LEVEL --b gnubg [--cube true]`: our bots against GNU
 * Backgammon 0-ply (no noise, Jacoby off: gnubg-serve.py) in money games: cubeless,
 * or with the cube, where gnubg doubles, takes and plays by its cubeful 0-ply
 * evaluation and a game is worth its cube (times 2 or 3 for a gammon or backgammon).
 *
 * Every move of both sides is checked by both engines: our engine plays it through
 * the rules (as in every match), and gnubg plays the same move from the same Position
 * ID by its own rules; the two resulting Position IDs must be equal. gnubg's own
 * choice is taken as the one legal play of ours that reaches gnubg's resulting
 * position — none means the engines disagree, and the match stops with an error.
 *
 * Seating and dice are playBotGame's (match-game.ts), with the same seed label as
 * the bot-against-bot matches: pairs of games share a dice stream, a starts one game
 * of each pair, and `--seed S` deals the same dice as `--a X --b pubeval --seed S`.
 */
export type Side = BotLevel | "gnubg";

/**
 * The command line's own part of `match backgammon`: BG_NET=file (training
 * experiments: the bots play with other weights) and GNU Backgammon as a side
 * (`--a gnubg` or `--b gnubg`, `--lanes N`, `--cube true`, `--processes N`: the games
 * split over N processes, each with its own gnubg processes). Null when neither applies:
 * the game's manifest adapter plays the match.
 */
export function gnubgMatchPlan(
  game: string,
  flags: ReadonlyMap<string, string>,
): Result<GnubgMatchPlan> | null {
  if (game !== "backgammon") return null;
  const experiment = process.env.BG_NET;
  if (experiment && !useNetForExperiments(JSON.parse(readFileSync(experiment, "utf8")))) {
    return fail("usage", `BG_NET=${experiment}: the weights fit no encoding`);
  }
  const a = flags.get("a") ?? "";
  const b = flags.get("b") ?? "";
  if (a !== "gnubg" && b !== "gnubg") return null;
  for (const key of flags.keys()) {
    if (!["a", "b", "lanes", "cube", "processes"].includes(key)) {
      return fail("usage", `match backgammon against gnubg has no option --${key}`);
    }
  }
  const isSide = (s: string): s is Side => isBotLevel(s) || s === "gnubg";
  if (!isSide(a) || !isSide(b)) {
    return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}, gnubg`);
  }
  const options = backgammon.parseOptions({ cube: flags.get("cube") === "true", match: 0 });
  if (!options.ok) return options;
  if (!gnubgInstalled()) {
    return fail("usage", `${GNUBG_PATH} not found: install the Debian package gnubg`);
  }
  const lanes = Number(flags.get("lanes") ?? DEFAULT_LANES);
  if (!Number.isInteger(lanes) || lanes < 1 || lanes > 64) {
    return fail("usage", "--lanes takes a whole number from 1 to 64");
  }
  const processes = Number(flags.get("processes") ?? 1);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    return fail("usage", "--processes takes a whole number from 1 to 64");
  }
  return ok(gnubgPlan(a, b, options.value, lanes, processes));
}

/** Games played at once: each lane is one gnubg process, mostly waiting (~10 ms a call). */
export const DEFAULT_LANES = 8;
/** gnubg's findbestmove leaks ~17 KB a call: a fresh process after this many requests. */
export const RESTART_AFTER = 8000;
const MAX_ENTRIES = 5000;

/** An AsyncMatchPlan against gnubg, which also counts the moves both engines checked. */
export interface GnubgMatchPlan extends AsyncMatchPlan {
  movesChecked(): number;
  /** What it plays, for a match split over processes (match-parallel.ts). */
  readonly spec: GnubgMatchSpec;
}

export interface GnubgMatchSpec {
  readonly a: Side;
  readonly b: Side;
  readonly options: BackgammonOptions;
  /** Games at once in each process. */
  readonly lanes: number;
  /** Processes the match is split over (`--processes`; 1: this one). */
  readonly processes: number;
}

export function gnubgPlan(
  a: Side,
  b: Side,
  options: BackgammonOptions,
  lanes = DEFAULT_LANES,
  processes = 1,
): GnubgMatchPlan {
  const gnubgs: (GnubgProcess | null)[] = Array.from({ length: lanes }, () => null);
  const checked = { moves: 0 };
  const processOf = async (lane: number): Promise<GnubgProcess> => {
    const current = gnubgs[lane];
    if (current !== null && current.calls < RESTART_AFTER) return current;
    await current?.close();
    const fresh = new GnubgProcess();
    gnubgs[lane] = fresh;
    return fresh;
  };
  return {
    lanes,
    async play(index, matchSeed, lane) {
      const gnubg = await processOf(lane);
      const setup = backgammon.setup(options, 2);
      if (!setup.ok) return setup;
      const sides = index % 2 === 0 ? [a, b] : [b, a];
      // With the cube, a's cube decisions are timed too (they are moves of the match).
      return playBotGameAsync<BackgammonState, BackgammonMove>(
        {
          game: backgammon,
          label: "backgammon-match",
          maxEntries: MAX_ENTRIES,
          choose: (view, seat, rng) =>
            sides[seat] === "gnubg"
              ? gnubgChoice(gnubg, view, seat)
              : Promise.resolve(botChoice(view, seat, sides[seat] as BotLevel, rng)),
          verify: async (before, seat, move, after) => {
            const agreed = await bothEnginesAgree(gnubg, before, seat, move, after);
            if (agreed.ok) checked.moves++;
            return agreed;
          },
          timed: () => true,
          record: recordOf,
        },
        setup.value,
        index,
        matchSeed,
      );
    },
    report: (t: MatchTotals) => gnubgReport(t, checked.moves),
    movesChecked: () => checked.moves,
    spec: { a, b, options, lanes, processes },
    async close() {
      await Promise.all(gnubgs.map((p) => p?.close()));
    },
  };
}

/** The match command's line: a's totals and the moves both engines checked. */
export function gnubgReport(t: MatchTotals, movesChecked: number): Record<string, unknown> {
  return {
    games: t.games,
    wins: t.wins,
    losses: t.losses,
    ppg: Math.round(t.ppg * 10_000) / 10_000,
    ci95: t.ppgCi95,
    msPerMove: Math.round(t.msPerMove * 10_000) / 10_000,
    movesChecked,
  };
}

type Timed = Result<{ readonly move: BackgammonMove; readonly ms: number }>;

function botChoice(view: BackgammonState, seat: Seat, level: BotLevel, rng: Rng): Timed {
  const started = performance.now();
  const chosen = chooseMove(view, seat, level, rng);
  const ms = performance.now() - started;
  return chosen.ok ? ok({ move: chosen.value, ms }) : chosen;
}

const plays = new PlayList(256);

/** The cube as the seat `onRoll` sees it. */
function cubeOf(view: BackgammonState, onRoll: Seat): GnubgCube {
  const owner =
    view.cubeOwner === null ? "center" : view.cubeOwner === onRoll ? "mover" : "opponent";
  return { value: view.cube, owner };
}

/** gnubg's decision: a cube action, or its play as the one legal play of ours reaching the same position. */
async function gnubgChoice(gnubg: GnubgProcess, view: BackgammonState, seat: Seat): Promise<Timed> {
  if (view.options.match > 0)
    return fail("no-move-due", "gnubg plays money games here, not matches");
  const started = performance.now();
  if (view.phase === "decide" || view.phase === "take") {
    const doubler = view.turn ?? seat;
    const pid = encodePositionId(boardFor(view, doubler));
    const advice = await gnubgCube(gnubg, pid, cubeOf(view, doubler));
    if (!advice.ok) return advice;
    const ms = performance.now() - started;
    if (view.phase === "take")
      return ok({ move: { type: advice.value.take ? "take" : "drop" }, ms });
    return ok({ move: { type: advice.value.double ? "double" : "no-double" }, ms });
  }
  if (view.phase !== "move" || view.dice === null) {
    return fail("no-move-due", `no move is due in phase "${view.phase}"`);
  }
  const board = boardFor(view, seat);
  const [d1, d2] = view.dice;
  const cube = view.options.cube ? cubeOf(view, seat) : null;
  const best = await gnubgBest(gnubg, encodePositionId(board), d1, d2, cube);
  const ms = performance.now() - started;
  if (!best.ok) return best;
  const { move, result } = best.value;
  const n = plays.generate(board, d1, d2);
  if (move === "pass") {
    if (n === 0) return ok({ move: { type: "pass" }, ms });
    return fail("engines-disagree", `gnubg passes with ${d1}-${d2}; our engine has ${n} plays`);
  }
  const after = new Int8Array(board.length);
  const swapped = new Int8Array(board.length);
  for (let i = 0; i < n; i++) {
    if (encodePositionId(swapSides(plays.resultInto(i, after), swapped)) === result) {
      return ok({ move: { type: "play", segments: canonicalSegments(board, plays, i) }, ms });
    }
  }
  return fail(
    "engines-disagree",
    `gnubg plays ${move} (${d1}-${d2}) to ${result}; none of our ${n} plays reaches it`,
  );
}

/** gnubg plays `move` from the same position: both engines must reach the same ID. */
export async function bothEnginesAgree(
  gnubg: GnubgProcess,
  before: BackgammonState,
  seat: Seat,
  move: BackgammonMove,
  after: BackgammonState,
): Promise<Result<void>> {
  if (move.type !== "play" && move.type !== "pass") return ok(undefined);
  const [d1, d2] = before.dice ?? [0, 0];
  const from = encodePositionId(boardFor(before, seat));
  const ours = encodePositionId(boardFor(after, other(seat)));
  const theirs = await gnubgPlay(gnubg, from, d1, d2, backgammon.formatMove(move));
  if (!theirs.ok)
    return fail("engines-disagree", `gnubg refuses it from ${from}: ${theirs.error.message}`);
  if (theirs.value !== ours) {
    return fail(
      "engines-disagree",
      `from ${from} gnubg reaches ${theirs.value}, our engine ${ours}`,
    );
  }
  return ok(undefined);
}
