import { readFileSync, statSync } from "node:fs";
import { fail, ok, type Result } from "../engine/errors";
import { checkFileSize } from "../log/gamefile";

/**
 * Reads a game file from disk, refusing it by its size in bytes BEFORE reading it, so
 * a huge file costs a stat, not its size in memory.
 */
export function readGameFile(path: string): Result<string> {
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return fail("unreadable", `${path} is not a file`);
    size = stat.size;
  } catch {
    return fail("unreadable", `cannot read ${path}`);
  }
  const tooLarge = checkFileSize(size);
  if (tooLarge) return { ok: false, error: tooLarge };
  try {
    return ok(readFileSync(path, "utf8"));
  } catch {
    return fail("unreadable", `cannot read ${path}`);
  }
}
