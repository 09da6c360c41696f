import { chooseBotMove } from "../games/bot-move";
import { rngFromText } from "../engine/random";
import type { BotReply, BotRequest } from "./model/bot-protocol";

/**
 * Answers one request of the bot worker: the move in notation, or why there is none.
 * Never rejects. Only the bot worker imports this file, and each game's bots are
 * loaded on the first request for that game (manifests), so no bot's code or net
 * weights enter the app's first load.
 */
export async function answerBotRequest(request: BotRequest): Promise<BotReply> {
  const move = await chooseBotMove({
    game: request.game,
    view: request.view,
    seat: request.seat,
    level: request.level,
    rng: rngFromText(request.seed),
  });
  return move.ok ? { ok: true, text: move.value } : { ok: false, ...move.error };
}
