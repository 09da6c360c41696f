// The journeys of the other games (issue 28): a few turns of each against the bot, by
// taps, written once against EnginePage (Smalta's whole game is in journeys.ts).
import { chooseOption, countOf, waitForSelector, waitUntil, type EnginePage } from "./engine";
import { originInPage, stepInPage } from "../spite-page";
import { byTestId as id } from "../tabula";

/** From Home: backgammon, this device against the easy bot. */
export async function startBackgammon(page: EnginePage): Promise<void> {
  await page.tap(id("new-game"));
  await page.tap(`${id("game-choice")}[data-game="backgammon"]`);
  await waitForSelector(page, id("option-cards"));
  await chooseOption(page, id("option-cards"), "false");
  await chooseOption(page, id("seat-0"), "device");
  await chooseOption(page, id("seat-1"), "bot:easy");
  await page.tap(id("start-game"));
  await waitForSelector(page, `${id("play")} ${id("board")}`);
}

/** Waits for our move ("move"), a play to confirm with no checker to move ("pass"), or the end. */
const backgammonTurn = (page: EnginePage) =>
  waitUntil(
    page,
    () => {
      if (document.querySelector('[data-testid="result"]')) return "over" as const;
      if (document.querySelector('.bg-board[data-active="true"]')) return "move" as const;
      const confirm = document.querySelector<HTMLButtonElement>('[data-testid="confirm-move"]');
      return confirm && !confirm.disabled ? ("pass" as const) : null;
    },
    null,
    "our backgammon turn",
    60_000,
  );

/**
 * Plays `turns` of our turns by taps (a movable checker, then its destination when it
 * was only picked, until Confirm is enabled; then Confirm); returns the turns played.
 */
export async function playBackgammonTurns(page: EnginePage, turns: number): Promise<number> {
  for (let played = 0; played < turns; played++) {
    const turn = await backgammonTurn(page);
    if (turn === "over") return played;
    for (let step = 0; turn === "move" && step < 8; step++) {
      if ((await countOf(page, `${id("confirm-move")}:not([disabled])`)) > 0) break;
      await page.tap('[data-movable="true"]');
      if ((await countOf(page, '[data-destination="true"]')) > 0) {
        await page.tap('[data-destination="true"]');
      }
    }
    await page.tap(`${id("confirm-move")}:not([disabled])`);
    await waitUntil(
      page,
      () =>
        !document.querySelector('.bg-board[data-active="true"]') &&
        !document.querySelector('[data-testid="confirm-move"]:not([disabled])'),
      null,
      "the play to be taken",
    );
  }
  return turns;
}

/** From Home: Mountains one v one (36 cards), this device against the easy bot. */
export async function startMountains(page: EnginePage): Promise<void> {
  await page.tap(id("new-game"));
  await page.tap(`${id("game-choice")}[data-game="mountains"]`);
  await waitForSelector(page, id("option-deck"));
  await chooseOption(page, id("option-deck"), "36");
  await chooseOption(page, id("seating"), "2");
  await chooseOption(page, id("seat-0"), "device");
  await chooseOption(page, id("seat-1"), "bot:easy");
  await page.tap(id("start-game"));
  await waitForSelector(page, `${id("play")} ${id("board")}`);
}

const ACTIVE_CARD = '[data-testid="hand-card"][data-ck-active="true"]';
const LEGAL_CELL = '[data-testid^="cell-"][data-ck-legal="true"]';

/**
 * Takes `steps` of our Mountains steps by taps: a card (by the part the fan shows) and
 * then a lit cell, or Pass when nothing fits; returns the cards laid by us.
 */
export async function playMountainsSteps(page: EnginePage, steps: number): Promise<number> {
  let laid = 0;
  for (let i = 0; i < steps; i++) {
    const step = await waitUntil(
      page,
      (card) => {
        if (document.querySelector('[data-testid="result"]')) return "over" as const;
        if (document.querySelector('[data-testid="mountains-pass"]')) return "pass" as const;
        return document.querySelector(card) ? ("card" as const) : null;
      },
      ACTIVE_CARD,
      "our Mountains step",
      60_000,
    );
    if (step === "over") return laid;
    if (step === "pass") {
      await page.tap(id("mountains-pass"));
      continue;
    }
    const before = await countOf(page, id("mountains-laid"));
    await page.tap(ACTIVE_CARD, { x: 8, y: 24 });
    await page.tap(LEGAL_CELL);
    await waitUntil(
      page,
      (before) =>
        document.querySelectorAll('[data-testid="mountains-laid"]').length > before ||
        document.querySelector('[data-testid="result"]') !== null,
      before,
      "the card on the table",
    );
    laid++;
  }
  return laid;
}

/** From Home: Spite and Malice (goal 13), this device against the easy bot. */
export async function startSpite(page: EnginePage): Promise<void> {
  await page.tap(id("new-game"));
  await page.tap(`${id("game-choice")}[data-game="spite-malice"]`);
  await waitForSelector(page, id("option-goal"));
  await chooseOption(page, id("option-goal"), "13");
  await chooseOption(page, id("seat-0"), "device");
  await chooseOption(page, id("seat-1"), "bot:easy");
  await page.tap(id("start-game"));
  await waitForSelector(page, `${id("play")} ${id("board")}`);
}

const boardFaces = () =>
  [...document.querySelectorAll('[data-testid="board"] [data-card]')]
    .map((el) => el.getAttribute("data-card"))
    .join(",");

/** Takes `steps` of our Spite and Malice steps by taps; returns the cards played or discarded. */
export async function playSpiteSteps(page: EnginePage, steps: number): Promise<number> {
  let cards = 0;
  for (let i = 0; i < steps; i++) {
    const step = await waitUntil(page, stepInPage, undefined, "our Spite and Malice step", 60_000);
    if (step === "over" || step === "handover") return cards;
    if (step === "confirm" || step === "end") {
      const button = id(step === "confirm" ? "sm-confirm" : "sm-end");
      await page.tap(button);
      await waitUntil(page, (b) => document.querySelector(b) === null, button, `${button} gone`);
      continue;
    }
    const before = await page.evaluate(boardFaces, null);
    const origin = await page.evaluate(originInPage, step === "play");
    await page.tap(`[data-testid="board"] [data-ck-uid="${origin}"]`);
    await page.tap(`[data-ck-legal="true"][data-ck-slot^="${step === "play" ? "c" : "d"}"]`);
    if (step === "play") {
      await waitUntil(
        page,
        (before) =>
          document.querySelector('[data-testid="result"]') !== null ||
          [...document.querySelectorAll('[data-testid="board"] [data-card]')]
            .map((el) => el.getAttribute("data-card"))
            .join(",") !== before,
        before,
        "the card on the centre",
      );
    } else {
      await waitForSelector(page, id("sm-confirm"));
    }
    cards++;
  }
  return cards;
}
