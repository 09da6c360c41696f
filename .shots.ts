import { chromium } from "playwright-core";
import { serveStatic } from "./test/e2e/server";
import { CHROMIUM_FLAGS } from "./test/e2e/browser";
const sizes = [[390,844],[320,568],[1280,800]];
const server = await serveStatic("dist");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_FLAGS] });
const variants = (process.env.V ?? "smalta:die,backgammon:dice").split(",");
for (const [w,h] of sizes) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: w < 500 });
  const page = await ctx.newPage();
  page.on("pageerror", e => console.log("ERR", e));
  await page.goto(server.url + "#/");
  await page.locator('[data-testid="home"]').waitFor();
  await page.screenshot({ path: `/tmp/tux/home-${w}.png`, fullPage: true });
  for (const v of variants) {
    const [game, opt] = v.split(":");
    await page.goto(server.url + "#/new");
    await page.locator(`[data-testid="game-choice"][data-game="${game}"]`).click();
    if (game === "smalta") await page.locator('[data-testid="option-fortune"]').selectOption(opt);
    if (game === "backgammon" && opt === "cards") await page.locator('[data-testid="option-cards"]').selectOption("true");
    await page.locator('[data-testid="start-game"]').click();
    await page.locator('[data-testid="board"]').waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/tux/${game}-${opt}-${w}.png` });
    const info = await page.evaluate(`(() => {
      const holder = document.querySelector(".screen-holder");
      function b(sel) { const r = document.querySelector(sel)?.getBoundingClientRect(); return r ? Math.round(r.bottom) : null; }
      return { doc: document.documentElement.scrollHeight, holder: holder.scrollHeight + "/" + holder.clientHeight, ih: innerHeight, confirm: b('[data-testid="confirm-move"]'), board: b('[data-testid="board"]'), hand: b('.smalta-hand'), die: b('[data-testid="die"]') };
    })()`);
    console.log(v, w, h, JSON.stringify(info));
  }
  await ctx.close();
}
await browser.close(); await server.close();
