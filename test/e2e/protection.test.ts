// Signed games in a real Chromium (issue 9): a new game of this device only is signed
// from its first entry with the device's WebCrypto key; and a game paired before
// devices had keys (unsigned: its store is seeded here as the app of before left it)
// says "not protected" in the Table drawer of the play screen and on the table screen,
// while a signed one says nothing of the kind.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { openTable } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome, playMoves, startSmalta } from "./tabula";

interface StoredEntry {
  readonly author: string;
  readonly kind: string;
  readonly sig?: string;
}

/** A game and its entries, read from the app's IndexedDB as it stored them. */
function readGame(page: Page, id: string) {
  return page.evaluate(
    (gameId) =>
      new Promise<{ signed: unknown; entries: StoredEntry[] }>((resolve, reject) => {
        const open = indexedDB.open("tabula");
        open.onerror = () => reject(new Error("no database"));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(["games", "entries"], "readonly");
          const game = tx.objectStore("games").get(gameId);
          const range = IDBKeyRange.bound([gameId, 0], [gameId, Infinity]);
          const entries = tx.objectStore("entries").getAll(range);
          tx.oncomplete = () => {
            db.close();
            resolve({
              signed: (game.result as { signed?: unknown } | undefined)?.signed,
              entries: entries.result as StoredEntry[],
            });
          };
        };
      }),
    id,
  );
}

/** Stores a paired game's record as an app version left it (no entries yet). */
function seedPairedGame(page: Page, id: string, other: string, signed: boolean) {
  const record = {
    id,
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: "ab".repeat(32),
    holders: [{ kind: "device" }, { kind: "remote", device: other, name: "Boris" }],
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
    ...(signed ? { signed: true } : {}),
  };
  return page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tabula");
        open.onerror = () => reject(new Error("no database"));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("games", "readwrite");
          tx.objectStore("games").put(value);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error("not stored"));
        };
      }),
    record,
  );
}

/** Whether the play screen's Table drawer and the table screen say "not protected". */
async function notProtectedShown(page: Page, base: string, id: string) {
  await page.goto(`${base}#/play/${id}`);
  await page.locator(byTestId("play")).waitFor({ timeout: 30_000 });
  await openTable(page);
  const panel = page.locator(byTestId("table-panel"));
  const inDrawer = await page.locator(byTestId("table-not-protected")).count();
  const drawerText =
    inDrawer > 0 ? await panel.locator(byTestId("table-not-protected")).innerText() : "";
  await page.goto(`${base}#/table/${id}`);
  await page.locator(byTestId("table-screen")).waitFor({ timeout: 30_000 });
  const onScreen = await page.locator(byTestId("table-not-protected")).count();
  const screenText =
    onScreen > 0 ? await page.locator(byTestId("table-not-protected")).innerText() : "";
  return { inDrawer, drawerText, onScreen, screenText };
}

describeInBrowser("signed games, and games that are not", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("signs a new game of this device only from its first entry", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const id = await startSmalta(page);
    await playMoves(page, 4);
    const stored = await readGame(page, id);
    expect(stored.signed).toBe(true);
    const mine = stored.entries.filter((e) => e.author !== "seed");
    const seeds = stored.entries.filter((e) => e.author === "seed");
    expect(mine.length).toBeGreaterThanOrEqual(4);
    expect(seeds.length).toBeGreaterThan(0);
    // One author, the device's key (64 hex digits); each of its entries signed.
    expect(new Set(mine.map((e) => e.author)).size).toBe(1);
    expect(mine[0].author).toMatch(/^[0-9a-f]{64}$/);
    for (const entry of mine) expect(entry.sig).toMatch(/^[0-9a-f]{128}$/);
    for (const entry of seeds) expect(entry.sig).toBeUndefined();
  });

  it('says "not protected" in the Table drawer and on the table screen of a game paired before keys', async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await seedPairedGame(page, "game-of-before", "0b6c2f9e-5d1a-4c3e-9f00-old000000001", false);
    await seedPairedGame(page, "game-signed", "cd".repeat(32), true);
    const before = await notProtectedShown(page, session.url(), "game-of-before");
    expect(before.inDrawer).toBe(1);
    expect(before.drawerText).toMatch(/^Not protected: /);
    expect(before.onScreen).toBe(1);
    expect(before.screenText).toMatch(/^Not protected: /);
    const signed = await notProtectedShown(page, session.url(), "game-signed");
    expect(signed).toMatchObject({ inDrawer: 0, onScreen: 0 });
  });
});
