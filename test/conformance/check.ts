import { isDeepStrictEqual } from "node:util";

/**
 * The checks of a conformance example against one line of `replay` output (the JSON
 * object the command line prints for a file). Each returns what disagrees, for people;
 * an empty list means the line agrees. The in-process test (examples.test.ts) and the
 * runner over the real command line (run-examples.ts) both use these, so they judge
 * alike:
 * - `expect`: only the keys present are checked. `error.entry` asks for a refusal at
 *   that entry (nothing else is checked then); `legalCount` is the length of `legal`;
 *   `winners` and `toMove` compare as sets; every other key compares exactly.
 * - `accepts`: the file with the entry appended replays without error.
 * - `rejects`: the file with the entry appended is refused at that entry.
 */
export type Line = Readonly<Record<string, unknown>>;

const short = (value: unknown): string => JSON.stringify(value)?.slice(0, 200) ?? "undefined";

function entryOfError(line: Line): unknown {
  const error = line.error as { entry?: unknown } | undefined;
  return error === undefined || error === null ? undefined : error.entry;
}

/** Seats as a set: sorted, a missing or null list being empty. */
function asSet(value: unknown): unknown[] {
  const list = Array.isArray(value) ? [...value] : [];
  const key = (v: unknown): string => JSON.stringify(v) ?? "";
  return list.sort((a, b) =>
    typeof a === "number" && typeof b === "number"
      ? a - b
      : key(a) < key(b)
        ? -1
        : +(key(a) > key(b)),
  );
}

export function checkExpect(expect: Line, got: Line): string[] {
  if ("error" in expect) {
    const entry = (expect.error as { entry?: unknown }).entry;
    return "error" in got && entryOfError(got) === entry
      ? []
      : [`error at entry ${String(entry)} expected, got ${short(got)}`];
  }
  if ("error" in got) return [`unexpected error ${short(got.error)}`];
  const bad: string[] = [];
  for (const [key, want] of Object.entries(expect)) {
    if (key === "legalCount") {
      const n = Array.isArray(got.legal) ? got.legal.length : 0;
      if (n !== want) bad.push(`legalCount ${n} != ${short(want)}`);
    } else if (key === "winners" || key === "toMove") {
      if (!isDeepStrictEqual(asSet(got[key]), asSet(want)))
        bad.push(`${key} ${short(got[key])} != ${short(want)}`);
    } else if (!isDeepStrictEqual(got[key], want)) {
      bad.push(`${key} ${short(got[key])} != ${short(want)}`);
    }
  }
  return bad;
}

export function checkAccepts(got: Line): string[] {
  return "error" in got ? [`refused: ${short(got.error)}`] : [];
}

/** `entry`: the 0-based index of the appended entry, which must be the one refused. */
export function checkRejects(got: Line, entry: number): string[] {
  return "error" in got && entryOfError(got) === entry
    ? []
    : [`not refused at entry ${entry}: ${short(got).slice(0, 160)}`];
}
