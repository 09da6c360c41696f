// Mountains in a real Chromium against the built app, on a phone with a touch screen:
// a whole 2 v 2 game of one person with a bot team-mate against two bots, and one v one
// where a person plays two hands (pass-and-play, and against a bot).
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import {
  ACTIVE_CARD,
  finalTable,
  LEGAL_CELL,
  nextStep,
  shownHand,
  startMountains,
  takeStep,
  type MountainsStep,
} from "./mountains-page";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, movesOf, openHome, untilMoved } from "./tabula";

const RED = /^(10|[2-9AJQK])[dh]$/;
const BLACK = /^(10|[2-9AJQK])[cs]$/;

/** Plays every step of this device to the end; returns the steps taken and each hand shown. */
async function playToTheEnd(
  page: Page,
): Promise<{ steps: MountainsStep[]; hands: { label: string; cards: string[] }[] }> {
  const steps: MountainsStep[] = [];
  const hands: { label: string; cards: string[] }[] = [];
  for (let i = 0; i < 120; i++) {
    // The hand as this device shows it once it has something to do.
    const due = await nextStep(page);
    const hand = due === "card" || due === "pass" ? await shownHand(page) : null;
    const step = await takeStep(page);
    if (step === "over") return { steps, hands };
    if (hand && hand.cards.length > 0) hands.push(hand);
    steps.push(step);
  }
  throw new Error("the game did not end in 120 steps");
}

/** The board fits the phone: the table and the hand inside the viewport, nothing cut. */
async function expectFitsThePhone(page: Page): Promise<void> {
  const grid = await page.locator(byTestId("mountains-grid")).boundingBox();
  const hand = await page.locator(".mt-hand").boundingBox();
  expect(grid).not.toBeNull();
  expect(grid!.x).toBeGreaterThanOrEqual(0);
  expect(grid!.x + grid!.width).toBeLessThanOrEqual(PHONE.width);
  expect(grid!.y + grid!.height).toBeLessThanOrEqual(PHONE.height);
  if (hand) expect(hand.y + hand.height).toBeLessThanOrEqual(PHONE.height + 1);
}

/** The result agrees with the board: team points, owned mountains coloured, winners. */
async function expectResultMatchesTable(page: Page): Promise<void> {
  const result = page.locator(byTestId("result"));
  await result.waitFor();
  const table = await finalTable(page);
  const scores = table.scores.split(",").map(Number);
  expect(scores.length).toBe(4);
  expect([table.red, table.black].sort()).toEqual([scores[0], scores[1]].sort());
  expect(table.ownedColumns).toBe(table.ownedSums);
  expect(table.ownedColumns).toBeGreaterThan(0);
  expect(table.laid).toBeGreaterThanOrEqual(9);
  const winners = await result.getAttribute("data-winners");
  const reason = await result.getAttribute("data-reason");
  if (scores[0] === scores[1]) expect([winners, reason]).toEqual(["", "draw"]);
  else expect([winners, reason]).toEqual([scores[0] > scores[1] ? "0,2" : "1,3", "points"]);
}

describeInBrowser("Mountains in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("plays a whole 2 v 2 game by tapping: this phone and a bot team-mate against two bots", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await startMountains(page, { persons: ["device", "bot:easy", "bot:easy", "bot:easy"] });
    await expectFitsThePhone(page);
    const { steps, hands } = await playToTheEnd(page);
    expect(steps).not.toContain("handover");
    expect(steps.filter((s) => s === "card").length).toBeGreaterThan(0);
    // Always seat 0's own hand, one colour, shrinking by the card it laid.
    for (const hand of hands) expect(hand.label).toBe(hands[0].label);
    const colour = RED.test(hands[0].cards[0]) ? RED : BLACK;
    for (const hand of hands) for (const card of hand.cards) expect(card).toMatch(colour);
    await expectResultMatchesTable(page);
  });

  it("plays one v one as pass-and-play: each person's two hands, a hand-over between persons", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await startMountains(page, { seating: 2, persons: ["device", "device"] });
    const { steps, hands } = await playToTheEnd(page);
    expect(steps).toContain("handover");
    // Four hands, seats 0 to 3, each of one colour; the persons alternate.
    const labels = [...new Set(hands.map((h) => h.label))];
    expect(labels.length).toBe(4);
    for (const hand of hands) {
      const colour = RED.test(hand.cards[0] ?? "") ? RED : BLACK;
      for (const card of hand.cards) expect(card).toMatch(colour);
    }
    await expectResultMatchesTable(page);
  });

  it("plays one v one against a bot with no hand-over between the person's two hands", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    await startMountains(page, { seating: 2, persons: ["device", "bot:easy"] });
    const { steps, hands } = await playToTheEnd(page);
    expect(steps).not.toContain("handover");
    const labels = [...new Set(hands.map((h) => h.label))];
    expect(labels.length).toBe(2);
    expect(labels.sort()).toEqual(["Hand of You (hand 1)", "Hand of You (hand 2)"]);
    await expectResultMatchesTable(page);
  });

  it("lays a card by dragging it onto a lit cell with the mouse (desktop)", async () => {
    const { page } = await session.launchFresh({ viewport: { width: 1280, height: 800 } });
    await openHome(page, session.url());
    await startMountains(page, { persons: ["device", "bot:easy", "bot:easy", "bot:easy"] });
    let dragged = 0;
    for (let i = 0; i < 20 && dragged < 3; i++) {
      const step = await nextStep(page);
      if (step === "over") break;
      // A turn with nothing to lay is passed with a click (this page has a mouse, no touch).
      if (step === "pass") {
        const moves = await movesOf(page);
        await page.locator(byTestId("mountains-pass")).click();
        await untilMoved(page, moves);
        continue;
      }
      const card = page.locator(ACTIVE_CARD).first();
      const name = await card.getAttribute("data-ck-slot");
      const from = (await card.boundingBox())!;
      const before = await page.locator(byTestId("mountains-laid")).count();
      await page.mouse.move(from.x + 10, from.y + 20);
      await page.mouse.down();
      // Once the drag has begun, the cells the card may go to are lit.
      await page.mouse.move(from.x + 10, from.y - 30, { steps: 5 });
      const cell = page.locator(LEGAL_CELL).first();
      const destination = await cell.getAttribute("data-ck-slot");
      const to = (await cell.boundingBox())!;
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
      await page.mouse.up();
      await expect
        .poll(() => page.locator(byTestId("mountains-laid")).count(), { timeout: 15_000 })
        .toBeGreaterThan(before);
      const laid = page.locator(`${byTestId("mountains-laid")}[data-cell="${destination}"]`);
      expect(await laid.getAttribute("data-card")).toBe(name);
      dragged++;
    }
    expect(dragged).toBe(3);
  });
});
