// Lighthouse 12, default (mobile) configuration, on the built app served locally with
// gzip: the performance and accessibility scores (0–100) of the Home screen, and of the
// Invite and Join screens (lazily loaded, drawn after a setting is read: where a layout
// shift hides).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium, freshProfile } from "../test/e2e/browser";
import { hasBuild, serveStatic } from "../test/e2e/server";
import { atLeast, missing, type Figure } from "./figure";

const CATEGORIES = ["performance", "accessibility"] as const;

/** The screens measured: Home keeps the figures' first keys, the others add their hash. */
const SCREENS: readonly { readonly hash: string; readonly key: string; readonly label: string }[] =
  [
    { hash: "", key: "", label: "" },
    { hash: "#/pair/invite", key: "-invite", label: ", Invite" },
    { hash: "#/pair/join", key: "-join", label: ", Join" },
  ];

export async function benchLighthouse(distDir: string): Promise<Figure[]> {
  const chromePath = findChromium();
  const absent = (why: string): Figure[] =>
    SCREENS.flatMap((screen) =>
      CATEGORIES.map((c) =>
        missing(`lighthouse-${c}${screen.key}`, `Lighthouse ${c}${screen.label}`, "", why),
      ),
    );
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
    const figures: Figure[] = [];
    for (const screen of SCREENS) {
      const url = `${server.url}${screen.hash}`;
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!run) return absent("Lighthouse returned no result");
      figures.push(...scores(run.lhr, screen.key, screen.label, url));
    }
    return figures;
  } finally {
    chrome.kill();
    await server.close();
    await profile.remove();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function scores(lhr: Lhr, key: string, label: string, url: string): Figure[] {
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
        key: `lighthouse-${category}${key}`,
        label: `Lighthouse ${category} (mobile${label})`,
        value: score === null || score === undefined ? null : Math.round(score * 100),
        unit: "",
        note: `Lighthouse ${lhr.lighthouseVersion}, default mobile config (simulated throttling), ${url}`,
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
}
