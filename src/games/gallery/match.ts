import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import {
  winRateReport,
  type Clock,
  type GameRecord,
  type MatchAdapter,
  type MatchPlan,
} from "../bot-match/core";
import { playBotGame } from "../bot-match/play";
import { BOT_LEVELS, chooseMove, isBotLevel, type BotLevel } from "./bot";
import type { GalleryMove } from "./notation";
import { gallery } from "./rules";
import type { GalleryOptions, GalleryState } from "./state";

/**
 * `match gallery --a LEVEL --b LEVEL [--players 2|3|4] [--distinct-colours true]`: bot a
 * in one seat, bot b in every other. Seating and seeds are playBotGame's (src/games/bot-match/play.ts):
 * games come in blocks of `players` games sharing one deal, a in a different seat in
 * each. A game counts 1 for a when a alone has the highest total, 1/k when a shares it
 * with k − 1 others, else 0. msPerMove is the median of a's time per turn (every entry
 * of one turn together: the draw, the steps, the discard).
 */

/** A game longer than this is a bug (a random player's game is a few hundred entries). */
const MAX_ENTRIES = 20_000;

export const galleryMatch: MatchAdapter = {
  plan(flags) {
    for (const key of flags.keys()) {
      if (!["a", "b", "players", "distinct-colours"].includes(key)) {
        return fail("usage", `match gallery has no option --${key}`);
      }
    }
    const a = flags.get("a") ?? "";
    const b = flags.get("b") ?? "";
    for (const level of [a, b]) {
      if (!isBotLevel(level)) {
        return fail("usage", `--a and --b take a level: ${BOT_LEVELS.join(", ")}`);
      }
    }
    const players = Number(flags.get("players") ?? "2");
    if (![2, 3, 4].includes(players)) return fail("usage", "--players takes 2, 3 or 4");
    const distinct = flags.get("distinct-colours") ?? "false";
    if (distinct !== "true" && distinct !== "false") {
      return fail("usage", "--distinct-colours takes true or false");
    }
    const options = gallery.parseOptions({ distinctColours: distinct === "true" });
    if (!options.ok) return options;
    return ok(galleryPlan(a as BotLevel, b as BotLevel, players, options.value));
  },
};

export function galleryPlan(
  a: BotLevel,
  b: BotLevel,
  players: number,
  options: GalleryOptions,
): MatchPlan {
  return {
    play: (index, matchSeed, clock) => playGame(a, b, players, options, index, matchSeed, clock),
    report: winRateReport,
  };
}

/** The entries that end a turn. */
const endsTurn = (move: GalleryMove): boolean =>
  ["discard", "pass", "end", "decline"].includes(move.type);

function playGame(
  a: BotLevel,
  b: BotLevel,
  players: number,
  options: GalleryOptions,
  index: number,
  matchSeed: number,
  clock: Clock,
): Result<GameRecord> {
  const setup = gallery.setup(options, players);
  if (!setup.ok) return setup;
  const seatOfA: Seat = index % players;
  const turnMs: number[] = [];
  let current = 0;
  return playBotGame<GalleryState, GalleryMove>(
    {
      game: gallery,
      label: `gallery-match-${players}`,
      maxEntries: MAX_ENTRIES,
      seats: players,
      choose: (view, seat, rng) => {
        const started = clock();
        const move = chooseMove(view, seat, seat === seatOfA ? a : b, rng);
        if (seat === seatOfA) {
          current += clock() - started;
          if (move && endsTurn(move)) {
            turnMs.push(current);
            current = 0;
          }
        }
        return move ? ok(move) : fail("no-move", `seat ${seat} found no move`);
      },
      // Timed per turn above, not per entry.
      timed: () => false,
      record: (state) => recordOf(state, seatOfA, turnMs),
    },
    setup.value,
    index,
    matchSeed,
    clock,
  );
}

function recordOf(state: GalleryState, seatOfA: Seat, moveMs: number[]): GameRecord {
  const outcome = gallery.result(state);
  const winners = outcome?.winners ?? [];
  const scores = outcome?.scores ?? state.scores;
  const score = winners.includes(seatOfA) ? 1 / winners.length : 0;
  const others = scores.filter((_, seat) => seat !== seatOfA);
  return { score, points: scores[seatOfA] - Math.max(...others), moveMs };
}
