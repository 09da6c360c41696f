// Issue 29, item 1: "Learn by playing", the guided first game of every game that has a
// guide, on a phone by touch, in English and in Russian. The test follows the coach
// alone: it taps whatever the coach marks (data-coach="next"), checking each time that
// it is a real, visible, enabled element in the viewport, until the result and the outro
// show; the taps it took must be exactly the guide's.
import type { Page } from "playwright-core";
import { afterAll, expect, it } from "vitest";
import type { Guide, GuideLang } from "../../src/engine/guide";
import { offeredManifests } from "../../src/games/manifests";
import { tapsInGuide } from "../../src/ui/model/guide-check";
import { PHONE } from "./browser";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

const MARK = '[data-coach="next"]';
const GUIDED = offeredManifests.filter((m) => m.guide !== undefined).map((m) => m.id);
const LANGS: readonly GuideLang[] = ["en", "ru"];
/** The game whose lesson also gets one wrong try (a Smalta cell is a move in one tap). */
const WRONG_TRY_GAME = "smalta";

async function guideOf(game: string): Promise<Guide> {
  const manifest = offeredManifests.find((m) => m.id === game);
  if (!manifest?.guide) throw new Error(`${game} has no guide`);
  return manifest.guide();
}

/** Where the coach is: its step and tap ("" while the bot plays), and whether it is over. */
async function coachAt(page: Page): Promise<string> {
  return page.evaluate(() => {
    const coach = document.querySelector('[data-testid="coach"]');
    const over = document.querySelector('[data-testid="guide-result"]') !== null;
    return `${coach?.getAttribute("data-step")}/${coach?.getAttribute("data-tap")}/${over}`;
  });
}

/** Waits until the coach marks something, or the lesson is over; true when over. */
async function nextMarkOrEnd(page: Page): Promise<boolean> {
  const handle = await page.waitForFunction(
    (mark) =>
      document.querySelector('[data-testid="guide-result"]')
        ? "over"
        : document.querySelector(mark)
          ? "mark"
          : null,
    MARK,
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) === "over";
}

/** Waits until the marked element stops moving (the coach scrolls it into view smoothly). */
async function untilStill(page: Page): Promise<void> {
  let before = "";
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await page.locator(MARK).boundingBox());
    if (box === before) return;
    before = box;
    await page.waitForTimeout(50);
  }
}

/**
 * The marked element is one a finger can tap now: shown, enabled, inside the viewport,
 * and not covered where the finger goes. Returns that point (from the element's corner):
 * its centre, else the first point of a grid over it that the element itself would
 * receive (a card of a fanned hand shows only its left edge).
 */
async function expectTappable(page: Page, where: string): Promise<{ x: number; y: number }> {
  const mark = page.locator(MARK);
  expect(await mark.count(), `${where}: one element marked`).toBe(1);
  await mark.scrollIntoViewIfNeeded();
  await untilStill(page);
  // A board may show the bot's move before it takes taps (backgammon, move by move): a
  // player waits for it too. Asserted below, so a mark that never comes alive fails.
  await page
    .waitForFunction(
      (mark) => {
        const el = document.querySelector(mark);
        return el && el.getAttribute("aria-disabled") !== "true" && !el.closest("[disabled]");
      },
      MARK,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  expect(await mark.isVisible(), `${where}: the mark is visible`).toBe(true);
  const facts = await mark.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const receives = (fx: number, fy: number) => {
      const top = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
      return top !== null && (el === top || el.contains(top));
    };
    const fractions = [0.5, 0.1, 0.3, 0.7, 0.9];
    const finger = fractions
      .flatMap((fx) => fractions.map((fy) => [fx, fy] as const))
      .find(([fx, fy]) => receives(fx, fy));
    return {
      disabled: (el as HTMLButtonElement).disabled === true || el.closest("[disabled]") !== null,
      ariaDisabled: el.getAttribute("aria-disabled") === "true",
      inside:
        box.width > 0 &&
        box.height > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= innerHeight &&
        box.right <= innerWidth,
      inScreen: el.closest('[data-testid="guide"]') !== null,
      finger: finger ? { x: box.width * finger[0], y: box.height * finger[1] } : null,
    };
  });
  const { finger, ...rest } = facts;
  expect(rest, where).toEqual({
    disabled: false,
    ariaDisabled: false,
    inside: true,
    inScreen: true,
  });
  expect(finger, `${where}: some point of it is not covered`).not.toBeNull();
  return finger!;
}

/**
 * One wrong try at the last tap of a step, on a Smalta cell: another enabled cell is
 * another legal move. The coach explains, nothing changes, and the step starts over at
 * its first tap (the board drawn anew, nothing of the try left picked).
 */
async function tryWrongCell(page: Page, at: string): Promise<boolean> {
  const other = page.locator(
    `[data-testid^="cell-"][data-enabled="true"]:not(${MARK}):not([aria-disabled="true"])`,
  );
  if ((await other.count()) === 0) return false;
  const guide = page.locator(byTestId("guide"));
  const movesBefore = await guide.getAttribute("data-moves");
  const cell = other.first();
  const colourBefore = await cell.getAttribute("data-colour");
  await cell.tap();
  await page.locator(byTestId("coach-wrong")).waitFor({ timeout: 10_000 });
  expect(await page.locator(byTestId("coach-wrong")).getAttribute("data-kind")).toBe("other");
  expect(await guide.getAttribute("data-moves")).toBe(movesBefore);
  expect(await cell.getAttribute("data-colour")).toBe(colourBefore);
  const [step] = at.split("/");
  await page.waitForFunction((step) => {
    const coach = document.querySelector('[data-testid="coach"]');
    return coach?.getAttribute("data-step") === step && coach.getAttribute("data-tap") === "0";
  }, step);
  return true;
}

interface Lesson {
  readonly game: string;
  readonly lang: GuideLang;
  readonly guide: Guide;
  readonly wrongTry: boolean;
}

/** Follows the coach to the end; returns the taps it took (and whether a wrong try was made). */
async function followCoach(page: Page, lesson: Lesson): Promise<{ taps: number; wrong: boolean }> {
  const limit = tapsInGuide(lesson.guide) + 5;
  let taps = 0;
  let wrong = false;
  while (!(await nextMarkOrEnd(page))) {
    const where = `${lesson.game} ${lesson.lang}, tap ${taps + 1}`;
    expect(taps, `${where}: more taps than the guide has`).toBeLessThan(limit);
    const finger = await expectTappable(page, where);
    const at = await coachAt(page);
    const [step, tap] = at.split("/").map(Number);
    const last = tap === lesson.guide.steps[step].taps.length - 1;
    const onCell = (await page.locator(MARK).getAttribute("data-testid"))?.startsWith("cell-");
    if (lesson.wrongTry && !wrong && last && onCell) {
      wrong = await tryWrongCell(page, at);
      // The step starts over: follow the coach from its first tap again (the taps of
      // the step made before the try are made twice; they are not the guide's count).
      if (wrong) {
        taps -= tap;
        continue;
      }
    }
    await page.locator(MARK).tap({ position: finger });
    taps++;
    // Every tap of a right guide moves the coach on: to the next tap, step, or the end.
    await page.waitForFunction(
      ([before]) => {
        const coach = document.querySelector('[data-testid="coach"]');
        const over = document.querySelector('[data-testid="guide-result"]') !== null;
        return (
          `${coach?.getAttribute("data-step")}/${coach?.getAttribute("data-tap")}/${over}` !==
          before
        );
      },
      [at],
      { timeout: 30_000 },
    );
    // A right move clears what the coach said of a wrong try.
    if ((await coachAt(page)).split("/")[0] !== String(step)) {
      expect(await page.locator(byTestId("coach-wrong")).count(), `${where}: no wrong try`).toBe(0);
    }
  }
  return { taps, wrong };
}

async function openLesson(
  page: Page,
  url: string,
  game: string,
  lang: GuideLang,
  fromHome: boolean,
) {
  await openHome(page, url);
  if (lang !== "en") {
    await page.locator(byTestId("language")).selectOption(lang);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
  }
  if (!fromHome) {
    await page.goto(`${url}#/rules/${game}`);
    await page.locator(`${byTestId("rules")}[data-game="${game}"]`).waitFor();
  }
  await page.locator(`${byTestId("learn")}[data-game="${game}"]`).tap();
  await page.locator(`${byTestId("guide")}[data-game="${game}"]`).waitFor();
}

describeInBrowser("the guided first game in the browser", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  const seen: Record<string, number> = {};
  afterAll(() => console.log(`[guide] taps per lesson: ${JSON.stringify(seen)}`));

  it("some game the app offers has a guide", () => {
    expect(GUIDED.length).toBeGreaterThan(0);
  });

  const lessons = GUIDED.flatMap((game) => LANGS.map((lang) => ({ game, lang })));
  it.each(lessons)(
    "$game ($lang): the coach's marks alone lead through the lesson to its result",
    async ({ game, lang }) => {
      const guide = await guideOf(game);
      const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
      // The first lesson is opened from Home, every other from its rules page.
      const fromHome = game === GUIDED[0] && lang === "en";
      await openLesson(page, session.url(), game, lang, fromHome);
      const coach = page.locator(byTestId("coach"));
      expect(await page.locator(byTestId("coach-intro")).textContent()).toBe(guide.intro[lang]);
      await page.locator(MARK).waitFor({ timeout: 30_000 });
      expect(await coach.textContent()).toContain(guide.steps[0].say[lang]);
      // The marked element is described by the coach's words, for a screen reader.
      expect(await page.locator(MARK).getAttribute("aria-describedby")).toContain("coach-say");

      const wrongTry = game === WRONG_TRY_GAME && lang === "en";
      const { taps, wrong } = await followCoach(page, { game, lang, guide, wrongTry });
      seen[`${game} ${lang}`] = taps;
      expect(wrong, "the wrong try was made").toBe(wrongTry);
      expect(taps).toBe(tapsInGuide(guide));
      await page.locator(byTestId("guide-result")).waitFor();
      expect(await page.locator(byTestId("coach-outro")).textContent()).toBe(guide.outro[lang]);
      expect(await page.locator(MARK).count()).toBe(0);
      // The way on: a real game of it.
      await page.locator(byTestId("guide-play-real")).tap();
      await page.waitForFunction((game) => location.hash === `#/new/${game}`, game);
    },
    150_000,
  );

  it("a game without a guide offers no lesson, on Home and on its rules page", async () => {
    const { page } = await session.launchFresh({ viewport: PHONE, touch: true });
    await openHome(page, session.url());
    const links = await page
      .locator(byTestId("learn"))
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-game")));
    expect(links).toEqual(GUIDED);
    const unguided = offeredManifests.find((m) => m.guide === undefined);
    if (!unguided) return;
    await page.goto(`${session.url()}#/rules/${unguided.id}`);
    await page.locator(`${byTestId("rules")}[data-game="${unguided.id}"]`).waitFor();
    expect(await page.locator(byTestId("learn")).count()).toBe(0);
  }, 60_000);
});
