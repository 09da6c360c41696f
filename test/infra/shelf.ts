// The team's reference shelf: a folder `shared` checked out beside the repository by
// the people who write Tabula (rules sources, conformance examples, pubeval's weights).
// A user's clone has no such folder and needs none: everything the build, the tests and
// the docs use is copied into the repository. The shelf is used only by
// test/infra/shelf-copies.test.ts, to notice when the shelf's originals move on from
// our copies. This is the one file that names where the shelf is
// (test/infra/no-shelf-paths.test.ts checks that no other tracked file does).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the shelf would be: `shared` beside the repository's root. */
export const SHELF_DIR = resolve(import.meta.dirname, "../../../shared");

/** A path on the shelf, or null when the shelf (or that path) is not there. */
export function shelfPath(relative: string): string | null {
  const path = join(SHELF_DIR, relative);
  return existsSync(path) ? path : null;
}
