// Lighthouse 12, default (mobile) configuration, on the built app served locally with
// gzip: the performance and accessibility scores (0–100) of the Home screen.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium, freshProfile } from "../test/e2e/browser";
import { hasBuild, serveStatic } from "../test/e2e/server";
import { atLeast, missing, type Figure } from "./figure";

const CATEGORIES = ["performance", "accessibility"] as const;

export async function benchLighthouse(distDir: string): Promise<Figure[]> {
  const chromePath = findChromium();
  const absent = (why: string): Figure[] =>
    CATEGORIES.map((c) => missing(`lighthouse-${c}`, `Lighthouse ${c}`, "", why));
  if (!chromePath) return absent("no Chromium");
  if (!hasBuild(distDir)) return absent("no build: run npm run build");

  const server = await serveStatic(distDir);
  const profile = await freshProfile();
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile.dir,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "error",
  });
  try {
    const run = await lighthouse(server.url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!run) return absent("Lighthouse returned no result");
    const { lhr } = run;
    return CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      // The audits of this category that lost points: where to look first.
      const weak = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a !== undefined && a.score !== null && a.score < 0.9)
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      return atLeast(
        {
          key: `lighthouse-${category}`,
          label: `Lighthouse ${category} (mobile)`,
          value: score === null || score === undefined ? null : Math.round(score * 100),
          unit: "",
          note: `Lighthouse ${lhr.lighthouseVersion}, default mobile config (simulated throttling), ${server.url}`,
          detail: {
            weakAudits: weak,
            metrics: Object.fromEntries(
              [
                "first-contentful-paint",
                "largest-contentful-paint",
                "total-blocking-time",
                "cumulative-layout-shift",
                "speed-index",
              ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
            ),
          },
        },
        95,
        "≥ 95",
      );
    });
  } finally {
    chrome.kill();
    await server.close();
    await profile.remove();
  }
}
