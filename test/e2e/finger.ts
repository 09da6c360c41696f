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

/**
 * Drags a card of the cards kit with a finger: presses `origin`, pulls it up past the
 * finger's threshold (10 px: a hand scrolls sideways, so a card is pulled up), then
 * moves to the first slot that `target` finds once the drag shows its destinations,
 * aiming the card (held above the finger by 0.7 of its height), not the finger, and
 * lifts. Returns where the ghost was drawn along the way and whether the target was
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
  const start = await centreOf(page, origin);
  const finger = await fingerOf(page);
  await finger.down(start.x, start.y);
  for (let i = 1; i <= 4; i++) await finger.move(start.x, start.y - i * 6);
  await page.locator(".ck-ghost").waitFor();
  const to = await centreOf(page, target);
  const ghost = await page.locator(".ck-ghost").boundingBox();
  const lift = (ghost?.height ?? 0) * 0.7;
  const from = { x: start.x, y: start.y - 24 };
  const ghostAt: { x: number; y: number }[] = [];
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await finger.move(
      from.x + ((to.x - from.x) * i) / steps,
      from.y + ((to.y + lift - from.y) * i) / steps,
    );
    const at = await ghostCentre(page);
    if (at) ghostAt.push(at);
  }
  const hovered = (await page.locator(target).first().getAttribute("data-ck-hover")) === "true";
  await finger.up();
  return { ghostAt, hovered, to };
}
