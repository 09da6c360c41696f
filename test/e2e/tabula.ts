// How the browser tests drive the app: only through data-testid selectors (the app's
// own in its screens, each game's listed in docs/games/<game>.md), never through the
// app's internals.
import type { Locator, Page } from "playwright-core";

export const byTestId = (id: string): string => `[data-testid="${id}"]`;

/** A cell the player can tap now: empty, and not marked disabled by the board. */
export const PLAYABLE_CELL =
  '[data-testid^="cell-"][data-colour="0"]:not([aria-disabled="true"]):not([disabled])';
const PAINTED_CELL = '[data-testid^="cell-"]:not([data-colour="0"])';

/** How many entries the open game's log holds (the play screen's data-moves). */
export async function movesOf(page: Page): Promise<number> {
  return Number(await page.locator(byTestId("play")).getAttribute("data-moves"));
}

/**
 * Waits until the log holds more than `before` entries: a move landed. Bots answer at
 * once in the tests, so what a move takes away (a button) may be back before a wait
 * for it to go would see it gone.
 */
export async function untilMoved(page: Page, before: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (before) =>
      Number(document.querySelector('[data-testid="play"]')?.getAttribute("data-moves")) > before,
    before,
    { timeout },
  );
}

export async function openHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}#/`);
  await page.locator(byTestId("home")).waitFor();
  // The Continue list is read from IndexedDB after Home shows.
  await page
    .locator(`${byTestId("continue-list")}[data-loaded="true"]`)
    .waitFor({ state: "attached" });
}

export type SeatChoice = "device" | "bot:easy" | "bot:normal" | "bot:strong";

export interface NewSmalta {
  readonly fortune?: "die" | "cards" | "table";
  /** What holds seat 1 (default: the easy bot); seat 0 is always this device. */
  readonly opponent?: SeatChoice;
}

/** From Home: a new Smalta game, this device against a bot. Returns the game id. */
export async function startSmalta(page: Page, choice: NewSmalta = {}): Promise<string> {
  await page.locator(byTestId("new-game")).click();
  await page.locator(`${byTestId("game-choice")}[data-game="smalta"]`).click();
  const fortune = page.locator(byTestId("option-fortune"));
  await fortune.waitFor();
  await fortune.selectOption(choice.fortune ?? "die");
  await page.locator(byTestId("seat-0")).selectOption("device");
  await page.locator(byTestId("seat-1")).selectOption(choice.opponent ?? "bot:easy");
  await page.locator(byTestId("start-game")).click();
  const play = page.locator(byTestId("play"));
  await play.waitFor();
  // Pass-and-play with hidden hands opens on the hand-over screen, not the board.
  await page
    .locator(`${byTestId("board")}, ${byTestId("handover")}`)
    .first()
    .waitFor();
  const id = await play.getAttribute("data-game-id");
  if (!id) throw new Error("the play screen has no data-game-id");
  return id;
}

/** Everything a player sees of a Smalta position, to compare two renderings. */
export interface BoardSnapshot {
  readonly cells: Readonly<Record<string, string>>;
  readonly scores: string | null;
  readonly status: string | null;
  readonly gameId: string | null;
}

export async function snapshotBoard(page: Page): Promise<BoardSnapshot> {
  await page.locator(byTestId("board")).waitFor();
  return page.evaluate(() => {
    const cells: Record<string, string> = {};
    for (const cell of document.querySelectorAll('[data-testid^="cell-"]')) {
      cells[cell.getAttribute("data-testid")!] = cell.getAttribute("data-colour") ?? "";
    }
    const play = document.querySelector('[data-testid="play"]');
    return {
      cells,
      scores: document.querySelector('[data-testid="scores"]')?.getAttribute("data-scores") ?? null,
      status: play?.getAttribute("data-status") ?? null,
      gameId: play?.getAttribute("data-game-id") ?? null,
    };
  });
}

export const paintedCount = (snapshot: BoardSnapshot): number =>
  Object.values(snapshot.cells).filter((colour) => colour !== "0").length;

/** Waits until the human may paint (true) or the game is over (false). */
export async function waitForTurnOrEnd(page: Page, timeout = 30_000): Promise<boolean> {
  const handle = await page.waitForFunction(
    (playable) => {
      if (document.querySelector('[data-testid="result"]')) return "over";
      return document.querySelector(playable) ? "turn" : false;
    },
    PLAYABLE_CELL,
    { timeout },
  );
  return (await handle.jsonValue()) === "turn";
}

/**
 * Which playable cell to tap. "first" is any cell (the first in the page). "calm"
 * keeps a mid-game position mid-game: it taps the cell that leaves the fullest 2 × 2
 * block around it as empty as possible, so neither we nor the bot can soon complete
 * a block (which may end the game at once). It is the test's way of playing, not a
 * rule of the app.
 */
export type Pick = "first" | "calm";

async function choosePlayableCell(page: Page, pick: Pick): Promise<string> {
  return page.evaluate(
    ({ playable, pick }) => {
      const cells = [...document.querySelectorAll(playable)].map((cell) =>
        cell.getAttribute("data-testid")!,
      );
      if (pick === "first") return cells[0];
      const painted = (column: number, row: number): boolean => {
        const name = `cell-${String.fromCharCode(97 + column)}${row}`;
        const colour = document
          .querySelector(`[data-testid="${name}"]`)
          ?.getAttribute("data-colour");
        return colour !== undefined && colour !== null && colour !== "0";
      };
      /** The most painted cells any 2 × 2 block through this cell would have. */
      const fullestBlock = (testId: string): number => {
        const column = testId.charCodeAt("cell-".length) - 97;
        const row = Number(testId.slice("cell-".length + 1));
        let worst = 0;
        for (const [c0, r0] of [
          [column - 1, row - 1],
          [column - 1, row],
          [column, row - 1],
          [column, row],
        ]) {
          if (c0 < 0 || c0 > 4 || r0 < 1 || r0 > 5) continue;
          let count = 1; // the cell we would paint
          for (const [c, r] of [
            [c0, r0],
            [c0 + 1, r0],
            [c0, r0 + 1],
            [c0 + 1, r0 + 1],
          ]) {
            if ((c !== column || r !== row) && painted(c, r)) count++;
          }
          worst = Math.max(worst, count);
        }
        return worst;
      };
      const scored = cells.map((cell) => ({ cell, worst: fullestBlock(cell) }));
      return scored.reduce((best, next) => (next.worst < best.worst ? next : best)).cell;
    },
    { playable: PLAYABLE_CELL, pick },
  );
}

/**
 * Taps one playable cell and waits for the position to move on (a cell painted, by
 * us or, if the tap came while the bot was still to move, by the bot) or for the end.
 * Returns false when the game was already over.
 */
export async function paintAnyCell(page: Page, pick: Pick = "first"): Promise<boolean> {
  if (!(await waitForTurnOrEnd(page))) return false;
  const before = await page.locator(PAINTED_CELL).count();
  await page.locator(byTestId(await choosePlayableCell(page, pick))).click();
  await page.waitForFunction(
    ({ painted, before }) =>
      document.querySelector('[data-testid="result"]') !== null ||
      // In pass-and-play with hidden hands the board gives way to the hand-over screen.
      document.querySelector('[data-testid="handover"]') !== null ||
      document.querySelectorAll(painted).length > before,
    { painted: PAINTED_CELL, before },
  );
  return true;
}

/**
 * Plays `moves` of our moves, calmly (fewer if the game ends anyway), and waits for our
 * next turn, so that nothing is in flight when the caller looks at the board.
 */
export async function playMoves(page: Page, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    if (!(await paintAnyCell(page, "calm"))) return;
  }
  await waitForTurnOrEnd(page);
}

/** Plays until the result shows; a Smalta game has at most 36 paints. */
export async function playToTheEnd(page: Page): Promise<Locator> {
  for (let i = 0; i < 40 && (await paintAnyCell(page)); i++);
  const result = page.locator(byTestId("result"));
  await result.waitFor();
  return result;
}

/** Resolves once a service worker controls the page (reloading once if needed). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** What `takeTurn` did. */
export type TurnAction = "over" | "handover" | "table-roll" | "card" | "paint";

/**
 * Plays the next step of any Smalta variant as a person would: passes the device on a
 * hand-over screen, enters a table-die value, chooses a card, or paints a cell (calmly),
 * then waits for the screen to react. For pass-and-play games, where every seat is on
 * this device.
 */
export async function takeTurn(page: Page, tableRoll = 3): Promise<TurnAction> {
  const next = await page.waitForFunction(
    (playable) => {
      const q = (selector: string) => document.querySelector<HTMLButtonElement>(selector);
      if (q('[data-testid="result"]')) return "over";
      if (q('[data-testid="handover-continue"]')) return "handover";
      if (q('[data-testid^="table-roll-"]:not([disabled])')) return "table-roll";
      const cards = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="hand-card"]')];
      const chosen = cards.some((c) => c.dataset.selected === "true");
      if (!chosen && cards.some((c) => !c.disabled)) return "card";
      return q(playable) ? "paint" : false;
    },
    PLAYABLE_CELL,
    { timeout: 30_000 },
  );
  const action = (await next.jsonValue()) as TurnAction;
  switch (action) {
    case "handover":
      await page.locator(byTestId("handover-continue")).click();
      await page.locator(byTestId("handover")).waitFor({ state: "detached" });
      break;
    case "table-roll": {
      const button = page.locator(byTestId(`table-roll-${tableRoll}`));
      const value = (await button.count()) > 0 ? tableRoll : null;
      await (
        value === null ? page.locator('[data-testid^="table-roll-"]').first() : button
      ).click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="die"]')?.getAttribute("data-value") !== "",
      );
      break;
    }
    case "card":
      await page
        .locator(`${byTestId("hand-card")}:not([disabled])`)
        .first()
        .click();
      await page.locator(`${byTestId("hand-card")}[data-selected="true"]`).waitFor();
      break;
    case "paint":
      await paintAnyCell(page, "calm");
      break;
    case "over":
      break;
  }
  return action;
}
