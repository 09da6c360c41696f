// Signing on the local path, in Chromium against the built app (issue 9): a game of
// this device only is signed, so every move's write signs this device's entries before
// they are stored. The app's own User Timing spans say what that costs per move:
// `tabula:sign` (the signatures of the move and the seeded outcomes logged with it,
// WebCrypto Ed25519 with the device's non-extractable key) and `tabula:local-move`
// (the move's whole write: the rules, the signing, the summary and the durable
// IndexedDB write, until the board may show it). Smalta against the easy bot, whole
// games, until enough moves (the bot's moves are written the same way).
import type { Page } from "playwright-core";
import { findChromium, freshProfile, launchChromium } from "../test/e2e/browser";
import { hasBuild, serveStatic } from "../test/e2e/server";
import { openHome, playToTheEnd, startSmalta } from "../test/e2e/tabula";
import { missing, type Figure } from "./figure";

const MOVES = 150;
const MAX_GAMES = 8;

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (ms: number): number => Math.round(ms * 100) / 100;

/** The durations (ms) of the app's User Timing spans of that name, cleared after. */
function takeSpans(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => {
    const spans = performance.getEntriesByName(n).map((e) => e.duration);
    performance.clearMeasures(n);
    return spans;
  }, name);
}

export async function benchLocalSigning(distDir: string): Promise<Figure[]> {
  const absent = (why: string): Figure[] => [
    missing("sign-local-move", "signing: a local move's signatures (Chromium)", "ms", why),
  ];
  const chromiumPath = findChromium();
  if (!chromiumPath) return absent("no Chromium");
  if (!hasBuild(distDir)) return absent("no build (npm run build)");
  const server = await serveStatic(distDir);
  const profile = await freshProfile();
  const context = await launchChromium({ executablePath: chromiumPath, profile });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const signs: number[] = [];
    const writes: number[] = [];
    let games = 0;
    while (signs.length < MOVES && games < MAX_GAMES) {
      await openHome(page, server.url);
      await startSmalta(page);
      await playToTheEnd(page);
      games++;
      signs.push(...(await takeSpans(page, "tabula:sign")));
      writes.push(...(await takeSpans(page, "tabula:local-move")));
    }
    if (signs.length === 0) return absent("no tabula:sign span: is the game signed?");
    const how = `${signs.length} moves of ${games} Smalta games against the easy bot, Chromium, WebCrypto Ed25519 (the device's non-extractable key)`;
    const sign = (key: string, label: string, samples: number[], note: string): Figure => ({
      key,
      label,
      value: round(percentile(samples, 50)),
      unit: "ms",
      goal: null,
      met: null,
      note: `p95 ${round(percentile(samples, 95))} ms, max ${round(Math.max(...samples))} ms; ${note}`,
      detail: samples.map(round),
    });
    return [
      sign(
        "sign-local-move",
        "signing: a local move's signatures, p50 (Chromium, tabula:sign)",
        signs,
        `${how}; the move and its seeded roll signed together, before the write`,
      ),
      sign(
        "sign-local-write",
        "signing: a local move's whole write, signing included, p50 (tabula:local-move)",
        writes,
        `${writes.length} writes; rules, signatures, summary, strict IndexedDB commit — what the board waits for`,
      ),
    ];
  } finally {
    await context.close().catch(() => undefined);
    await profile.remove().catch(() => undefined);
    await server.close();
  }
}
