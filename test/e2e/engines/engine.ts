// One small driver layer for the browser journeys (issue 28): a journey is written once
// against EnginePage and runs on Chromium (playwright-core), Firefox ESR (puppeteer-core
// over WebDriver BiDi) and WebKitGTK (WebKitWebDriver, W3C WebDriver). Only what the
// journeys need is here: go to a URL, tap, choose an option, run a function in the page.

export type EngineName = "chromium" | "firefox" | "webkit";

/** A page of one engine. Selectors are CSS; `fn` runs in the page with one JSON argument. */
export interface EnginePage {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * A pointer tap on the first element matching `selector` (through the engine's input),
   * at its centre or at `offset` from its top left corner (a card of a fanned hand shows
   * only its left part).
   */
  tap(selector: string, offset?: { readonly x: number; readonly y: number }): Promise<void>;
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
}

/** One engine's browser, as a journey uses it: its first page, then closed. */
export interface EngineBrowser {
  readonly engine: EngineName;
  readonly page: EnginePage;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The programs it needs, or null when they are all here (else why not, for the banner). */
  missing(): string | null;
  /** A fresh device: a new context of the file's one browser where the driver has contexts. */
  launch(): Promise<EngineBrowser>;
  /** Closes the file's browser, if any (every EngineBrowser of it closed first). */
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `fn` in the page until it returns something truthy, and returns that; the same
 * on every engine (a poll from Node, not each driver's own wait, so that the journeys
 * behave alike).
 */
export async function waitUntil<A, T>(
  page: EnginePage,
  fn: (arg: A) => T | Promise<T>,
  arg: A,
  what: string,
  timeout = 30_000,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await page.evaluate(fn, arg);
      if (value) return value as NonNullable<T>;
    } catch (error) {
      // A page that is navigating answers nothing for a moment.
      last = error;
    }
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ""}`);
    }
    await sleep(100);
  }
}

/** Waits until `selector` matches an element. */
export const waitForSelector = (page: EnginePage, selector: string, timeout?: number) =>
  waitUntil(page, (s) => document.querySelector(s) !== null, selector, selector, timeout);

/** How many elements match `selector`. */
export const countOf = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelectorAll(s).length, selector);

/** The text of the first element matching `selector`, or null. */
export const textOf = (page: EnginePage, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.textContent ?? null, selector);

/**
 * Chooses `value` in a <select>, as a person's choice does: the value, then the input
 * and change events the app listens to (each engine's own select API differs).
 */
export const chooseOption = async (page: EnginePage, selector: string, value: string) => {
  // A screen may show its frame before its form (a lazy part still loading): wait for it.
  await waitForSelector(page, selector);
  await page.evaluate(
    ({ selector, value }) => {
      const select = document.querySelector<HTMLSelectElement>(selector);
      if (!select) throw new Error(`no ${selector}`);
      select.value = value;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { selector, value },
  );
};

/** Types `text` into an input or textarea as a paste does: the value, then an input event. */
export const fillText = async (page: EnginePage, selector: string, text: string) => {
  await waitForSelector(page, selector);
  await page.evaluate(
    ({ selector, text }) => {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
      if (!field) throw new Error(`no ${selector}`);
      field.value = text;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { selector, text },
  );
};

/** The value of an input or textarea (waits for it to hold one). */
export const valueOf = (page: EnginePage, selector: string) =>
  waitUntil(
    page,
    (s) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(s)?.value || null,
    selector,
    `a value in ${selector}`,
  );
