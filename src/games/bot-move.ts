import { fail, ok, type Result } from "../engine/errors";
import type { Seat } from "../engine/game";
import type { Rng } from "../engine/rng";
import { findManifest } from "./manifests";

export interface BotMoveRequest {
  /** Game id ("smalta"). */
  readonly game: string;
  /** `rules.view(state, seat)`: the bot sees what its seat sees, nothing more. */
  readonly view: unknown;
  readonly seat: Seat;
  readonly level: string;
  readonly rng: Rng;
}

/**
 * The move, in the game's notation, that the bot of `level` makes for `seat` from its
 * view: the one way to ask a bot, for the bot worker and `npm run cli -- bot`. Never
 * throws: `no-bot` (the game has no bots), `unknown-level`, the bot's own refusal (e.g.
 * `no-move`), or `bot-failed` when a bot's code throws.
 */
export async function chooseBotMove(request: BotMoveRequest): Promise<Result<string>> {
  const manifest = findManifest(request.game);
  if (!manifest?.bots) return fail("no-bot", `no bot plays "${request.game}"`);
  try {
    const [bots, rules] = await Promise.all([manifest.bots(), manifest.rules()]);
    if (!bots.levels.includes(request.level)) {
      return fail(
        "unknown-level",
        `${request.game} has no bot "${request.level}" (levels: ${bots.levels.join(", ")})`,
      );
    }
    const move = bots.choose(request.view, request.seat, request.level, request.rng);
    return move.ok ? ok(rules.formatMove(move.value)) : move;
  } catch (e) {
    // A bot bug must not freeze the game: report it like any refusal.
    return fail("bot-failed", e instanceof Error ? e.message : String(e));
  }
}
