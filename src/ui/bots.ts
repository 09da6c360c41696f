import type { Seat } from "../engine/game";
import { rngFromText, type Rng } from "../engine/random";
import {
  chooseMove as chooseBackgammonMove,
  isBotLevel as isBackgammonLevel,
} from "../games/backgammon/bot";
import type { BackgammonState } from "../games/backgammon/state";
import { findGame } from "../games/registry";
import { chooseMove as chooseSmaltaMove, isBotLevel } from "../games/smalta/bot";
import type { SmaltaState } from "../games/smalta/state";
import type { BotReply, BotRequest } from "./model/bot-protocol";

/** A game's bot as the worker calls it: a move for `seat` from what that seat sees. */
type Bot = (view: unknown, seat: Seat, level: string, rng: Rng) => unknown;

/**
 * The bots of every game, by game id. Only the bot worker imports this file, so the
 * bots' code stays out of the app's first load.
 */
const bots: Readonly<Record<string, Bot>> = {
  smalta: (view, seat, level, rng) =>
    isBotLevel(level) ? chooseSmaltaMove(view as SmaltaState, seat, level, rng) : null,
  backgammon: (view, seat, level, rng) => {
    if (!isBackgammonLevel(level)) return null;
    const chosen = chooseBackgammonMove(view as BackgammonState, seat, level, rng);
    return chosen.ok ? chosen.value : null;
  },
};

/** Answers one request: the move in notation, or why there is none. Never throws. */
export function answerBotRequest(request: BotRequest): BotReply {
  const game = findGame(request.game);
  const bot = Object.hasOwn(bots, request.game) ? bots[request.game] : null;
  if (!game || !bot) {
    return { ok: false, code: "no-bot", message: `no bot plays "${request.game}"` };
  }
  try {
    const move = bot(request.view, request.seat, request.level, rngFromText(request.seed));
    if (move === null || move === undefined) {
      return { ok: false, code: "no-move", message: `the ${request.level} bot has no move` };
    }
    return { ok: true, text: game.formatMove(move) };
  } catch (e) {
    // A bot bug must not freeze the game: report it like any refusal.
    return { ok: false, code: "bot-failed", message: e instanceof Error ? e.message : String(e) };
  }
}
