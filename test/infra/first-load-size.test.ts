import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoad, htmlReferences, inlineCode, staticImports } from "../../bench/size";

describe("htmlReferences", () => {
  it("keeps scripts, modulepreloads and stylesheets; drops icons, manifests, remote URLs", () => {
    const html = `<head>
      <link rel="icon" href="./favicon.svg">
      <link rel="manifest" href="./manifest.webmanifest">
      <script type="module" crossorigin src="./assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-def.js">
      <link rel="stylesheet" crossorigin href="./assets/index-123.css">
      <script src="https://example.com/remote.js"></script>
      <script id="vite-plugin-pwa:register-sw" src="./registerSW.js"></script>
    </head>`;
    expect(htmlReferences(html)).toEqual([
      "./assets/index-abc.js",
      "./assets/vendor-def.js",
      "./assets/index-123.css",
      "./registerSW.js",
    ]);
  });

  it("collects inline code but not the bodies of external scripts", () => {
    const html = `<script>window.a=1</script><script src="./x.js"></script><style>p{}</style>`;
    expect(inlineCode(html)).toBe("window.a=1\np{}");
  });
});

describe("staticImports", () => {
  it("finds minified and plain static imports and re-exports", () => {
    const code =
      'import{h as e,r as t}from"./vendor-1.js";import"./side.js";' +
      "export { x } from './re.js';\nimport * as all from \"../up.js\";";
    expect(staticImports(code)).toEqual(["./vendor-1.js", "./side.js", "./re.js", "../up.js"]);
  });

  it("ignores dynamic import() and bare package names", () => {
    const code = 'const p=()=>import("./peer-9.js");import x from "preact";';
    expect(staticImports(code)).toEqual([]);
  });
});

describe("firstLoad", () => {
  const dist = mkdtempSync(join(tmpdir(), "tabula-size-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("sums the gzip of the entry, its static imports and CSS, never lazy chunks", () => {
    mkdirSync(join(dist, "assets"));
    const files: Record<string, string> = {
      "index.html":
        '<script type="module" src="./assets/entry.js"></script>' +
        '<link rel="stylesheet" href="./assets/app.css">',
      "assets/entry.js": 'import{a}from"./shared.js";const lazy=()=>import("./lazy.js");a(lazy);',
      "assets/shared.js": 'import"./deep.js";export const a=f=>f;',
      "assets/deep.js": "console.log('deep');",
      "assets/lazy.js": "x".repeat(50_000),
      "assets/app.css": "body{margin:0}",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);

    const load = firstLoad(dist);
    const counted = ["assets/entry.js", "assets/shared.js", "assets/deep.js", "assets/app.css"];
    expect(load.files.map((f) => f.file).sort()).toEqual([...counted].sort());
    const gzip = counted.reduce(
      (sum, name) => sum + gzipSync(Buffer.from(files[name]), { level: 9 }).length,
      0,
    );
    expect(load.gzipBytes).toBe(gzip);
    expect(load.rawBytes).toBe(counted.reduce((sum, name) => sum + files[name].length, 0));
  });
});
