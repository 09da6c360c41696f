// Checks the import graph of src/: no cycles, and layers import downward only
// (docs/architecture.md: engine < log < store < net < games < ui; cli may use all but ui).
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve("src");
const rank = { engine: 0, log: 1, store: 2, net: 3, games: 4, ui: 5, cli: 6, bench: 6 };

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importRe = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;
const dynamicRe = /import\(\s*["']([^"']+)["']\s*\)/g;
const graph = new Map();
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  const deps = new Set();
  for (const re of [importRe, dynamicRe]) {
    for (const m of text.matchAll(re)) {
      const target = resolveImport(file, m[1]);
      if (target) deps.add(target);
    }
  }
  graph.set(file, [...deps]);
}

const problems = [];
const layerOf = (file) => relative(root, file).split("/")[0];
const isPureGameFile = (file) => /^games\/[^/]+\/[^/]+\.ts$/.test(relative(root, file));
// Shipped data (bot weights) in a game's own folder is as pure as its rules.
const isGameData = (file) => /^games\/[^/]+\/[^/]+\.json$/.test(relative(root, file));
// Folders of pure modules that are no game but serve several (the cards kit, the mosaic
// grid): any game's rules may import them; they import no game.
const SHARED_RULES = new Set(["cards", "mosaic"]);
const isSharedRules = (file) => {
  const [layer, folder] = relative(root, file).split("/");
  return layer === "games" && SHARED_RULES.has(folder);
};
for (const [file, deps] of graph) {
  for (const dep of deps) {
    const a = layerOf(file);
    const b = layerOf(dep);
    const rel = relative(root, file);
    const relDep = relative(root, dep);
    if (rank[a] !== undefined && rank[b] !== undefined && rank[b] > rank[a]) {
      const viewUsesKit = rel.startsWith("games/") && relDep.startsWith("ui/kit/");
      if (!viewUsesKit)
        problems.push(`${rel} imports ${relDep}: a lower layer imports a higher one`);
    }
    const pureDep = isPureGameFile(dep) || isGameData(dep);
    if (isPureGameFile(file) && !pureDep && !["engine", "log"].includes(b)) {
      problems.push(`${rel} is pure rules but imports ${relDep}`);
    }
    if (isSharedRules(file) && isPureGameFile(dep) && !isSharedRules(dep)) {
      problems.push(`${rel} is shared rules but imports a game: ${relDep}`);
    }
    const ownFolder = relDep.split("/")[1] === rel.split("/")[1];
    if (isPureGameFile(file) && pureDep && !ownFolder && !isSharedRules(dep)) {
      problems.push(`${rel} imports another game's rules: ${relDep}`);
    }
  }
}

// Cycles, by depth-first search with colours.
const colour = new Map();
const stack = [];
function visit(node) {
  colour.set(node, 1);
  stack.push(node);
  for (const dep of graph.get(node) ?? []) {
    if (colour.get(dep) === 1) {
      const cycle = stack.slice(stack.indexOf(dep)).concat(dep);
      problems.push(`import cycle: ${cycle.map((f) => relative(root, f)).join(" -> ")}`);
    } else if (!colour.has(dep)) visit(dep);
  }
  stack.pop();
  colour.set(node, 2);
}
for (const node of graph.keys()) if (!colour.has(node)) visit(node);

if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`import graph: ${graph.size} files, no cycles, layers respected`);
