// The expert's time per move in the app's own bot Web Worker, in Chromium, against the
// built app (issue 15: a median ≤ 200 ms a move "in Node here and in the app's Web
// Worker"). The positions are those where a seat has dice to play in seeded games of
// two strong bots; each is sent to the worker as the app sends it (BotRequest) and
// timed from the post to the answer in the page.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { rngFromText } from "../src/engine/rng";
import { seededSource, deriveSeed } from "../src/engine/random";
import { chooseMove } from "../src/games/backgammon/bot";
import { backgammon } from "../src/games/backgammon/rules";
import type { BackgammonMove } from "../src/games/backgammon/notation";
import type { BackgammonState } from "../src/games/backgammon/state";
import { actorNow, stepAs } from "../src/log/step";
import { findChromium, freshProfile, launchChromium } from "../test/e2e/browser";
import { hasBuild, serveStatic } from "../test/e2e/server";
import { atMost, median, missing, type Figure } from "./figure";

const POSITIONS = 300;
const KEY = "bg-expert-worker-ms";
const LABEL = "backgammon expert: median time per move in the app's Web Worker";

/** Views of seats with dice to play, from seeded games of strong against strong. */
function positionsToPlay(count: number): { view: BackgammonState; seat: number }[] {
  const out: { view: BackgammonState; seat: number }[] = [];
  for (let g = 0; out.length < count; g++) {
    const options = backgammon.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const setup = backgammon.setup(options.value, 2);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const random = seededSource(deriveSeed([`bench-worker/${g}`]));
    const rng = rngFromText(`bench-worker/${g}`);
    for (let entry = 0; entry < 2000 && out.length < count; entry++) {
      const actor = actorNow(backgammon, state);
      if (actor === null) break;
      let move: BackgammonMove | null;
      if (actor === "chance") move = random.draw(backgammon, state, entry);
      else {
        if (state.phase === "move") out.push({ view: backgammon.view(state, actor), seat: actor });
        const chosen = chooseMove(backgammon.view(state, actor), actor, "strong", rng);
        move = chosen.ok ? chosen.value : null;
      }
      if (move === null) break;
      const step = stepAs(backgammon, state, actor, move, entry, random);
      if (!step.ok) break;
      state = step.value.state as BackgammonState;
    }
  }
  return out;
}

type Timer = (url: string, requests: readonly unknown[]) => Promise<number[]>;

/** Posts each request in turn and times it to its answer (the first one warms up). */
const TIMER = `
window.timeWorker = async function (url, requests) {
  const w = new Worker(url, { type: "module" });
  function ask(id, request) {
    return new Promise(function (resolve) {
      w.onmessage = function () { resolve(); };
      w.postMessage({ id: id, request: request });
    });
  }
  await ask(-1, requests[0]);
  const out = [];
  for (let i = 0; i < requests.length; i++) {
    const started = performance.now();
    await ask(i, requests[i]);
    out.push(performance.now() - started);
  }
  w.terminate();
  return out;
};`;

export async function benchBackgammonWorker(distDir: string): Promise<Figure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath) return [missing(KEY, LABEL, "ms", "no Chromium")];
  if (!hasBuild(distDir)) return [missing(KEY, LABEL, "ms", "no build: run npm run build")];
  const worker = readdirSync(join(distDir, "assets")).find((f) => /^bot-worker-.*\.js$/.test(f));
  if (!worker) return [missing(KEY, LABEL, "ms", "no bot-worker chunk in the build")];
  const requests = positionsToPlay(POSITIONS).map(({ view, seat }, i) => ({
    game: "backgammon",
    view,
    seat,
    level: "expert",
    seed: `bench-${i}`,
  }));
  // The same positions in Node, for comparison.
  const nodeMs = requests.map((r) => {
    const started = performance.now();
    chooseMove(r.view, r.seat, "expert", rngFromText(r.seed));
    return performance.now() - started;
  });
  const server = await serveStatic(distDir);
  const profile = await freshProfile();
  const context = await launchChromium({ executablePath: chromiumPath, profile });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.url);
    // A script tag, not a function: tsx's helpers (__name) do not exist in the page.
    await page.addScriptTag({ content: TIMER });
    const samples = await page.evaluate(
      (args) => (window as unknown as { timeWorker: Timer }).timeWorker(args.url, args.requests),
      { url: `${server.url}assets/${worker}`, requests },
    );
    const sorted = [...samples].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(0.9 * sorted.length)];
    return [
      atMost(
        {
          key: KEY,
          label: LABEL,
          value: Number(median(samples).toFixed(2)),
          unit: "ms",
          note:
            `${samples.length} positions with dice to play (seeded strong-vs-strong games), ` +
            `post to answer in Chromium; 90th percentile ${p90.toFixed(1)} ms; ` +
            `the same positions in Node: median ${median(nodeMs).toFixed(2)} ms`,
          detail: { p90, nodeMedian: median(nodeMs), max: sorted[sorted.length - 1] },
        },
        200,
        "≤ 200 ms",
      ),
    ];
  } finally {
    await context.close();
    await server.close();
    await profile.remove();
  }
}
