import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The cards kit's components and styles are for lazily loaded boards only: nothing the
 * first screen loads reaches them by a static import (a dynamic import() is a chunk of
 * its own). Its pure parts (names, looks, the selection logic) may be used anywhere.
 */
const src = resolve(import.meta.dirname, "../../src");
const KIT = join(src, "ui/kit/cards");

/** Files reached from `entry` by static imports (type-only imports carry no code). */
export function staticallyReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    const found = text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g,
    );
    for (const [, spec] of found) {
      const target = resolveSpec(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function resolveSpec(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

describe("the cards kit stays out of the first load", () => {
  it("finds static imports and skips dynamic and type-only ones (the walker works)", () => {
    const reached = staticallyReached(join(src, "main.tsx"));
    expect(reached.has(join(src, "ui/app.tsx"))).toBe(true);
    expect(reached.has(join(src, "ui/styles.css"))).toBe(true);
    // hub.ts is loaded by import() only when a paired game opens.
    expect(reached.has(join(src, "ui/pairing/hub.ts"))).toBe(false);
  });

  it("reaches no component and no style of the kit from main.tsx", () => {
    const reached = [...staticallyReached(join(src, "main.tsx"))];
    const kit = reached.filter((f) => f.startsWith(KIT) && /\.(tsx|css)$/.test(f));
    expect(kit.map((f) => relative(src, f))).toEqual([]);
  });
});
