import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** The public conformance examples in ../shared/examples (format in its README). */
export interface Example {
  readonly path: string;
  readonly name: string;
  readonly game: string;
  readonly file: { readonly moves: readonly string[] } & Record<string, unknown>;
  readonly expect: Record<string, unknown>;
  readonly accepts: readonly string[];
  readonly rejects: readonly string[];
}

export const EXAMPLES_DIR = join(import.meta.dirname, "../../../shared/examples");

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith(".json") ? [path] : [];
    });
}

export function loadExamples(dir = EXAMPLES_DIR): Example[] {
  return jsonFiles(dir).flatMap((path) => {
    const data: unknown = JSON.parse(readFileSync(path, "utf8"));
    const items = Array.isArray(data) ? data : [data];
    return items.map((raw: Record<string, unknown>, i) => {
      const file = raw.file as Example["file"];
      return {
        path: relative(dir, path) + (Array.isArray(data) ? `#${i}` : ""),
        name: String(raw.name ?? path),
        game: String(file.game),
        file,
        expect: (raw.expect ?? {}) as Record<string, unknown>,
        accepts: (raw.accepts ?? []) as string[],
        rejects: (raw.rejects ?? []) as string[],
      };
    });
  });
}
