// Which unit tests read files or run programs: those are the tests a fresh clone can
// break (a data file that was never committed, a path outside the repository), so the
// fresh-clone check (fresh-clone.test.ts) runs them in a clone. A test is picked when
// it, or any module it imports from the repository (test helpers and src alike), uses
// the file system or a child process, or finds a file relative to its own URL.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const TOUCHES_DISK = /\bnode:(?:fs|child_process)\b|\bimport\.meta\.(?:url|dirname)\b/;
/**
 * A Worker's script named relative to its module (`new URL("./w.ts", import.meta.url)`)
 * is a bundler's reference, resolved and checked by the build: it reads no file.
 */
const WORKER_URL = /new\s+URL\(\s*["'][^"']+["']\s*,\s*import\.meta\.url\s*\)/g;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) ? [path] : [];
    });
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The unit test files (relative to `root`) whose import closure touches the disk. */
export function testsTouchingDisk(root: string): string[] {
  const texts = new Map<string, string>();
  const textOf = (file: string): string => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(file, "utf8")));
    return text;
  };
  const touches = (test: string): boolean => {
    const seen = new Set([test]);
    const queue = [test];
    while (queue.length > 0) {
      const file = queue.pop()!;
      const text = textOf(file);
      if (TOUCHES_DISK.test(text.replace(WORKER_URL, ""))) return true;
      for (const m of text.matchAll(IMPORT)) {
        const dep = resolveImport(file, m[1]);
        if (dep !== null && /\.tsx?$/.test(dep) && !seen.has(dep)) {
          seen.add(dep);
          queue.push(dep);
        }
      }
    }
    return false;
  };
  return sourceFiles(join(root, "test"))
    .filter((f) => /\.test\.tsx?$/.test(f) && !relative(root, f).startsWith("test/e2e/"))
    .filter(touches)
    .map((f) => relative(root, f));
}
