// Real, legal game logs for the bench: seeded games played by a uniformly random
// legal-move player (the bench needs realistic logs, not strong play), with every
// random outcome drawn from the seeded source exactly as the app draws it.
import type { AnyGame } from "../src/engine/game";
import { rngFromSeed, seededSource } from "../src/engine/random";
import { GAME_FILE_FORMAT, type GameFile } from "../src/log/gamefile";
import { initialState } from "../src/log/replay";
import { actorNow, stepAs } from "../src/log/step";

/** Plays one whole game; the same arguments always give the same file. */
export function playSeededGame(
  game: AnyGame,
  options: Readonly<Record<string, unknown>>,
  seats: number,
  seed: number,
): GameFile {
  const seedHex = seed.toString(16).padStart(8, "0");
  const random = seededSource(seedHex);
  const player = rngFromSeed(seed);
  const start = initialState(game, { options, seats });
  if ("error" in start) throw new Error(`bench setup: ${start.error.message}`);
  let state = start.state;
  const moves: string[] = [];
  for (let actor = actorNow(game, state); actor !== null; actor = actorNow(game, state)) {
    let move: unknown;
    if (actor === "chance") {
      move = random.draw(game, state, moves.length);
    } else {
      const legal = game.legalMoves(state, actor);
      move = legal[player.int(legal.length)];
    }
    const step = stepAs(game, state, actor, move, moves.length, random);
    if (!step.ok) throw new Error(`bench game ${seed}: ${step.error.message}`);
    state = step.value.state;
    moves.push(game.formatMove(move));
  }
  return { format: GAME_FILE_FORMAT, game: game.id, options, seats, seed: seedHex, moves };
}

/** Consecutive seeded games (seeds 1, 2, …) until they hold at least `entries` entries. */
export function seededGamesUpTo(
  game: AnyGame,
  options: Readonly<Record<string, unknown>>,
  seats: number,
  entries: number,
): GameFile[] {
  const files: GameFile[] = [];
  let total = 0;
  for (let seed = 1; total < entries; seed++) {
    const file = playSeededGame(game, options, seats, seed);
    files.push(file);
    total += file.moves.length;
  }
  return files;
}
