// A finger on the touch screen of the DevTools protocol: real touch events (the
// browser's own pointer events follow from them), not a mouse's.
import type { Page } from "playwright-core";

export interface Finger {
  down(x: number, y: number): Promise<void>;
  move(x: number, y: number): Promise<void>;
  up(): Promise<void>;
}

export async function fingerOf(page: Page): Promise<Finger> {
  const cdp = await page.context().newCDPSession(page);
  const send = async (type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) => {
    await cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
    });
  };
  return {
    down: (x, y) => send("touchStart", x, y),
    move: (x, y) => send("touchMove", x, y),
    up: () => send("touchEnd"),
  };
}

/** The centre of the first element `selector` finds, in the viewport's pixels. */
export async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Where the dragged card (the cards kit's ghost) is drawn now, or null. */
export async function ghostCentre(page: Page): Promise<{ x: number; y: number } | null> {
  const box = await page.locator(".ck-ghost").boundingBox();
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

/** Waits until the page has drawn a frame (pointer moves are dispatched once a frame). */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * A point of `selector`'s element where a finger lands on it and not on a card over it
 * (the cards of a tight hand overlap: only a strip of each shows), and its box's height.
 */
async function pressPoint(
  page: Page,
  selector: string,
): Promise<{ x: number; y: number; height: number }> {
  const point = await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const candidates = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 6, r.top + 14],
      [r.left + 6, r.top + r.height / 2],
      [r.left + r.width / 2, r.top + 14],
    ];
    const hit = candidates.find(([x, y]) => document.elementFromPoint(x, y)?.closest(sel) === el);
    return hit ? { x: hit[0], y: hit[1], height: r.height } : null;
  }, selector);
  if (!point) throw new Error(`no point of ${selector} can be touched`);
  return point;
}

/**
 * Drags a card of the cards kit with a finger: presses `origin` where it shows, pulls
 * it up past the finger's threshold (10 px: a hand scrolls sideways, so a card is
 * pulled up), then moves to the first slot that `target` finds once the drag shows its
 * destinations — aiming the card, which the kit holds above the finger by 0.7 of the
 * pressed card's height, not the finger — one frame per move, and lifts. Returns where
 * the ghost was drawn after each move, the target's centre, and whether the target was
 * marked as hovered just before the lift.
 */
export async function dragCardByFinger(
  page: Page,
  origin: string,
  target: string,
): Promise<{
  ghostAt: { x: number; y: number }[];
  hovered: boolean;
  to: { x: number; y: number };
}> {
  const start = await pressPoint(page, origin);
  const lift = start.height * 0.7;
  const finger = await fingerOf(page);
  await finger.down(start.x, start.y);
  for (let i = 1; i <= 4; i++) {
    await finger.move(start.x, start.y - i * 6);
    await nextFrame(page);
  }
  await page.locator(".ck-ghost").waitFor();
  const to = await centreOf(page, target);
  const from = { x: start.x, y: start.y - 24 };
  const ghostAt: { x: number; y: number }[] = [];
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await finger.move(
      from.x + ((to.x - from.x) * i) / steps,
      from.y + ((to.y + lift - from.y) * i) / steps,
    );
    await nextFrame(page);
    const at = await ghostCentre(page);
    if (at) ghostAt.push(at);
  }
  const hovered = (await page.locator(target).first().getAttribute("data-ck-hover")) === "true";
  await finger.up();
  return { ghostAt, hovered, to };
}
