// A finger drag of a card plays it (issue 13), in Spite and Malice and in Picture
// Gallery, as play-screen.test.ts checks for a backgammon checker: real touch events
// (a phone's touch screen, `hasTouch`), the card follows the finger, the browser does
// not take the gesture, and the card dropped on a lit place is played there.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { dragCardByFinger } from "./finger";
import { galleryAction, placeable, startGallery } from "./gallery-page";
import { useBrowserSession } from "./session";
import { nextStep, startSpite, takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

/** The ghost went with the finger: each move drew it further, and it ended over the place. */
function expectFollowed(drag: Awaited<ReturnType<typeof dragCardByFinger>>, steps = 10): void {
  expect(drag.ghostAt, "the card was drawn at every move").toHaveLength(steps);
  const moved = drag.ghostAt.filter(
    (p, i) => i > 0 && (p.x !== drag.ghostAt[i - 1].x || p.y !== drag.ghostAt[i - 1].y),
  );
  expect(moved.length, "the card moved with the finger").toBeGreaterThanOrEqual(steps - 2);
  const last = drag.ghostAt[steps - 1];
  expect(Math.abs(last.x - drag.to.x)).toBeLessThan(12);
  expect(Math.abs(last.y - drag.to.y)).toBeLessThan(12);
  expect(drag.hovered, "the place under the card was marked").toBe(true);
}

/** Every card face on the board, in order. */
const facesOf = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="board"] [data-card]')]
      .map((el) => el.getAttribute("data-card"))
      .join(","),
  );

/**
 * The uid of a card that can go to a centre pile, a hand card first (the hand scrolls
 * sideways: the card is pulled up), found as a player would: picked with a tap to see
 * where it lights up, then put back with another. (Its name says "can go to centre
 * pile 2" only when it has at most four places.)
 */
async function cardForCentre(page: Page): Promise<string | null> {
  const uids = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="board"] [data-ck-active="true"]')]
      .map((el) => el.dataset.ckUid ?? "")
      .sort((a, b) => Number(!a.startsWith("h:")) - Number(!b.startsWith("h:"))),
  );
  for (const uid of uids) {
    const slot = page.locator(`[data-testid="board"] [data-ck-uid="${uid}"]`);
    await slot.tap({ force: true });
    const centre = await page.locator('[data-ck-legal="true"][data-ck-slot^="c"]').count();
    await slot.tap({ force: true });
    await page.locator('[data-ck-picked="true"]').waitFor({ state: "detached" });
    if (centre > 0) return uid;
  }
  return null;
}

describeInBrowser("dragging a card with a finger", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("Spite and Malice: a card dragged onto a lit centre pile is played there", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startSpite(page);
    // Tap through the game until a card can go to the centre (at once, most deals).
    let origin: string | null = null;
    for (let i = 0; i < 200 && origin === null; i++) {
      const step = await nextStep(page);
      expect(step).not.toBe("over");
      origin = step === "play" || step === "discard" ? await cardForCentre(page) : null;
      if (origin === null) await takeSpiteStep(page);
    }
    expect(origin, "no card could go to the centre in 200 steps").not.toBeNull();
    const slot = `[data-testid="board"] [data-ck-uid="${origin}"]`;
    const card = await page.locator(`${slot} [data-card]`).first().getAttribute("data-card");
    expect(await page.locator(slot).evaluate((el) => getComputedStyle(el).touchAction)).not.toBe(
      "auto",
    );
    const before = await facesOf(page);
    const centre = '[data-ck-legal="true"][data-ck-slot^="c"]';
    const drag = await dragCardByFinger(page, slot, centre);
    expectFollowed(drag);
    await page.locator(".ck-ghost").waitFor({ state: "detached" });
    // Played: the board changed and a centre pile's top is now that card (a wild card
    // counts as the rank it stands for, but shows as itself).
    await expect.poll(() => facesOf(page)).not.toBe(before);
    const tops = await page.evaluate(() =>
      [1, 2, 3, 4].map(
        (n) =>
          [...document.querySelectorAll(`[data-testid="pile-c${n}"] [data-card]`)]
            .at(-1)
            ?.getAttribute("data-card") ?? null,
      ),
    );
    expect(tops).toContain(card);
    expect(await page.locator(byTestId("move-error")).count()).toBe(0);
  });

  it("Picture Gallery: a card dragged onto a lit place of the exhibition goes into the step", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startGallery(page, ["device", "bot:easy"]);
    // Play by taps until this device builds a step and a hand card has a place.
    let card = -1;
    for (let i = 0; i < 200 && card < 0; i++) {
      const phase = await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="result"]')
            ? "over"
            : (document.querySelector(".gl-actions")?.getAttribute("data-phase") ?? false),
        undefined,
        { timeout: 30_000, polling: 25 },
      );
      const now = (await phase.jsonValue()) as string;
      expect(now).not.toBe("over");
      const places = now === "open" || now === "lay" ? await placeable(page) : [];
      if (places.length > 0) card = places[0];
      else await galleryAction(page);
    }
    expect(card, "no hand card had a place in 200 actions").toBeGreaterThanOrEqual(0);
    const hand = page.locator(byTestId("hand-card"));
    const held = await hand.count();
    const uid = await hand.nth(card).getAttribute("data-ck-uid");
    const slot = `[data-testid="hand-card"][data-ck-uid="${uid}"]`;
    const cell = '[data-testid="gallery-cell"][data-ck-legal="true"]';
    const drag = await dragCardByFinger(page, slot, cell);
    expectFollowed(drag);
    await page.locator(".ck-ghost").waitFor({ state: "detached" });
    // In the step being built: one card fewer in the hand, one more on the exhibition.
    await expect.poll(() => hand.count()).toBe(held - 1);
    expect(await page.locator(".gl-step").count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator(byTestId("move-error")).count()).toBe(0);
  });
});
