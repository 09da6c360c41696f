// The journeys of issue 28, written once against EnginePage and run on every engine.
// Each returns what it saw, and the test file asserts it; what an engine cannot do is
// reported by the journey (a capability), not skipped.
import { chooseOption, textOf, waitForSelector, waitUntil, type EnginePage } from "./engine";
import { byTestId as id, PLAYABLE_CELL } from "../tabula";

export async function openHome(page: EnginePage, url: string): Promise<void> {
  await page.goto(`${url}#/`);
  await waitForSelector(page, `${id("continue-list")}[data-loaded="true"]`);
}

/** Waits until a service worker controls the page (reloading once, as a first visit needs). */
export async function serviceWorkerControls(page: EnginePage): Promise<void> {
  await waitUntil(
    page,
    () => navigator.serviceWorker.ready.then(() => true),
    null,
    "the service worker",
  );
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null, null);
  if (!controlled) await page.reload();
  await waitUntil(page, () => navigator.serviceWorker.controller !== null, null, "control");
}

/** From Home: Smalta, this device against the easy bot. Returns the game id. */
export async function startSmalta(page: EnginePage): Promise<string> {
  await page.tap(id("new-game"));
  await page.tap(`${id("game-choice")}[data-game="smalta"]`);
  await waitForSelector(page, id("option-fortune"));
  await chooseOption(page, id("option-fortune"), "die");
  await chooseOption(page, id("seat-0"), "device");
  await chooseOption(page, id("seat-1"), "bot:easy");
  await page.tap(id("start-game"));
  return waitUntil(
    page,
    () => document.querySelector('[data-testid="play"]')?.getAttribute("data-game-id") ?? null,
    null,
    "the play screen",
  );
}

/** Waits for our turn ("turn") or the end ("over"). */
export const turnOrEnd = (page: EnginePage): Promise<"turn" | "over"> =>
  waitUntil(
    page,
    (playable) => {
      if (document.querySelector('[data-testid="result"]')) return "over" as const;
      return document.querySelector(playable) ? ("turn" as const) : null;
    },
    PLAYABLE_CELL,
    "our turn or the end",
  );

/** The painted cells of the board, by test id. */
export const paintedCells = (page: EnginePage): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const cells: Record<string, string> = {};
    for (const cell of document.querySelectorAll<HTMLElement>('[data-testid^="cell-"]')) {
      const colour = cell.dataset.colour ?? "0";
      if (colour !== "0") cells[cell.dataset.testid!] = colour;
    }
    return cells;
  }, null);

/** Taps a playable cell and waits for the board to take it; false once the game is over. */
export async function paintACell(page: EnginePage): Promise<boolean> {
  if ((await turnOrEnd(page)) === "over") return false;
  const before = Object.keys(await paintedCells(page)).length;
  const cell = await page.evaluate(
    (playable) => document.querySelector<HTMLElement>(playable)!.dataset.testid!,
    PLAYABLE_CELL,
  );
  await page.tap(id(cell));
  await waitUntil(
    page,
    (before) =>
      document.querySelector('[data-testid="result"]') !== null ||
      document.querySelectorAll('[data-testid^="cell-"]:not([data-colour="0"])').length > before,
    before,
    "the cell to be painted",
  );
  return true;
}

/** Plays Smalta to its end by taps; returns the number of taps and the result's text. */
export async function playSmaltaToTheEnd(
  page: EnginePage,
): Promise<{ taps: number; result: string }> {
  let taps = 0;
  while (taps < 40 && (await paintACell(page))) taps++;
  await waitForSelector(page, id("result"));
  return { taps, result: (await textOf(page, id("result"))) ?? "" };
}

/** How the device key is kept: "webcrypto" (Ed25519 in WebCrypto) or "noble" (the fallback). */
export const deviceKeyKind = (page: EnginePage): Promise<{ kind: string; id: string }> =>
  waitUntil(
    page,
    () =>
      new Promise<{ kind: string; id: string } | null>((resolve) => {
        const open = indexedDB.open("tabula");
        // Before the app has made its database, opening it would make an empty one (and
        // the app's own upgrade would never run): abort that, and ask again later.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          try {
            const store = open.result.transaction("settings").objectStore("settings");
            const get = store.get("deviceKey");
            get.onsuccess = () => {
              const v = get.result as { kind: string; id?: string; secret?: string } | undefined;
              open.result.close();
              // A WebCrypto key keeps its public id; the @noble fallback keeps only its
              // secret, from which the id is derived: either names the key across reloads.
              const id = v?.kind === "noble" ? v.secret : v?.id;
              resolve(v && typeof id === "string" ? { kind: v.kind, id } : null);
            };
            get.onerror = () => resolve(null);
          } catch {
            // The app is still upgrading its database: no store yet.
            open.result.close();
            resolve(null);
          }
        };
      }),
    null,
    "the device key in IndexedDB",
  );

/** What the engine offers to install: "prompt" (beforeinstallprompt), or the how-to's way. */
export const installWay = (page: EnginePage): Promise<string> =>
  waitUntil(
    page,
    () => {
      if (document.querySelector('[data-testid="install-app"]')) return "prompt";
      const howto = document.querySelector<HTMLElement>('[data-testid="install-howto"]');
      return howto ? `howto:${howto.dataset.way}:${howto.textContent}` : null;
    },
    null,
    "an install offer",
  );

/** Switches the language to Russian in the header; resolves once the page is Russian. */
export async function toRussian(page: EnginePage): Promise<void> {
  await chooseOption(page, id("language"), "ru");
  await waitUntil(page, () => document.documentElement.lang === "ru", null, "Russian");
}

/** What the engine has of the platform the app uses (for the README's matrix). */
export const capabilities = (page: EnginePage) =>
  page.evaluate(
    () => ({
      webrtc: typeof RTCPeerConnection === "function",
      webLocks: typeof navigator.locks === "object",
      serviceWorker: "serviceWorker" in navigator,
      installPrompt: "onbeforeinstallprompt" in window,
    }),
    null,
  );
