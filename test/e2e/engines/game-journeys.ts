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

/** How many entries the game's log holds (the play screen's data-moves), or -1 with no play screen. */
const movesInLog = () =>
  Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves") ?? -1);

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
    const before = await page.evaluate(movesInLog, null);
    await page.tap(`${id("confirm-move")}:not([disabled])`);
    // The log grew (the board may be ours again at once: the bot answers at once).
    await waitUntil(
      page,
      (before) =>
        Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves")) > before,
      before,
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

/** From Home: Picture Gallery for two, this device against the easy bot. */
export async function startGallery(page: EnginePage): Promise<void> {
  await page.tap(id("new-game"));
  await page.tap(`${id("game-choice")}[data-game="gallery"]`);
  await waitForSelector(page, id("seating"));
  // The first seating is two players.
  await chooseOption(page, id("seating"), "0");
  await chooseOption(page, id("seat-0"), "device");
  await chooseOption(page, id("seat-1"), "bot:easy");
  await page.tap(id("start-game"));
  await waitForSelector(page, `${id("play")} ${id("board")}`);
}

/** What the Gallery screen asks of us now ("over", a stage of `.gl-actions`), or null while the bot plays. */
const galleryStage = () => {
  if (document.querySelector('[data-testid="result"]')) return "over";
  const error = document.querySelector('[data-testid="move-error"]');
  if (error) return `error:${error.textContent}`;
  return document.querySelector(".gl-actions")?.getAttribute("data-phase") ?? null;
};

/** The position as the board shows it, to see that a move has landed. */
const gallerySignature = () =>
  [
    document.querySelector('[data-testid="play"]')?.getAttribute("data-moves"),
    document.querySelector('[data-testid="gallery-exhibition"]')?.getAttribute("data-cards"),
    document.querySelectorAll('[data-testid="hand-card"]').length,
    document.querySelector('[data-testid="gallery-stock"]')?.getAttribute("data-count"),
    document.querySelector(".gl-actions")?.getAttribute("data-phase"),
    document.querySelector('[data-testid="result"]') ? "over" : "",
  ].join("|");

/** Waits until the board shows another position than `before`, or a refusal. */
async function landed(page: EnginePage, before: string): Promise<void> {
  const end = Date.now() + 30_000;
  while ((await page.evaluate(gallerySignature, null)) === before) {
    if ((await countOf(page, id("move-error"))) > 0) return;
    if (Date.now() > end) throw new Error("timed out waiting for the Gallery move to land");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The uids of the hand's picture cards that can be picked now (jokers ask for a name). */
const pickableCards = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="hand-card"]')]
    .filter((el) => el.dataset.ckActive === "true" && el.dataset.ckSlot !== "h:*")
    .map((el) => el.dataset.ckUid ?? "");

const cardAt = (uid: string) => `[data-testid="hand-card"][data-ck-uid="${uid}"]`;
/** Where a finger taps a card of a tight hand: its corner index, the part that shows. */
const CORNER = { x: 5, y: 12 } as const;
const COMPLETES = '[data-testid="gallery-cell"]:has(.gl-cell-in[data-completes="true"])';
const START = '[data-testid="gallery-cell"][data-ck-slot="0,0"][data-ck-legal="true"]';
const BAZAAR = '[data-testid="gallery-bazaar"][data-ck-legal="true"]';

/**
 * Picks each picture card in turn until `place` is lit for it, and taps that place;
 * a card with no such place is put back (a second tap) before the next is picked.
 */
async function placeSomeCard(page: EnginePage, place: string): Promise<boolean> {
  for (const uid of await page.evaluate(pickableCards, null)) {
    // The hand may have been drawn anew since it was read: a card no longer there is skipped.
    if (!(await page.evaluate(pickableCards, null)).includes(uid)) continue;
    await page.tap(cardAt(uid), CORNER);
    if ((await countOf(page, place)) > 0) {
      await page.tap(place);
      return true;
    }
    if ((await countOf(page, `${cardAt(uid)}[data-ck-picked="true"]`)) > 0) {
      await page.tap(cardAt(uid), CORNER);
    }
  }
  return false;
}

/** The first of these buttons the screen shows, tapped; false when none shows. */
async function tapFirstOf(page: EnginePage, ...buttons: readonly string[]): Promise<boolean> {
  for (const button of buttons) {
    if ((await countOf(page, id(button))) === 0) continue;
    await page.tap(id(button));
    return true;
  }
  return false;
}

/** Plays one part of our turn by taps and names it; "declined" when the stage's way out was taken. */
async function galleryPart(page: EnginePage, stage: string): Promise<string> {
  if (stage === "draw") {
    await tapFirstOf(page, "gallery-draw", "gallery-take-bazaar");
    return "draw";
  }
  if (stage === "lay" || stage === "open") {
    // A step of one card that completes a valid line, laid; else the stage's way on.
    if (await placeSomeCard(page, COMPLETES)) {
      await page.tap(`${id("gallery-lay")}:not([disabled])`);
      return stage;
    }
    // A decline keeps the stage: the hand's cards then go to the start card's place only.
    if (await tapFirstOf(page, "gallery-decline")) stage = "decline";
    else if (await tapFirstOf(page, "gallery-pass", "gallery-end")) return "pass";
  }
  if (stage === "decline" && (await placeSomeCard(page, START))) return "decline";
  if (await placeSomeCard(page, BAZAAR)) return "discard";
  throw new Error(`no move by taps at the Gallery stage "${stage}"`);
}

/** Takes `parts` parts of our turns by taps; returns what each was ("draw", "lay", "discard"…). */
export async function playGalleryParts(page: EnginePage, parts: number): Promise<string[]> {
  const played: string[] = [];
  for (let i = 0; i < parts; i++) {
    const stage = await waitUntil(page, galleryStage, null, "our Gallery stage", 60_000);
    if (stage.startsWith("error:")) throw new Error(`the app refused a move: ${stage.slice(6)}`);
    if (stage === "over") return played;
    const before = await page.evaluate(gallerySignature, null);
    played.push(await partOrRetry(page, stage, before));
    await landed(page, before);
  }
  return played;
}

/**
 * One part by taps; when a tap fails because the screen changed under it (a hand drawn
 * anew while a card was being tapped), the part is read and tried again, twice at most.
 */
async function partOrRetry(page: EnginePage, stage: string, before: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await galleryPart(page, stage);
    } catch (error) {
      if (attempt >= 2) throw error;
      const now = await waitUntil(page, galleryStage, null, "our Gallery stage", 60_000);
      if ((await page.evaluate(gallerySignature, null)) !== before) return `${stage} (landed)`;
      if (now.startsWith("error:") || now === "over") throw error;
      stage = now;
    }
  }
}
