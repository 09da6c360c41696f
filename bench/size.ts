// First-load size of the built app: the JS and CSS a first visit must fetch before
// the app runs (entry script, its static imports, modulepreloads, stylesheets, inline
// code), gzipped at level 9. Chunks reached only by dynamic import() are not counted:
// that is the point of loading peerjs and the QR code readers lazily.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { atMost, missing, type Figure } from "./figure";

const BUDGET_BYTES = 50 * 1024;

/** Relative references of index.html to scripts, modulepreloads and stylesheets. */
export function htmlReferences(html: string): string[] {
  const refs: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    const rel = /\brel=["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!isScript && rel !== "modulepreload" && rel !== "stylesheet") continue;
    const url = new RegExp(`\\b${isScript ? "src" : "href"}=["']?([^"'\\s>]+)`, "i").exec(tag)?.[1];
    if (url && !/^([a-z]+:)?\/\//i.test(url)) refs.push(url);
  }
  return refs;
}

/** Inline <script> and <style> bodies (they are first-load code too). */
export function inlineCode(html: string): string {
  const bodies = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)]
    .filter(([, , attrs]) => !/\bsrc=/i.test(attrs))
    .map(([, , , body]) => body);
  return bodies.join("\n");
}

/**
 * Static imports of an ES module: `import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"` (minified or not); never `import("./x.js")`.
 */
export function staticImports(code: string): string[] {
  const found = code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  );
  return [...found].map((m) => m[1]);
}

export interface FirstLoad {
  readonly files: readonly {
    readonly file: string;
    readonly bytes: number;
    readonly gzip: number;
  }[];
  /** Gzip of each file, summed (each file is fetched and compressed on its own). */
  readonly gzipBytes: number;
  readonly rawBytes: number;
}

export function firstLoad(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const seen = new Set<string>();
  const queue = htmlReferences(html).map((url) => resolveIn(distDir, distDir, url));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (file.endsWith(".js") || file.endsWith(".mjs")) {
      const code = readFileSync(file, "utf8");
      queue.push(...staticImports(code).map((url) => resolveIn(distDir, dirname(file), url)));
    }
  }
  const files = [...seen]
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => {
      const bytes = readFileSync(file);
      return {
        file: relative(distDir, file),
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
      };
    });
  const inline = inlineCode(html);
  if (inline.trim() !== "") {
    const bytes = Buffer.from(inline);
    files.push({
      file: "index.html (inline code)",
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  return {
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    rawBytes: files.reduce((sum, f) => sum + f.bytes, 0),
  };
}

function resolveIn(distDir: string, fromDir: string, url: string): string {
  const path = url.split(/[?#]/)[0];
  return normalize(path.startsWith("/") ? join(distDir, path) : join(fromDir, path));
}

export function benchSize(distDir: string): Figure {
  const label = "first-load JS+CSS (gzip -9)";
  if (!existsSync(join(distDir, "index.html"))) {
    return missing("first-load-gzip", label, "KB", `no build in ${distDir}: run npm run build`);
  }
  const load = firstLoad(distDir);
  return atMost(
    {
      key: "first-load-gzip",
      label,
      value: round(load.gzipBytes / 1024, 1),
      unit: "KB",
      note: `${load.files.length} files, ${round(load.rawBytes / 1024, 1)} KB before gzip (1 KB = 1,024 bytes)`,
      detail: load,
    },
    BUDGET_BYTES / 1024,
    "≤ 50 KB",
  );
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));
