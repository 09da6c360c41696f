import { describe, expect, it } from "vitest";
import { errorOf, replayText, type ReplayLine } from "../../src/cli/replay";
import { findGame } from "../../src/games/registry";
import { loadExamples, type Example } from "./examples";

const examples = loadExamples();
const sortedSet = (v: unknown): unknown[] => [...((v as unknown[]) ?? [])].sort();

function replayWith(example: Example, moves: readonly string[]): ReplayLine {
  return replayText(JSON.stringify({ ...example.file, moves }));
}

/** Checks the `expect` keys exactly as shared/tools/run_examples.py does. */
function checkExpect(example: Example, got: ReplayLine): void {
  const expected = example.expect;
  if ("error" in expected) {
    const entry = (expected.error as { entry: number }).entry;
    expect(errorOf(got)?.entry ?? "no error").toBe(entry);
    return;
  }
  expect(errorOf(got)).toBeNull();
  if ("error" in got) return;
  for (const [key, value] of Object.entries(expected)) {
    if (key === "legalCount") expect(got.legal.length, "legalCount").toBe(value);
    else if (key === "winners" || key === "toMove")
      expect(sortedSet(got[key]), key).toEqual(sortedSet(value));
    else expect(got[key], key).toEqual(value);
  }
}

it("finds the shared examples", () => {
  expect(examples.length).toBeGreaterThan(30);
});

for (const game of [...new Set(examples.map((e) => e.game))].sort()) {
  const built = findGame(game) !== null;
  // Examples of games not built yet are skipped by name, never silently passed.
  describe.skipIf(!built)(
    `examples of ${game}${built ? "" : " (game not built yet: skipped)"}`,
    () => {
      for (const example of examples.filter((e) => e.game === game)) {
        describe(example.path, () => {
          it(`expect: ${example.name}`, () =>
            checkExpect(example, replayWith(example, example.file.moves)));
          for (const entry of example.accepts) {
            it(`accepts ${JSON.stringify(entry)}`, () => {
              const got = replayWith(example, [...example.file.moves, entry]);
              expect(errorOf(got)).toBeNull();
            });
          }
          for (const entry of example.rejects) {
            it(`rejects ${JSON.stringify(entry)}`, () => {
              const got = replayWith(example, [...example.file.moves, entry]);
              expect(errorOf(got)?.entry ?? "accepted").toBe(example.file.moves.length);
            });
          }
        });
      }
    },
  );
}
