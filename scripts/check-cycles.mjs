// Checks the import graph of src/: no cycles, layers import downward only
// (docs/architecture.md: engine < fair < log < store < net < games < ui; cli may use all but
// ui), pure game files import only pure code, and the app's first load (static imports
// from src/main.tsx) holds no game's rules, bots or weights: a game's manifest loads
// them with import().
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve("src");
// fair (src/fair/, the pure core of fair play) sits under log: the merge judges fair
// entries and draws fair outcomes, so the log imports it; it imports only the engine.
const rank = { engine: 0, fair: 1, log: 2, store: 3, net: 4, games: 5, ui: 6, cli: 7, bench: 7 };

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
/** Static imports only: what loads with a file, not on demand. */
const staticGraph = new Map();
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  const deps = new Set();
  const staticDeps = new Set();
  for (const re of [importRe, dynamicRe]) {
    for (const m of text.matchAll(re)) {
      const target = resolveImport(file, m[1]);
      if (!target) continue;
      deps.add(target);
      if (re === importRe) staticDeps.add(target);
    }
  }
  graph.set(file, [...deps]);
  staticGraph.set(file, [...staticDeps]);
}

const problems = [];
const layerOf = (file) => relative(root, file).split("/")[0];
// A game's manifest (games/<game>/index.ts) is its plug into the app: not pure.
const isManifest = (file) => /^games\/[^/]+\/index\.ts$/.test(relative(root, file));
const isPureGameFile = (file) =>
  /^games\/[^/]+\/[^/]+\.ts$/.test(relative(root, file)) && !isManifest(file);
// Shipped data (bot weights) in a game's own folder is as pure as its rules.
const isGameData = (file) => /^games\/[^/]+\/[^/]+\.json$/.test(relative(root, file));
// A folder of games/ with a manifest is a game; one without (bot-match, cards, mosaic)
// is a shared pure module that any game may use.
const folderOf = (file) => relative(root, file).split("/")[1];
const isGameFolder = (folder) => existsSync(join(root, "games", folder, "index.ts"));
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
    if (isPureGameFile(file) && !pureDep && !["engine", "fair", "log"].includes(b)) {
      problems.push(`${rel} is pure rules but imports ${relDep}`);
    }
    const sharedFile = isPureGameFile(file) && !isGameFolder(folderOf(file));
    if (sharedFile && isPureGameFile(dep) && isGameFolder(folderOf(dep))) {
      problems.push(`${rel} is a shared module but imports a game: ${relDep}`);
    }
    if (
      isPureGameFile(file) &&
      pureDep &&
      folderOf(dep) !== folderOf(file) &&
      isGameFolder(folderOf(dep))
    ) {
      problems.push(`${rel} imports another game's rules: ${relDep}`);
    }
    if (relDep === "games/registry.ts" && ["ui", "net", "store"].includes(a)) {
      problems.push(`${rel} imports games/registry.ts (all rules at once): use loadRules`);
    }
  }
}

// A manifest loads its rules, bots, advice, hint, guide and match adapter by these names:
// vite.config.ts leaves ./bot, ./advice-answer, ./hint and ./match out of the app's build (only
// the bot worker and the command line run them), which keeps their chunks out of what
// the service worker precaches.
const MANIFEST_LOADS = ["./rules", "./bot", "./advice-answer", "./hint", "./guide", "./match"];
for (const file of graph.keys()) {
  if (!isManifest(file)) continue;
  for (const m of readFileSync(file, "utf8").matchAll(dynamicRe)) {
    if (!MANIFEST_LOADS.includes(m[1])) {
      problems.push(
        `${relative(root, file)} loads "${m[1]}": a manifest imports only ${MANIFEST_LOADS.join(", ")}`,
      );
    }
  }
}

// The app's first load: what src/main.tsx reaches by static imports. A game's rules,
// bots, match adapter and weights must not be in it (its manifest imports them lazily).
const firstLoad = new Set();
const pending = [join(root, "main.tsx")].filter((f) => staticGraph.has(f));
while (pending.length > 0) {
  const file = pending.pop();
  if (firstLoad.has(file)) continue;
  firstLoad.add(file);
  pending.push(...(staticGraph.get(file) ?? []));
}
const lazyOnly =
  /^games\/[^/]+\/(rules|bot[^/]*|match|advice-answer)\.ts$|^games\/[^/]+\/[^/]+\.json$/;
for (const file of firstLoad) {
  const rel = relative(root, file);
  if (lazyOnly.test(rel) || rel === "games/registry.ts") {
    problems.push(`${rel} is in the app's first load: its manifest must load it with import()`);
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
