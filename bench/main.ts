// `npm run bench [-- --only SECTION,...]`: measures Tabula's figures against the
// project's goals, prints a table, writes bench/results.json. Sections: size, replay,
// resume, lighthouse, bots, backgammon, gnubg, gnubgexpert, gnubgcube, bgworker, movegen, net, fair, fairweb, fairtables, signing,
// spite, mountains, gallery, floods (see `sections` below).
// The browser figures need a build (npm run build) and Chromium.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { findGame } from "../src/games/registry";
import { DIST_DIR } from "../test/e2e/server";
import { missing, type Figure } from "./figure";
import { benchReplay } from "./replay";
import { benchSize } from "./size";

const BENCH_DIR = import.meta.dirname;
const RESULTS = resolve(BENCH_DIR, "results.json");

type Section = () => Promise<Figure[]>;

/**
 * Other engineers' figures plug in as bench/<name>.ts exporting `<exportName>()`;
 * a file that does not exist yet is reported as missing, not as a failure.
 */
async function optionalModule(
  file: string,
  exportName: string,
  ...args: unknown[]
): Promise<Figure[]> {
  const path = resolve(BENCH_DIR, file);
  if (!existsSync(path)) return [missing(file, file, "", `bench/${file} does not exist yet`)];
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const run = module[exportName];
  if (typeof run !== "function") {
    return [missing(file, file, "", `bench/${file} does not export ${exportName}()`)];
  }
  return asFigures(file, await (run as (...a: unknown[]) => unknown)(...args));
}

/**
 * Accepts a Figure, a Figure[], or any other object: that one becomes a row whose note
 * is its compact JSON and whose verdict sums up every `met` found inside it.
 */
function asFigures(source: string, value: unknown): Figure[] {
  const items = Array.isArray(value) ? value : [value];
  const isFigure = (x: unknown): x is Figure =>
    typeof x === "object" && x !== null && "key" in x && "value" in x;
  if (items.length > 0 && items.every(isFigure)) return items;
  const verdicts = metValues(value);
  const json = JSON.stringify(value) ?? "null";
  return [
    {
      key: source,
      label: source.replace(/\.ts$/, ""),
      value: null,
      unit: "",
      goal: verdicts.length > 0 ? "its own targets" : null,
      met: verdicts.length === 0 ? null : verdicts.every((v) => v),
      note: json.length > 300 ? `${json.slice(0, 300)}… (whole in results.json)` : json,
      detail: value,
    },
  ];
}

/** Every boolean `met` field, however deep. */
function metValues(value: unknown): boolean[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "met" && typeof inner === "boolean" ? [inner] : metValues(inner),
  );
}

/** The table each game's replay figure is measured on (its most common one). */
const REPLAY_TABLES: readonly {
  readonly id: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
}[] = [
  { id: "smalta", options: { fortune: "die" }, seats: 2 },
  { id: "backgammon", options: {}, seats: 2 },
  { id: "spite-malice", options: {}, seats: 2 },
  { id: "mountains", options: {}, seats: 4 },
  { id: "gallery", options: {}, seats: 2 },
];

const sections: Readonly<Record<string, Section>> = {
  size: async () => [benchSize(DIST_DIR)],
  // Replay of 1,000 entries for every registered game (each game's own section repeats
  // its figure beside its bots).
  replay: async () =>
    REPLAY_TABLES.flatMap(({ id, options, seats }) => {
      const game = findGame(id);
      return game
        ? benchReplay(game, options, seats)
        : [missing(`replay-${id}`, id, "ms", "not registered")];
    }),
  resume: async () => (await import("./resume")).benchResume(DIST_DIR),
  lighthouse: async () => (await import("./lighthouse")).benchLighthouse(DIST_DIR),
  bots: () => optionalModule("smalta-bots.ts", "benchSmaltaBots"),
  backgammon: () => optionalModule("backgammon-bots.ts", "benchBackgammonBots"),
  // Against GNU Backgammon, a section per measurement so that two can run side by side
  // (each match keeps about one core busy) without one dropping the other's figures.
  gnubg: () => optionalModule("backgammon-gnubg.ts", "benchBackgammonGnubg", undefined, ["strong"]),
  gnubgexpert: () =>
    optionalModule("backgammon-gnubg.ts", "benchBackgammonGnubg", undefined, ["expert"]),
  gnubgcube: () => optionalModule("backgammon-gnubg.ts", "benchBackgammonGnubgCube"),
  bgworker: () => optionalModule("backgammon-worker.ts", "benchBackgammonWorker", DIST_DIR),
  movegen: () => optionalModule("backgammon-movegen.ts", "benchBackgammonMoveGen"),
  net: () => optionalModule("net.ts", "benchNet", DIST_DIR),
  fair: async () => (await import("./fair")).benchFair(),
  fairweb: async () => (await import("./fair-web")).benchFairWeb(DIST_DIR),
  fairtables: async () => (await import("./fair-web-tables")).benchFairWebTables(DIST_DIR),
  signing: async () => [
    ...(await (await import("./signing")).benchSigning()),
    ...(await (await import("./signing-local")).benchLocalSigning(DIST_DIR)),
  ],
  spite: async () => (await import("./spite")).benchSpite(),
  mountains: async () => (await import("./mountains")).benchMountains(),
  gallery: () => optionalModule("gallery.ts", "benchGallery"),
  floods: async () => (await import("./floods")).benchFloods(),
};

function parseOnly(argv: readonly string[]): string[] | string {
  const at = argv.indexOf("--only");
  if (at === -1) return Object.keys(sections);
  const names = (argv[at + 1] ?? "").split(",").filter((n) => n !== "");
  const unknown = names.filter((n) => !(n in sections));
  if (names.length === 0 || unknown.length > 0) {
    return `--only takes a list of: ${Object.keys(sections).join(",")}`;
  }
  return names;
}

function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.label,
    f.value === null ? "—" : `${f.value} ${f.unit}`.trim(),
    f.goal ?? "",
    f.met === null ? "" : f.met ? "ok" : "MISSED",
    f.note,
  ]);
  const header = ["figure", "value", "goal", "", "how / note"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

async function main(argv: readonly string[]): Promise<number> {
  const only = parseOnly(argv);
  if (typeof only === "string") {
    process.stderr.write(`${only}\n`);
    return 2;
  }
  const figures: (Figure & { readonly section: string })[] = [];
  for (const name of only) {
    process.stderr.write(`bench: ${name}…\n`);
    const started = Date.now();
    let measured: Figure[];
    try {
      measured = await sections[name]();
    } catch (error) {
      // One broken section must not hide the others' figures.
      measured = [missing(name, name, "", `failed: ${String(error)}`)];
    }
    const at = new Date().toISOString();
    // The machine's load (1, 5, 15 minutes) when the section ended: figures of a loaded
    // machine (shared CPU cores) are read with it.
    const loadAverage = loadavg().map((l) => Math.round(l * 100) / 100);
    figures.push(...measured.map((f) => ({ section: name, measuredAt: at, loadAverage, ...f })));
    process.stderr.write(`bench: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  process.stdout.write(`${formatTable(figures)}\n`);
  // Sections not run this time keep their last figures, so `--only` refreshes a part.
  const kept = previousFigures().filter((f) => !only.includes(f.section));
  const results = {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    figures: [...kept, ...figures],
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\nwritten ${RESULTS}\n`);
  return figures.some((f) => f.met === false) ? 1 : 0;
}

function previousFigures(): { readonly section: string }[] {
  if (!existsSync(RESULTS)) return [];
  try {
    const old = JSON.parse(readFileSync(RESULTS, "utf8")) as { figures?: unknown };
    return Array.isArray(old.figures)
      ? old.figures.filter(
          (f): f is { section: string } =>
            typeof f === "object" && f !== null && typeof f.section === "string",
        )
      : [];
  } catch {
    return [];
  }
}

// Exit explicitly: the PeerServer of the net section leaves timers that would keep
// Node alive after the figures are written.
process.exit(await main(process.argv.slice(2)));
