// Driving a Mountains game in the browser through its data-testid selectors
// (docs/games/mountains.md, "The board", lists them).
import type { Page } from "playwright-core";
import { byTestId, movesOf, untilMoved } from "./tabula";

export interface NewMountains {
  /** The seating's index on the new-game screen: 0 is 2 v 2, 1 is 3 v 3, 2 is 1 v 1. */
  readonly seating?: number;
  /** What each person holds, in the order the new-game screen asks: "device" or "bot:LEVEL". */
  readonly persons: readonly string[];
}

/** From Home: a new Mountains game (36 cards, 9 × 6). Returns the game id. */
export async function startMountains(page: Page, choice: NewMountains): Promise<string> {
  await page.locator(byTestId("new-game")).click();
  await page.locator(`${byTestId("game-choice")}[data-game="mountains"]`).click();
  await page.locator(byTestId("option-deck")).selectOption("36");
  await page.locator(byTestId("seating")).selectOption(String(choice.seating ?? 0));
  for (const [person, holder] of choice.persons.entries()) {
    await page.locator(byTestId(`seat-${person}`)).selectOption(holder);
  }
  await page.locator(byTestId("start-game")).click();
  const play = page.locator(byTestId("play"));
  await play.waitFor();
  await page
    .locator(`${byTestId("board")}, ${byTestId("handover")}`)
    .first()
    .waitFor();
  const id = await play.getAttribute("data-game-id");
  if (!id) throw new Error("the play screen has no data-game-id");
  return id;
}

export const ACTIVE_CARD = `${byTestId("hand-card")}[data-ck-active="true"]`;
export const LEGAL_CELL = '[data-testid^="cell-"][data-ck-legal="true"]';
const LAID = byTestId("mountains-laid");

export type MountainsStep = "over" | "handover" | "pass" | "card";

/** What this device may do next, once something is to be done. */
export async function nextStep(page: Page, timeout = 60_000): Promise<MountainsStep> {
  const handle = await page.waitForFunction(
    (card) => {
      if (document.querySelector('[data-testid="result"]')) return "over";
      if (document.querySelector('[data-testid="handover"]')) return "handover";
      if (document.querySelector('[data-testid="mountains-pass"]')) return "pass";
      return document.querySelector(card) ? "card" : false;
    },
    ACTIVE_CARD,
    { timeout },
  );
  return (await handle.jsonValue()) as MountainsStep;
}

/** The hand shown now (its label names the seat, "Hand of You (hand 2)"), and its cards. */
export async function shownHand(page: Page): Promise<{ label: string; cards: string[] }> {
  return page.evaluate(() => {
    const hand = document.querySelector(".mt-hand");
    return {
      label: hand?.getAttribute("aria-label") ?? "",
      cards: [...(hand?.querySelectorAll('[data-testid="hand-card"]') ?? [])].map(
        (el) => el.getAttribute("data-ck-slot") ?? "",
      ),
    };
  });
}

/**
 * Takes this device's next step as a person would, by tapping: passes the device on a
 * hand-over screen, taps Pass when nothing fits, or taps a card and then a lit cell
 * (the first card that can go somewhere, by the part of it the fan shows),
 * and waits for the move to be on the table. Returns what it did.
 */
export async function takeStep(page: Page): Promise<MountainsStep> {
  const step = await nextStep(page);
  if (step === "over") return step;
  if (step === "handover") {
    await page.locator(byTestId("handover-continue")).tap();
    await page.locator(byTestId("board")).waitFor();
    return step;
  }
  const before = await page.locator(LAID).count();
  if (step === "pass") {
    const moves = await movesOf(page);
    await page.locator(byTestId("mountains-pass")).tap();
    await untilMoved(page, moves);
    return step;
  }
  // In a fanned hand only the left part of a card shows: tap it there, as a finger would.
  await page
    .locator(ACTIVE_CARD)
    .first()
    .tap({ position: { x: 8, y: 24 } });
  await page.locator(LEGAL_CELL).first().tap();
  await page.waitForFunction(
    ({ laid, before }) =>
      document.querySelectorAll(laid).length > before ||
      document.querySelector('[data-testid="result"]') !== null ||
      // In pass-and-play the board gives way to the hand-over screen.
      document.querySelector('[data-testid="handover"]') !== null,
    { laid: LAID, before },
  );
  return step;
}

/** Everything the board shows at the end, to check against the result. */
export async function finalTable(page: Page) {
  return page.evaluate(() => {
    const points = (colour: string) =>
      Number(
        document
          .querySelector(`[data-testid="mountains-team-${colour}"]`)
          ?.getAttribute("data-points"),
      );
    const sums = [...document.querySelectorAll('[data-testid^="sums-"]')];
    return {
      laid: document.querySelectorAll('[data-testid="mountains-laid"]').length,
      red: points("red"),
      black: points("black"),
      ownedColumns: document.querySelectorAll(".mt-owned").length,
      ownedSums: sums.filter((el) => el.getAttribute("data-owner") !== "none").length,
      scores: document.querySelector('[data-testid="scores"]')?.getAttribute("data-scores") ?? "",
    };
  });
}
