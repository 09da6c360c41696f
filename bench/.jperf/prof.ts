import { findGame } from "../../src/games/registry";
import { thousandEntries } from "../../bench/replay";
import { initialState, randomSourceFor, replayMoves } from "../../src/log/replay";
const game = findGame("backgammon")!;
const files = thousandEntries(game, {}, 2);
for (let run = 0; run < 40; run++) for (const file of files) {
  const start = initialState(game, file);
  if ("error" in start) throw new Error("x");
  replayMoves(game, start.state, file.moves, randomSourceFor(null));
}
