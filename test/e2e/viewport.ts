// What of the play screen a page shows outside its viewport (play-screen.test.ts,
// board-room.test.ts).
import type { Page } from "playwright-core";

/**
 * What of the play screen lies outside the viewport: each control named by `selectors`
 * (every match), and the page or the screen scrolling at all. Empty when all fits.
 */
export async function outsideViewport(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => {
    const out: string[] = [];
    const w = innerWidth;
    const h = innerHeight;
    const page = document.scrollingElement!;
    if (page.scrollHeight > h + 1) out.push(`the page scrolls: ${page.scrollHeight} > ${h}`);
    const holder = document.querySelector<HTMLElement>(".screen-holder")!;
    if (holder.scrollHeight > holder.clientHeight + 1) {
      out.push(`the screen scrolls: ${holder.scrollHeight} > ${holder.clientHeight}`);
    }
    for (const selector of selectors) {
      const all = [...document.querySelectorAll(selector)];
      if (all.length === 0) out.push(`${selector}: not shown`);
      for (const el of all) {
        const r = el.getBoundingClientRect();
        if (r.top < -1 || r.left < -1 || r.bottom > h + 1 || r.right > w + 1) {
          const box = [r.left, r.top, r.right, r.bottom].map(Math.round).join(",");
          out.push(`${selector} at ${box}, outside ${w} × ${h}`);
        }
      }
    }
    return out;
  }, selectors);
}
