// How the browser tests play Spite and Malice: through data-testid selectors and the
// cards kit's data attributes (src/ui/kit/cards/README.md), with real taps.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { byTestId, movesOf, untilMoved, type SeatChoice } from "./tabula";

export interface NewSpite {
  /** What holds seat 1 (default: the easy bot); seat 0 is always this device. */
  readonly opponent?: SeatChoice;
  readonly goal?: 13 | 20 | 26;
}

/** From Home: a new two-player game of Spite and Malice. Returns the game id. */
export async function startSpite(page: Page, choice: NewSpite = {}): Promise<string> {
  await page.locator(byTestId("new-game")).tap();
  await page.locator(`${byTestId("game-choice")}[data-game="spite-malice"]`).tap();
  const goal = page.locator(byTestId("option-goal"));
  await goal.waitFor();
  await goal.selectOption(String(choice.goal ?? 13));
  await page.locator(byTestId("seat-0")).selectOption("device");
  await page.locator(byTestId("seat-1")).selectOption(choice.opponent ?? "bot:easy");
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

/** What the screen offers now. */
export type SpiteStep = "over" | "handover" | "confirm" | "end" | "play" | "discard";

/**
 * What the player can do now, waiting while someone else moves: the kit marks a slot
 * that can act `data-ck-active`; its name says where it can go ("can go to centre
 * pile 2"), so a card with a centre pile is told from one that can only be discarded.
 */
export async function nextStep(page: Page, timeout = 30_000): Promise<SpiteStep> {
  const handle = await page.waitForFunction(stepInPage, undefined, { timeout });
  return (await handle.jsonValue()) as SpiteStep;
}

/** What the player can do on `page` right now; false while someone else moves. */
export async function peekStep(page: Page): Promise<SpiteStep | false> {
  return page.evaluate(stepInPage);
}

/** Runs in the page (no named helpers inside: see pairing.ts); the engine journeys share it. */
export const stepInPage = (): SpiteStep | false => {
  const q = (s: string) => document.querySelector(s);
  if (q('[data-testid="result"]')) return "over";
  if (q('[data-testid="handover-continue"]')) return "handover";
  if (q('[data-testid="sm-confirm"]')) return "confirm";
  if (q('[data-testid="sm-end"]')) return "end";
  const active = [...document.querySelectorAll('[data-testid="board"] [data-ck-active="true"]')];
  if (active.length === 0) return false;
  return active.some((el) => el.getAttribute("aria-label")?.includes("centre pile"))
    ? "play"
    : "discard";
};

/** Every card face on the board, in order: changes whenever an entry lands. */
async function boardFaces(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="board"] [data-card]')]
      .map((el) => el.getAttribute("data-card"))
      .join(","),
  );
}

/**
 * The uid of the card to play now: the goal top when it can go to the centre, else a
 * discard top, else a hand card (wild cards last, so they are kept for the goal).
 */
async function chooseOrigin(page: Page, toCentre: boolean): Promise<string> {
  return page.evaluate(originInPage, toCentre);
}

/** chooseOrigin's choice, in the page (the engine journeys share it). */
export const originInPage = (toCentre: boolean): string => {
  const active = [
    ...document.querySelectorAll<HTMLElement>('[data-testid="board"] [data-ck-active="true"]'),
  ];
  const fits = active.filter(
    (el) => !toCentre || el.getAttribute("aria-label")?.includes("centre pile"),
  );
  const rank = (el: HTMLElement) => {
    const id = el.dataset.ckSlot ?? "";
    if (id === "g") return 0;
    if (/^d\d$/.test(id)) return 1;
    return /^h:K/.test(id) ? 3 : 2;
  };
  fits.sort((a, b) => rank(a) - rank(b));
  return fits[0]?.dataset.ckUid ?? "";
};

const slot = (uid: string) => `[data-testid="board"] [data-ck-uid="${uid}"]`;

/**
 * Takes the next step as a person would, with taps: passes the device on, confirms a
 * discard, plays a card onto the centre (origin, then the first lit centre pile), or
 * picks a card and a lit discard pile. Waits for the screen to answer.
 */
export async function takeSpiteStep(page: Page): Promise<SpiteStep> {
  const step = await nextStep(page);
  switch (step) {
    case "over":
      return step;
    case "handover":
      await page.locator(byTestId("handover-continue")).tap();
      await page.locator(byTestId("handover")).waitFor({ state: "detached" });
      return step;
    case "confirm":
    case "end": {
      const button = page.locator(byTestId(step === "confirm" ? "sm-confirm" : "sm-end"));
      const moves = await movesOf(page);
      await button.tap();
      // The log grew (the button may be back at once: a bot answers at once).
      await untilMoved(page, moves);
      return step;
    }
    case "play":
    case "discard": {
      const before = await boardFaces(page);
      const origin = await chooseOrigin(page, step === "play");
      await page.locator(slot(origin)).tap();
      const kind = step === "play" ? "c" : "d";
      const target = page.locator(`[data-ck-legal="true"][data-ck-slot^="${kind}"]`).first();
      await target.tap();
      if (step === "play") {
        await page.waitForFunction(
          (before) =>
            document.querySelector('[data-testid="result"]') !== null ||
            [...document.querySelectorAll('[data-testid="board"] [data-card]')]
              .map((el) => el.getAttribute("data-card"))
              .join(",") !== before,
          before,
        );
      } else {
        await page.locator(byTestId("sm-confirm")).waitFor();
      }
      return step;
    }
  }
}

/** Plays until the result shows (at most `steps` steps); returns the steps taken. */
export async function playSpiteToTheEnd(page: Page, steps = 2_000): Promise<SpiteStep[]> {
  const taken: SpiteStep[] = [];
  for (let i = 0; i < steps; i++) {
    const step = await takeSpiteStep(page);
    taken.push(step);
    if (step === "over") return taken;
  }
  throw new Error(`no result after ${steps} steps`);
}

/** Takes one step on whichever phone can act; false once the game is over. */
export async function stepAmong(phones: readonly Page[], timeout = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const steps = await Promise.all(phones.map(peekStep));
    if (steps.includes("over")) return false;
    const movers = phones.filter((_, i) => steps[i] !== false);
    expect(movers.length, "only one device may move at a time").toBeLessThanOrEqual(1);
    if (movers.length === 1) {
      await takeSpiteStep(movers[0]);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // What each phone's play mode says (a fair game's duties), without waiting for one.
  const modes = await Promise.all(
    phones.map(async (p) => (await p.locator(byTestId("fair-mode")).allTextContents())[0]),
  );
  throw new Error(`no phone could move (${modes.join(" / ")})`);
}

/** The centre piles as a page shows them: "pile-c1=Ah,2c|pile-c2=…". */
export function centreOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="pile-c"]')]
      .map(
        (pile) =>
          `${pile.getAttribute("data-testid")}=${[...pile.querySelectorAll("[data-card]")]
            .map((f) => f.getAttribute("data-card"))
            .join(",")}`,
      )
      .join("|"),
  );
}

/** An invitation to a paired game of Spite and Malice over a PeerServer (the Invite form). */
export interface SpiteInvite {
  /** The PeerServer's URL. */
  readonly server: string;
  /** Per seat: "host", "guest", "guest:2"…; three or more seats set the seating first. */
  readonly seats: readonly string[];
  /** Fair play: checked or not; absent, the form's default is left. */
  readonly fair?: boolean;
}

/** On the host page: fills in Invite for Spite and Malice (goal 13) and returns its join link. */
export async function inviteSpite(page: Page, base: string, invite: SpiteInvite): Promise<string> {
  await page.goto(`${base}#/pair/invite`);
  await page.locator(byTestId("pair-invite")).waitFor();
  await page.locator(byTestId("pair-game")).selectOption("spite-malice");
  await page.locator(byTestId("pair-transport")).selectOption("peerjs");
  await page.locator(byTestId("pair-server")).fill(invite.server);
  await page.locator(byTestId("pair-option-goal")).selectOption("13");
  if (invite.seats.length > 2) {
    await page.locator(byTestId("pair-seating")).selectOption(String(invite.seats.length));
  }
  for (const [seat, plan] of invite.seats.entries()) {
    await page.locator(byTestId(`pair-seat-${seat}`)).selectOption(plan);
  }
  if (invite.fair !== undefined) await page.locator(byTestId("pair-fair")).setChecked(invite.fair);
  await page.locator(byTestId("pair-start")).click();
  const code = page.locator(byTestId("pair-code"));
  await code.waitFor({ timeout: 30_000 });
  return code.inputValue();
}

/** Opens a join link on a phone's Join screen. */
export async function joinWith(page: Page, base: string, link: string): Promise<void> {
  await page.goto(`${base}#/pair/join`);
  await page.locator(byTestId("pair-input")).fill(link);
  await page.locator(byTestId("pair-connect")).click();
}
