// How the browser tests play Picture Gallery: through taps on the board only (the
// data-testid and data-ck-* attributes listed in docs/games/gallery.md), never through
// the app's internals. A step is built the way a person builds it: pick a card, tap a
// highlighted place; the board marks the places where a card completes a valid step
// (data-completes), and the test lays such a step when it finds one.
import type { Locator, Page } from "playwright-core";
import { byTestId, type SeatChoice } from "./tabula";

/** From Home: a new Picture Gallery game with these seat holders. Returns the game id. */
export async function startGallery(page: Page, holders: readonly SeatChoice[]): Promise<string> {
  await page.locator(byTestId("new-game")).tap();
  await page.locator(`${byTestId("game-choice")}[data-game="gallery"]`).tap();
  const seating = page.locator(byTestId("seating"));
  await seating.waitFor();
  await seating.selectOption({ index: holders.length - 2 });
  for (const [person, holder] of holders.entries()) {
    await page.locator(byTestId(`seat-${person}`)).selectOption(holder);
  }
  await page.locator(byTestId("start-game")).tap();
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

export type GalleryAction =
  "over" | "handover" | "draw" | "open" | "decline" | "lay" | "pass" | "end" | "discard";

/** What the screen asks for now; waits while a bot or the other seats play. */
async function nextThing(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid="result"]')) return "over";
      if (document.querySelector('[data-testid="move-error"]')) {
        return `error:${document.querySelector('[data-testid="move-error"]')?.textContent}`;
      }
      if (document.querySelector('[data-testid="handover-continue"]')) return "handover";
      return document.querySelector(".gl-actions")?.getAttribute("data-phase") ?? false;
    },
    undefined,
    { timeout: 30_000, polling: 25 },
  );
  return (await handle.jsonValue()) as string;
}

/**
 * A signature of the position as the board shows it (the cards of a step being built
 * counted back into the hand), to wait for a move to land.
 */
function readSignature(): string {
  const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name) ?? "";
  const held =
    document.querySelectorAll('[data-testid="hand-card"]').length +
    document.querySelectorAll(".gl-step").length;
  return [
    attr('[data-testid="play"]', "data-moves"),
    attr('[data-testid="gallery-exhibition"]', "data-cards"),
    held,
    attr(".gl-fan", "data-count"),
    attr('[data-testid="gallery-stock"]', "data-count"),
    attr(".gl-actions", "data-phase"),
    attr('[data-testid="gallery-size"]', "data-limit"),
    document.querySelector('[data-testid="result"]') ? "over" : "",
    document.querySelector('[data-testid="handover"]') ? "handover" : "",
  ].join("|");
}

const signature = (page: Page): Promise<string> => page.evaluate(readSignature);

/** Waits until the position differs from `before` with no step half-built, or an error shows. */
async function landed(page: Page, before: string): Promise<void> {
  await page.addScriptTag({ content: `window.__glSignature = ${readSignature.toString()};` });
  await page.waitForFunction(
    (b) => {
      if (document.querySelector('[data-testid="move-error"]')) return true;
      const read = (window as unknown as { __glSignature: () => string }).__glSignature;
      return document.querySelectorAll(".gl-step").length === 0 && read() !== b;
    },
    before,
    { timeout: 30_000, polling: 25 },
  );
}

/** Where a finger taps a card of a tight hand: its corner index, the part that shows. */
// While one card is picked the others are aria-disabled, yet a tap on one picks it
// instead (the kit's rule): `force` lets the test tap it as a finger would.
const CORNER = { position: { x: 5, y: 12 }, force: true } as const;

/** The test reads a place off the board before it taps it: Playwright's extra waits are skipped. */
const FORCE = { force: true } as const;

const handCards = (page: Page): Locator => page.locator(byTestId("hand-card"));
const completing = (page: Page): Locator =>
  page.locator('[data-testid="gallery-cell"]:has(.gl-cell-in[data-completes="true"])');
const legalCells = (page: Page): Locator =>
  page.locator('[data-testid="gallery-cell"][data-ck-legal="true"]');

/** Taps hand card `i` and says whether it is picked (a card with no move is not). */
async function pick(page: Page, i: number, anyCard = false): Promise<boolean> {
  if (i >= (await handCards(page).count())) return false;
  const card = handCards(page).nth(i);
  if ((await card.getAttribute("data-ck-active")) !== "true") return false;
  // The test lays picture cards only (a joker asks for its name: the unit tests do that).
  if ((await card.getAttribute("data-ck-slot")) === "h:*" && !anyCard) return false;
  await card.tap(CORNER);
  return (await card.getAttribute("data-ck-picked")) === "true";
}

async function unpick(page: Page, i: number): Promise<void> {
  const card = handCards(page).nth(i);
  if ((await card.getAttribute("data-ck-picked")) === "true") await card.tap(CORNER);
}

/**
 * The hand cards (their indices) that have a place on the exhibition now, read from
 * their destinations as the table gives them (`data-ck-to="1,0 bazaar"`: the same in
 * every language); jokers left out.
 */
export function placeable(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="hand-card"]')].flatMap((el, i) => {
      const to = (el.getAttribute("data-ck-to") ?? "").split(" ");
      const joker = el.getAttribute("data-ck-slot") === "h:*";
      const cells = to.some((id) => /^-?\d+,-?\d+$/.test(id));
      return !joker && cells && el.getAttribute("data-ck-active") === "true" ? [i] : [];
    }),
  );
}

/** Puts back whatever hand card is picked (a tap on it again). */
async function unpickAny(page: Page): Promise<void> {
  const picked = page.locator(`${byTestId("hand-card")}[data-ck-picked="true"]`);
  if ((await picked.count()) > 0) await picked.first().tap(CORNER);
}

/**
 * Some card of the hand with a place that completes the step: taps both. Tapping the
 * next card picks it instead of the last, as a player would.
 */
async function finishStep(page: Page): Promise<boolean> {
  for (const i of await placeable(page)) {
    await handCards(page).nth(i).tap(CORNER);
    if ((await completing(page).count()) > 0) {
      await completing(page).first().tap(FORCE);
      return true;
    }
  }
  await unpickAny(page);
  return false;
}

/**
 * Builds a valid step by taps and lays it: one card that completes a step, else a
 * first card at a highlighted place and a second that completes (Undo between tries).
 */
async function buildStep(page: Page, tries: number): Promise<boolean> {
  if (await finishStep(page)) return tapLay(page);
  let tried = 0;
  for (const i of await placeable(page)) {
    if (tried++ >= tries) break;
    await handCards(page).nth(i).tap(CORNER);
    if ((await legalCells(page).count()) === 0) continue;
    await legalCells(page).first().tap(FORCE);
    if (await page.locator(`${byTestId("gallery-lay")}:not([disabled])`).count()) {
      return tapLay(page);
    }
    if (await finishStep(page)) return tapLay(page);
    await page.locator(byTestId("gallery-undo")).tap(FORCE);
  }
  await unpickAny(page);
  return false;
}

async function tapLay(page: Page): Promise<true> {
  const lay = page.locator(`${byTestId("gallery-lay")}:not([disabled])`);
  await lay.waitFor();
  await lay.tap(FORCE);
  return true;
}

/** Puts the first card that may go to the bazaar there. */
async function discard(page: Page): Promise<void> {
  const n = await handCards(page).count();
  for (let i = 0; i < n; i++) {
    if (!(await pick(page, i, true))) continue;
    const bazaar = page.locator(`${byTestId("gallery-bazaar")}[data-ck-legal="true"]`);
    if ((await bazaar.count()) > 0) {
      await bazaar.tap();
      return;
    }
    await unpick(page, i);
  }
  throw new Error("no card may go to the bazaar");
}

/** A hand card to the start card's place (a decline). */
async function declineWithAny(page: Page): Promise<void> {
  const n = await handCards(page).count();
  for (let i = 0; i < n; i++) {
    if (!(await pick(page, i))) continue;
    const start = page.locator(
      '[data-testid="gallery-cell"][data-ck-slot="0,0"][data-ck-legal="true"]',
    );
    if ((await start.count()) > 0) {
      await start.tap();
      return;
    }
    await unpick(page, i);
  }
  throw new Error("no card to decline with");
}

const visible = async (page: Page, id: string) => (await page.locator(byTestId(id)).count()) > 0;

/** Plays one part of a turn by taps, waits for it to land, and says what it was. */
export async function galleryAction(page: Page): Promise<GalleryAction> {
  const thing = await nextThing(page);
  if (thing.startsWith("error:")) throw new Error(`the app refused a move: ${thing.slice(6)}`);
  if (thing === "over") return "over";
  const before = await signature(page);
  if (process.env.GALLERY_TRACE) console.log(thing, before, Date.now() % 1_000_000);
  let action: GalleryAction;
  if (thing === "handover") {
    // The hand-over screen shows no hand: the next player's cards stay hidden till they tap.
    if ((await handCards(page).count()) > 0)
      throw new Error("a hand shows on the hand-over screen");
    await page.locator(byTestId("handover-continue")).tap();
    await page.locator(byTestId("handover")).waitFor({ state: "detached" });
    return "handover";
  } else if (thing === "draw") {
    action = "draw";
    await page
      .locator(
        byTestId((await visible(page, "gallery-draw")) ? "gallery-draw" : "gallery-take-bazaar"),
      )
      .tap();
  } else if (thing === "open") {
    if (await buildStep(page, 6)) action = "open";
    else if (await visible(page, "gallery-decline")) {
      action = "decline";
      await page.locator(byTestId("gallery-decline")).tap();
      await declineWithAny(page);
    } else {
      action = "pass";
      await page.locator(byTestId("gallery-pass")).tap();
    }
  } else if (thing === "decline") {
    action = "decline";
    await declineWithAny(page);
  } else if (thing === "lay" && (await buildStep(page, 1))) {
    action = "lay";
  } else if (await visible(page, "gallery-pass")) {
    action = "pass";
    await page.locator(byTestId("gallery-pass")).tap();
  } else if (await visible(page, "gallery-end")) {
    action = "end";
    await page.locator(byTestId("gallery-end")).tap();
  } else {
    action = "discard";
    await discard(page);
  }
  await landed(page, before);
  return action;
}
