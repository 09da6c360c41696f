// Fair play (issue 14) in Chromium with more than two devices: real pages of the built
// app, each holding one seat of fair Spite and Malice, paired over WebRTC through a
// local PeerServer, from the Invite and Join screens. The host deals only once every
// invited device has committed (src/net/table/fair-gather.ts), so the figure is the
// time from the last device's Connect to the first possible move: every device's
// shuffle and lock pass of the 156-card deck (in Web Workers, the app's way), the
// deal, and the mover's hand opened to it by every other device's share.
// `npm run bench -- --only fairtables`.
import { loadavg } from "node:os";
import type { BrowserContext, Page } from "playwright-core";
import { findChromium, freshProfile, launchChromium, type Profile } from "../test/e2e/browser";
import { firstMove } from "../test/e2e/fair-page";
import { startPeerServer } from "../test/e2e/pairing";
import { DIST_DIR, hasBuild, serveStatic } from "../test/e2e/server";
import { inviteSpite, joinWith } from "../test/e2e/spite-page";
import { byTestId } from "../test/e2e/tabula";
import { atMost, median, missing, type Figure } from "./figure";

const PAIRINGS = Number(process.env.BENCH_FAIR_PAIRINGS ?? 3);
const SEAT_PLANS = ["host", "guest", "guest:2", "guest:3"] as const;

const load = (): string =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`;

/** One pairing of `pages` (the first the host), one seat each: ms from the last Connect to the first move. */
async function pairTable(pages: readonly Page[], base: string, server: string): Promise<number> {
  const [host, ...guests] = pages;
  const seats = SEAT_PLANS.slice(0, pages.length);
  const link = await inviteSpite(host, base, { server, seats: [...seats], fair: true });
  // Every guest but the last joins, commits and waits: nothing is dealt until the last.
  for (const [i, guest] of guests.slice(0, -1).entries()) {
    await joinWith(guest, base, link);
    const more = guests.length - 1 - i;
    await host
      .locator(`${byTestId("pair-state")}[data-state="waiting"][data-more="${more}"]`)
      .waitFor({ timeout: 60_000 });
  }
  await joinWith(guests[guests.length - 1], base, link);
  const started = Date.now();
  await Promise.all(
    pages.map((page) => page.locator(byTestId("play")).waitFor({ timeout: 120_000 })),
  );
  await firstMove(pages, started);
  const ms = Date.now() - started;
  // Only a fair game counts: every page's mode label says so.
  for (const page of pages) {
    const mode = page.locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`);
    if ((await mode.getAttribute("data-mode")) !== "fair") throw new Error("the game is not fair");
  }
  return ms;
}

export async function benchFairWebTables(distDir: string = DIST_DIR): Promise<Figure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath)
    return [missing("fair-web-table", "fair tables in Chromium", "", "no Chromium")];
  if (!hasBuild(distDir))
    return [missing("fair-web-table", "fair tables in Chromium", "", "no build")];
  const server = await serveStatic(distDir);
  const peerServer = await startPeerServer();
  const profiles: Profile[] = [];
  const contexts: BrowserContext[] = [];
  const figures: Figure[] = [];
  try {
    const pages: Page[] = [];
    for (let i = 0; i < SEAT_PLANS.length; i++) {
      const profile = await freshProfile();
      profiles.push(profile);
      const context = await launchChromium({ executablePath: chromiumPath, profile, touch: true });
      contexts.push(context);
      // tsx names the harness's page helpers with __name(), which pages do not have.
      await context.addInitScript("window.__name = (f) => f;");
      pages.push(context.pages()[0] ?? (await context.newPage()));
    }
    for (const devices of [3, 4] as const) {
      const ms: number[] = [];
      for (let i = 0; i < PAIRINGS; i++) {
        ms.push(await pairTable(pages.slice(0, devices), server.url, peerServer.url));
      }
      const figure = {
        key: `fair-web-table-first-move-156-${devices}`,
        label: `fair S&M in Chromium, 156 cards, ${devices} paired devices: last join → first move`,
        value: Math.round(median(ms)),
        unit: "ms",
        note: `${devices} pages over WebRTC (local PeerServer), one seat each, deck passes in Web Workers; median of ${ms.length}: ${ms.join(", ")} ms; ${load()}`,
        detail: ms,
      };
      figures.push(
        devices === 4 ? atMost(figure, 4000, "≤ 4 s") : { ...figure, goal: null, met: null },
      );
    }
    return figures;
  } catch (error) {
    return [
      ...figures,
      missing("fair-web-table", "fair tables in Chromium", "", `failed: ${String(error)}`),
    ];
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
    for (const profile of profiles) await profile.remove().catch(() => undefined);
    await peerServer.close();
    await server.close();
  }
}
