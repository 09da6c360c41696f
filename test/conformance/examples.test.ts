// The conformance examples of test/conformance/examples/, replayed in-process through
// the code the command line runs (src/cli/replay.ts) and judged by the runner's own
// checks (check.ts). cli.test.ts runs the same examples through the real process.
import { describe, expect, it } from "vitest";
import { replayText } from "../../src/cli/replay";
import { findGame } from "../../src/games/registry";
import { checkAccepts, checkExpect, checkRejects, type Line } from "./check";
import { exampleGames, loadExamples, type Example } from "./examples";

const examples = loadExamples();

function replayWith(example: Example, moves: readonly string[]): Line {
  return replayText(JSON.stringify({ ...example.file, moves })) as Line;
}

it("finds the examples in the repository, for every game with an examples folder", () => {
  expect(examples.length).toBeGreaterThan(30);
  expect(exampleGames()).toEqual(["backgammon", "gallery", "mountains", "smalta", "spite-malice"]);
  for (const game of exampleGames())
    expect(
      examples.some((e) => e.game === game),
      game,
    ).toBe(true);
});

it("judges a wrong expectation as wrong (the checks can fail)", () => {
  const example = examples.find((e) => e.game === "smalta" && !("error" in e.expect))!;
  const got = replayWith(example, example.file.moves);
  expect(checkExpect({ ...example.expect, status: "nonsense" }, got)).toHaveLength(1);
  expect(checkExpect({ error: { entry: 0 } }, got)).toHaveLength(1);
  expect(checkRejects(got, example.file.moves.length)).toHaveLength(1);
});

for (const game of exampleGames()) {
  const built = findGame(game) !== null;
  // Examples of games not built yet are skipped by name, never silently passed.
  describe.skipIf(!built)(
    `examples of ${game}${built ? "" : " (game not built yet: skipped)"}`,
    () => {
      for (const example of examples.filter((e) => e.game === game)) {
        describe(example.path, () => {
          it(`expect: ${example.name}`, () =>
            expect(checkExpect(example.expect, replayWith(example, example.file.moves))).toEqual(
              [],
            ));
          for (const entry of example.accepts) {
            it(`accepts ${JSON.stringify(entry)}`, () =>
              expect(checkAccepts(replayWith(example, [...example.file.moves, entry]))).toEqual(
                [],
              ));
          }
          for (const entry of example.rejects) {
            it(`rejects ${JSON.stringify(entry)}`, () => {
              const got = replayWith(example, [...example.file.moves, entry]);
              expect(checkRejects(got, example.file.moves.length)).toEqual([]);
            });
          }
        });
      }
    },
  );
}
