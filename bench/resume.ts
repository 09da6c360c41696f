// Resume time in the browser, for a game stored in IndexedDB, measured two ways:
// - warm (the issue's "time to resume ≤ 100 ms"): the app is running on Home and the
//   player taps the game in Continue; from the click to the board fully rendered;
// - cold: from the navigation start of `#/play/<id>` (a reload, the app's files from
//   the service worker's cache) to the board fully rendered; it includes parsing and
//   compiling the app, so it has no goal of its own here.
// The store is seeded through the app's own import (a file per game), like a
// player's store would be. Each figure's detail has the session's own split
// (tabula:load = IndexedDB read, tabula:replay = chain check and replay).
//
// Two cases:
// - backgammon (when registered): a 500-entry log, the first 500 entries of a seeded
//   5-point match between random players (one log spans several games of the match);
//   "rendered" means both pip counts on screen equal those of the replayed state.
// - Smalta: no Smalta game reaches 500 entries (a game is at most 73), so the store
//   holds consecutive seeded games totalling at least 500 entries and the LONGEST is
//   resumed; "rendered" means all 36 cells shown with every painted one painted.
import type { Page } from "playwright-core";
import type { AnyGame } from "../src/engine/game";
import { findGame } from "../src/games/registry";
import type { GameFile } from "../src/log/gamefile";
import { initialState, randomSourceFor, replayMoves } from "../src/log/replay";
import { findChromium, freshProfile, launchChromium } from "../test/e2e/browser";
import { hasBuild, serveStatic } from "../test/e2e/server";
import { byTestId, openHome, waitForServiceWorkerControl } from "../test/e2e/tabula";
import { atMost, median, missing, type Figure } from "./figure";
import { playSeededGame, seededGamesUpTo } from "./seeded-games";

const ENTRIES = 500;
const RUNS = 15;

declare global {
  interface Window {
    /** performance.now() when the awaited board was first complete (set by the bench). */
    __tabulaBoardAt?: number;
    /** performance.now() when the play screen first appeared, complete or not. */
    __tabulaPlayAt?: number;
  }
}

/** A selector that must match exactly `count` elements once the board is complete. */
interface Check {
  readonly selector: string;
  readonly count: number;
}

interface ResumeCase {
  readonly key: string;
  readonly label: string;
  /** Files to import; `resume` is the one whose resume is timed. */
  readonly files: readonly GameFile[];
  readonly resume: GameFile;
  /** What the complete board shows (the play screen's game id is checked too). */
  readonly checks: readonly Check[];
  readonly how: string;
}

export async function benchResume(distDir: string): Promise<Figure[]> {
  const cases = [backgammonCase(), smaltaCase()].filter((c) => c !== null);
  const absent = (why: string): Figure[] => cases.map((c) => missing(c.key, c.label, "ms", why));
  const chromiumPath = findChromium();
  if (!chromiumPath) return absent("no Chromium");
  if (!hasBuild(distDir)) return absent("no build: run npm run build");

  const server = await serveStatic(distDir);
  const profile = await freshProfile();
  const context = await launchChromium({ executablePath: chromiumPath, profile });
  try {
    await context.addInitScript(WATCHER);
    const page = context.pages()[0] ?? (await context.newPage());
    await openHome(page, server.url);
    // A returning player's visit: the app comes from the service worker's cache.
    await waitForServiceWorkerControl(page);
    const figures: Figure[] = [];
    for (const c of cases) {
      try {
        figures.push(...(await measure(page, server.url, c)));
      } catch (error) {
        figures.push(missing(c.key, c.label, "ms", `failed: ${String(error)}`));
      }
    }
    return figures;
  } finally {
    await context.close();
    await server.close();
    await profile.remove();
  }
}

/** A cold and a warm figure per case (see the file's head comment). */
async function measure(page: Page, baseUrl: string, c: ResumeCase): Promise<Figure[]> {
  let id = "";
  for (const file of c.files) {
    const imported = await importFile(page, baseUrl, file);
    if (file === c.resume) id = imported;
  }
  const checks = [
    { selector: `[data-testid="play"][data-game-id="${id}"]`, count: 1 },
    ...c.checks,
  ];
  const entriesInStore = c.files.reduce((s, f) => s + f.moves.length, 0);
  const about =
    `the game has ${c.resume.moves.length} entries (${c.files.length} games, ` +
    `${entriesInStore} entries in the store)`;
  const warm = await measureWarm(page, baseUrl, id, checks);
  const cold = await measureCold(page, baseUrl, id, checks);
  return [
    atMost(
      {
        key: `${c.key}-warm`,
        label: `${c.label}: tap in Continue`,
        value: Number(median(warm.samples).toFixed(1)),
        unit: "ms",
        note:
          `median of ${RUNS} opens from Home (app loaded): click on the game in Continue to ` +
          `${c.how}; ${about}; split ${JSON.stringify(medianSplit(warm.splits))}`,
        detail: {
          ...warm,
          medianSplit: medianSplit(warm.splits),
          entries: c.resume.moves.length,
          gamesInStore: c.files.length,
        },
      },
      100,
      "≤ 100 ms",
    ),
    {
      key: c.key,
      label: `${c.label}: cold navigation`,
      value: Number(median(cold.samples).toFixed(1)),
      unit: "ms",
      note:
        `median of ${RUNS} navigations to #/play/<id>, navigation start to ${c.how}; ${about}; ` +
        `split ${JSON.stringify(medianSplit(cold.phases.map((p) => p.session)))}`,
      detail: {
        ...cold,
        medianSplit: medianSplit(cold.phases.map((p) => p.session)),
        entries: c.resume.moves.length,
        gamesInStore: c.files.length,
      },
      // No goal of its own: it includes loading and compiling the app (see lighthouse).
      goal: null,
      met: null,
    },
  ];
}

/** The median of each part of the session's split over the runs (ms). */
function medianSplit(splits: readonly unknown[]): Record<string, number> {
  const parts: Record<string, number[]> = {};
  for (const split of splits) {
    if (typeof split !== "object" || split === null) continue;
    for (const [name, ms] of Object.entries(split)) {
      if (typeof ms === "number") (parts[name] ??= []).push(ms);
    }
  }
  return Object.fromEntries(Object.entries(parts).map(([name, ms]) => [name, median(ms)]));
}

/** The session's own split of an open (User Timing measures named tabula:*), in ms. */
const SPLIT = `Object.fromEntries(performance.getEntriesByType("measure")
  .filter((m) => m.name.startsWith("tabula:"))
  .map((m) => [m.name.slice(7), Math.round(m.duration * 10) / 10]))`;

/**
 * Cold: a fresh page load of #/play/<id> (app from the service worker's cache): the
 * time from navigation start to the board complete, as the in-page WATCHER sees it.
 */
async function measureCold(
  page: Page,
  baseUrl: string,
  id: string,
  checks: readonly Check[],
): Promise<{ samples: number[]; phases: Record<string, unknown>[] }> {
  const samples: number[] = [];
  // Where the time goes, per run: document, scripts run, play screen, full board.
  const phases: Record<string, unknown>[] = [];
  await page.evaluate(({ key, checks }) => localStorage.setItem(key, JSON.stringify(checks)), {
    key: CHECKS_KEY,
    checks,
  });
  for (let run = 0; run <= RUNS; run++) {
    await page.goto("about:blank");
    await page.goto(`${baseUrl}#/play/${id}`);
    const handle = await page.waitForFunction(
      () => {
        const refused = document.querySelector('[data-testid="play-error"]');
        if (refused) throw new Error(`the app cannot open it: ${refused.textContent}`);
        return window.__tabulaBoardAt;
      },
      null,
      { timeout: 30_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    if (run === 0) continue; // the first run warms the caches
    samples.push(ms);
    const nav = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        responseEnd: Math.round(entry.responseEnd),
        domContentLoaded: Math.round(entry.domContentLoadedEventEnd),
        playScreen: Math.round(window.__tabulaPlayAt ?? -1),
        boardComplete: Math.round(window.__tabulaBoardAt ?? -1),
      };
    });
    phases.push({ ...nav, session: (await page.evaluate(SPLIT)) as unknown });
  }
  return { samples, phases };
}

/**
 * Warm: what a player waits for after tapping a game in Continue, the app already
 * running: from the click on the game's link (the hash route changes) to the board
 * complete. Measured inside the page, so the bench's own round trips do not count.
 * The in-page code is a string: tsx would add its `__name` helper to a function.
 */
async function measureWarm(
  page: Page,
  baseUrl: string,
  id: string,
  checks: readonly Check[],
): Promise<{ samples: number[]; splits: unknown[] }> {
  await page.evaluate((key) => localStorage.removeItem(key), CHECKS_KEY);
  await openHome(page, baseUrl);
  const item = `[data-testid="continue-item"][data-game-id="${id}"]`;
  const samples: number[] = [];
  const splits: unknown[] = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.evaluate(`location.hash = "#/"`);
    await page.locator(item).waitFor({ timeout: 30_000 });
    await page.evaluate(`performance.clearMeasures()`);
    const ms = (await page.evaluate(`new Promise((resolve, reject) => {
      const checks = ${JSON.stringify(checks)};
      const complete = () => checks.every((c) => document.querySelectorAll(c.selector).length === c.count);
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-testid="play-error"]')) {
          observer.disconnect();
          reject(new Error("the app cannot open it"));
        } else if (complete()) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      document.querySelector(${JSON.stringify(`${item} a`)}).click();
    })`)) as number;
    if (run === 0) continue; // the first open compiles the play screen's code
    samples.push(Number(ms.toFixed(1)));
    splits.push(await page.evaluate(SPLIT));
  }
  return { samples, splits };
}

function backgammonCase(): ResumeCase | null {
  const game = findGame("backgammon");
  if (!game) return null;
  // A 5-point match of random players is long; its first 500 entries are a valid log.
  let full: GameFile | null = null;
  for (let seed = 1; full === null || full.moves.length < ENTRIES; seed++) {
    full = playSeededGame(game, { match: 5 }, 2, seed);
  }
  const resume = { ...full, moves: full.moves.slice(0, ENTRIES) };
  const state = replayedState(game, resume) as { board: readonly (readonly number[])[] };
  // The view's pip count: checkers times their distance (index + 1), per seat.
  const pips = state.board.map((half) => half.reduce((t, n, i) => t + n * (i + 1), 0));
  return {
    key: "resume-indexeddb-backgammon",
    label: "resume a 500-entry game (backgammon, browser)",
    files: [resume],
    resume,
    checks: pips.map((p, seat) => ({
      selector: `[data-testid="pips-${seat}"][data-pips="${p}"]`,
      count: 1,
    })),
    how: `both pip counts (${pips.join(", ")}) on screen`,
  };
}

function smaltaCase(): ResumeCase | null {
  const game = findGame("smalta");
  if (!game) return null;
  const files = seededGamesUpTo(game, { fortune: "die" }, 2, ENTRIES);
  const resume = files.reduce((a, b) => (b.moves.length > a.moves.length ? b : a));
  const state = replayedState(game, resume) as { cells: readonly number[] };
  const painted = state.cells.filter((c) => c !== 0).length;
  return {
    key: "resume-indexeddb-smalta",
    label: "resume the longest stored game (Smalta, browser)",
    files,
    resume,
    checks: [
      { selector: '[data-testid^="cell-"]', count: 36 },
      { selector: '[data-testid^="cell-"]:not([data-colour="0"])', count: painted },
    ],
    how: `the board with all ${painted} painted cells; no Smalta game has 500 entries`,
  };
}

/**
 * Imports a game file through the Home screen; returns the new game's id. The app may
 * open the imported game or stay on Home with it added to Continue: both are read.
 */
async function importFile(page: Page, baseUrl: string, file: GameFile): Promise<string> {
  await openHome(page, baseUrl);
  const known = await page
    .locator(byTestId("continue-item"))
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.gameId ?? ""));
  await page.locator(byTestId("import-file")).setInputFiles({
    name: "bench.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  const outcome = await page.waitForFunction((known) => {
    // The same game imported twice: the app offers the one it has; the bench wants a copy.
    document.querySelector<HTMLElement>('[data-testid="import-copy"]')?.click();
    const error = document.querySelector('[data-testid="import-error"]');
    if (error) return { error: error.textContent ?? "refused" };
    const opened = document.querySelector<HTMLElement>('[data-testid="play"]')?.dataset.gameId;
    if (opened && !known.includes(opened)) return { id: opened };
    const listed = [...document.querySelectorAll<HTMLElement>('[data-testid="continue-item"]')]
      .map((e) => e.dataset.gameId ?? "")
      .find((id) => id !== "" && !known.includes(id));
    return listed ? { id: listed } : null;
  }, known);
  const result = (await outcome.jsonValue()) as { id: string } | { error: string };
  if ("error" in result) throw new Error(`the app refused a bench game: ${result.error}`);
  return result.id;
}

/**
 * The in-page watcher, run before the app's scripts on every navigation: it notes when
 * the checks that localStorage holds (set per case) all pass. It is JavaScript source
 * on purpose: tsx rewrites named inner functions of a TypeScript function with a
 * helper (`__name`) that does not exist in the page.
 */
const CHECKS_KEY = "tabula-bench-checks";
const WATCHER = `(() => {
  if (!location.hash.startsWith("#/play/")) return;
  const checks = JSON.parse(localStorage.getItem(${JSON.stringify(CHECKS_KEY)}) || "null");
  if (!checks) return;
  const observer = new MutationObserver(() => {
    if (window.__tabulaPlayAt === undefined && document.querySelector('[data-testid="play"]')) {
      window.__tabulaPlayAt = performance.now();
    }
    const complete = checks.every((c) => document.querySelectorAll(c.selector).length === c.count);
    if (complete && window.__tabulaBoardAt === undefined) {
      window.__tabulaBoardAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

function replayedState(game: AnyGame, file: GameFile): unknown {
  const start = initialState(game, file);
  if ("error" in start) throw new Error(start.error.message);
  const { state, error } = replayMoves(game, start.state, file.moves, randomSourceFor(file.seed));
  if (error) throw new Error(error.message);
  return state;
}
