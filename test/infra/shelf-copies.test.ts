// Our copies of the reference shelf's files (test/infra/shelf.ts) are identical to the
// originals, byte for byte, when the shelf is beside the repository: so we notice when
// the shelf's set of conformance examples grows or changes. Without the shelf (a user's
// clone, CI) there is nothing to compare with, and the tests say so by name.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLES_DIR, jsonFiles } from "../conformance/examples";
import { shelfPath } from "./shelf";

const PUBEVAL = join(import.meta.dirname, "../../src/games/backgammon/training/pubeval.json");
const RESYNC = "copy the shelf's file(s) over ours, then run the tests";

/** The .json files under a folder, by relative path, with their bytes. */
function tree(dir: string): Map<string, string> {
  return new Map(jsonFiles(dir).map((path) => [relative(dir, path), readFileSync(path, "latin1")]));
}

const examples = shelfPath("examples");
const pubeval = shelfPath("data/pubeval.json");
const absent = (what: string) => `(SKIPPED: no ${what} on the shelf beside the repository)`;

describe("copies of the shelf's files", () => {
  it.skipIf(!examples)(
    `test/conformance/examples/ is identical to the shelf's examples ${examples ? "" : absent("examples")}`,
    () => {
      const ours = tree(EXAMPLES_DIR);
      const theirs = tree(examples!);
      expect([...ours.keys()], `the sets of example files differ: ${RESYNC}`).toEqual([
        ...theirs.keys(),
      ]);
      const differ = [...theirs].filter(([path, bytes]) => ours.get(path) !== bytes);
      expect(
        differ.map(([path]) => path),
        `these examples differ from the shelf's: ${RESYNC}`,
      ).toEqual([]);
    },
  );

  it.skipIf(!pubeval)(
    `training/pubeval.json is identical to the shelf's pubeval weights ${pubeval ? "" : absent("pubeval weights")}`,
    () => {
      expect(readFileSync(PUBEVAL, "latin1") === readFileSync(pubeval!, "latin1"), RESYNC).toBe(
        true,
      );
    },
  );
});
