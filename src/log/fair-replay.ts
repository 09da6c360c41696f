import { ok, type Result } from "../engine/errors";
import type { Actor, AnyGame } from "../engine/game";
import type { FairState } from "../fair/state";
import { applyFairAt, fairAfter, fairSourceAt, startFairOf } from "./fair";
import type { GameFile } from "./gamefile";
import type { GameHeader } from "./header";
import type { EntryError, Replayed } from "./replay";
import { stepText } from "./step";

/**
 * The replay of a game file played in fair mode (docs/fair-play.md, "Game files"): its
 * moves, with its fair entries folded in at their places, every outcome drawn from the
 * reveals and decks as the devices drew it. It shows what is public: tokens where cards
 * stayed hidden, cards where they were opened to all, and every card once each deck's
 * secrets (`keys`) are in. A refused fair entry stops the replay like a refused move,
 * at the index of the move it comes before.
 */
export interface FairReplayed extends Replayed {
  readonly fair: FairState | null;
  /** The index in the file's `fair.log` of the fair entry refused, if one was (else null). */
  readonly refusedFair?: number;
}

export function replayFairFile(game: AnyGame, start: unknown, file: GameFile): FairReplayed {
  const fairFile = file.fair!;
  const header = { id: fairFile.id, fair: fairFile.header } as unknown as GameHeader;
  const begun = startFairOf(game, header, start);
  const none = { state: start, previous: start, actors: [], fair: null };
  if (!begun || !begun.ok) {
    const error = begun && !begun.ok ? begun.error : { code: "bad-file", message: "no fair" };
    return { ...none, error: { entry: 0, ...error } };
  }
  let fair = begun.value;
  let state = start;
  let previous = start;
  const actors: Actor[] = [];
  let next = 0; // the next fair entry of the file
  const stop = (entry: number, error: { code: string; message: string }): FairReplayed => ({
    state,
    previous,
    actors,
    fair,
    error: { entry, code: error.code, message: error.message } satisfies EntryError,
  });
  for (let i = 0; i <= file.moves.length; i++) {
    for (; next < fairFile.log.length && fairFile.log[next].at === i; next++) {
      const { by, text } = fairFile.log[next];
      const step = applyFairAt(game, state, fair, by, text);
      if (!step.ok) return { ...stop(i, step.error), refusedFair: next };
      ({ state, fair } = step.value);
    }
    if (i === file.moves.length) break;
    const drawn = drawAt(game, state, fair, file.moves[i], i);
    if (!drawn.ok) return stop(i, drawn.error);
    previous = state;
    ({ state, fair } = drawn.value);
    actors.push(drawn.value.actor);
  }
  return { state, previous, actors, fair, error: null };
}

/** One move of a fair file: a random outcome is checked against the fair source. */
function drawAt(
  game: AnyGame,
  state: unknown,
  fair: FairState,
  text: string,
  i: number,
): Result<{ state: unknown; fair: FairState; actor: Actor }> {
  const random = fairSourceAt(fair);
  const chance = game.pending(state) !== null && game.result(state) === null;
  if (chance && !random.ok) return random;
  const source = random.ok ? random.value : { draw: () => null };
  const step = stepText(game, state, text, i, source);
  if (!step.ok) return step;
  const after = fairAfter(game, step.value.state, fair, step.value.actor === "chance");
  if (!after.ok) return after;
  return ok({ state: step.value.state, fair: after.value, actor: step.value.actor });
}
