import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The conformance examples (docs/game-file.md, "Conformance examples"): one JSON file
 * per example under test/conformance/examples/<game>/, or a JSON array of them.
 */
export interface Example {
  /** Where it comes from: the file's path relative to the folder read, `#i` for an array item. */
  readonly path: string;
  readonly name: string;
  readonly game: string;
  readonly file: { readonly moves: readonly string[] } & Record<string, unknown>;
  readonly expect: Record<string, unknown>;
  readonly accepts: readonly string[];
  readonly rejects: readonly string[];
}

/** The examples kept in the repository, one folder per game. */
export const EXAMPLES_DIR = join(import.meta.dirname, "examples");

/** Every .json file under `dir`, sorted, subfolders included. */
export function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith(".json") ? [path] : [];
    });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The examples of one JSON file. An array holds one example per item; an object is an
 * example when it has a `file`, and is ignored otherwise (not every JSON file is one).
 * Throws on an array item that is not an example: that is a broken example file.
 */
export function examplesOfFile(path: string, label = path): Example[] {
  const data: unknown = JSON.parse(readFileSync(path, "utf8"));
  const items = Array.isArray(data) ? data : isRecord(data) && "file" in data ? [data] : [];
  return items.map((raw: unknown, i) => {
    const where = Array.isArray(data) ? `${label}#${i}` : label;
    if (!isRecord(raw) || !isRecord(raw.file) || !Array.isArray(raw.file.moves)) {
      throw new Error(`${where}: an example has a "file" with "moves"`);
    }
    const file = raw.file as Example["file"];
    return {
      path: where,
      name: String(raw.name ?? where),
      game: String(file.game),
      file,
      expect: (raw.expect ?? {}) as Record<string, unknown>,
      accepts: (raw.accepts ?? []) as string[],
      rejects: (raw.rejects ?? []) as string[],
    };
  });
}

/** Every example under `dir`, labelled by its path relative to `dir`. */
export function loadExamples(dir = EXAMPLES_DIR): Example[] {
  return jsonFiles(dir).flatMap((path) => examplesOfFile(path, relative(dir, path)));
}

/** The games that have an examples folder, sorted. */
export function exampleGames(dir = EXAMPLES_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}
