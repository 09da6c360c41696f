// Fair play (issue 14) in the app: Spite and Malice paired in fair mode (the Invite
// form's default for a game with hidden cards), played to the end by taps: on two
// phones, on three phones (a seat each, every one committed before the deal: fair-gather.ts),
// and (48 steps, mid-game) on two phones and a table screen. Then every page's IndexedDB is
// read — every object store, every string — and no other seat's hidden hand card is
// there in clear: the deals list tokens (#d.p), never a hand; and no device's fair
// secret appears anywhere but in its own `secrets` store.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { firstMove, pairFairSpite as pairFair } from "./fair-page";
import { openTable, startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { inviteSpite, joinWith, peekStep, takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { errorOf, replayText } from "../../src/cli/replay";
import { byTestId, openHome } from "./tabula";

/** Every string of every object store of every database of a page, and its fair secrets. */
function readIndexedDb(page: Page): Promise<{ strings: string[]; secrets: string[] }> {
  // No named helpers inside evaluate() (tsx would wrap them in __name()).
  return page.evaluate(async () => {
    const strings: string[] = [];
    const secrets: string[] = [];
    const walk = (value: unknown, depth: number): void => {
      if (depth > 40 || value === null || value === undefined) return;
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
      else if (typeof value === "object" && !(value instanceof Uint8Array)) {
        for (const [k, v] of Object.entries(value)) {
          strings.push(k);
          walk(v, depth + 1);
        }
      }
    };
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of [...db.objectStoreNames]) {
        const tx = db.transaction(name, "readonly");
        const store = tx.objectStore(name);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        walk(keys, 0);
        walk(values, 0);
        if (name === "secrets") {
          for (const v of values) {
            const bytes = v as Uint8Array;
            const b64 = btoa(String.fromCharCode(...bytes))
              .replace(/\+/g, "-")
              .replace(/\//g, "_")
              .replace(/=+$/, "");
            const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
            secrets.push(b64, hex);
          }
        }
      }
      db.close();
    }
    return { strings, secrets };
  });
}

const CARD = "(?:10|[2-9JQKA])[cdhs]|\\*";
/** A list of two or more cards in clear, as a trusted deal lists a hand or a stock. */
const CARD_LIST = new RegExp(`(?:^|[\\s:=,])(?:${CARD}),(?:${CARD})(?:[,\\s]|$)`);

/** What every page's storage must (not) hold after a fair game. */
async function checkStorage(pages: readonly Page[], gameId: string): Promise<void> {
  const read = await Promise.all(pages.map(readIndexedDb));
  const allSecrets = read.flatMap((r) => r.secrets);
  for (const [i, { strings, secrets }] of read.entries()) {
    // The deals and reshuffles list tokens where cards are hidden: no hand in clear.
    const deals = strings.filter((s) => /^deal /.test(s) || /^shuffle (?!\d+ )/.test(s));
    expect(deals.length, `page ${i} holds the deal entries`).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(deal, `page ${i}: a deal lists tokens`).toMatch(/#\d+\.\d+/);
      expect(CARD_LIST.test(deal), `page ${i}: a deal lists cards in clear: ${deal}`).toBe(false);
    }
    const lists = strings.filter((s) => CARD_LIST.test(s));
    expect(lists, `page ${i}: a list of cards in clear`).toEqual([]);
    // A device's secret is in its own secrets store only: in no string of any page.
    for (const secret of allSecrets) {
      expect(strings.some((s) => s.includes(secret))).toBe(false);
    }
    // The game's fair entries are there (the transcript), and the secret of a seat's page.
    expect(strings.some((s) => s.startsWith("open 1 "))).toBe(true);
    if (secrets.length > 0) expect(strings).toContain(gameId);
  }
}

/**
 * The table screen's latest moves: public texts only (no token, no card kept hidden:
 * the deals are not listed, and a card a move names was opened to all before it, which
 * test/fair/walk.test.ts checks card by card). Returns how many it lists.
 */
async function checkTableMoves(table: Page): Promise<number> {
  const texts = await table.locator(byTestId("table-move")).allTextContents();
  for (const text of texts) {
    expect(text, "a listed move shows a token").not.toMatch(/#\d+\.\d+/);
    expect(CARD_LIST.test(text), `a listed move lists cards: ${text}`).toBe(false);
  }
  return texts.length;
}

/** Every phone shows the same result once the game is over. */
async function sameResult(phones: readonly Page[]): Promise<string> {
  const results = await Promise.all(
    phones.map(async (page) => {
      const result = page.locator(byTestId("result"));
      await result.waitFor({ timeout: 20_000 });
      return `${await result.getAttribute("data-winners")}/${await result.getAttribute("data-reason")}`;
    }),
  );
  expect(new Set(results).size).toBe(1);
  return results[0];
}

/** Takes one step on whichever phone can act; false once the game is over. */
async function stepAmong(phones: readonly Page[], timeout = 60_000): Promise<boolean> {
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
  const modes = await Promise.all(
    phones.map((p) => p.locator(byTestId("fair-mode")).first().textContent()),
  );
  throw new Error(`no phone could move (${modes.join(" / ")})`);
}

async function modeOf(page: Page): Promise<string | null> {
  return page
    .locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`)
    .getAttribute("data-mode");
}

describeInBrowser("fair play", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  /**
   * The file a phone exports of the finished game (its public transcript: the command
   * line replays it to the audit), imported on a device that took no part: read only,
   * the audit's verdict and the same result shown (docs/game-file.md, "Fair games").
   */
  async function exportAndImport(phone: Page, result: string): Promise<void> {
    // The deck secrets are revealed once the hand is over, a moment after the result
    // shows: the file is exported again until it holds every deck's verdict.
    let text = "";
    let fair: { decks: { verdict: { kind: string } | null }[] } = { decks: [] };
    for (let tries = 0; tries < 30; tries++) {
      const [download] = await Promise.all([
        phone.waitForEvent("download"),
        phone.locator(`${byTestId("play")} ${byTestId("export-game")}`).click(),
      ]);
      text = readFileSync(await download.path(), "utf8");
      const line = replayText(text);
      expect(errorOf(line)).toBeNull();
      fair = (line as unknown as { fair: typeof fair }).fair;
      if (fair.decks.every((d) => d.verdict !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(fair.decks.length).toBeGreaterThan(0);
    expect(fair.decks.every((d) => d.verdict?.kind === "fair")).toBe(true);
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await page.locator(byTestId("import-file")).setInputFiles({
      name: "fair.tabula.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    const note = page.locator(byTestId("fair-imported"));
    await note.waitFor({ timeout: 60_000 });
    expect(await note.getAttribute("data-audit")).toBe("fair");
    const shown = page.locator(byTestId("result"));
    await shown.waitFor({ timeout: 20_000 });
    const winners = await shown.getAttribute("data-winners");
    expect(`${winners}/${await shown.getAttribute("data-reason")}`).toBe(result);
    expect((await readIndexedDb(page)).secrets).toEqual([]);
    // The Continue list says it is read only here, never "Your turn".
    await openHome(page, session.url());
    const standing = page.locator(`${byTestId("continue-item")} ${byTestId("continue-standing")}`);
    expect(await standing.textContent()).toMatch(/^Imported fair game, read only · /);
  }
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("two paired pages play Spite and Malice in fair mode to the end; no page stores the other's hand", async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const { id, firstMoveMs } = await pairFair(a, b, session.url(), peerServer!.url);
    console.log(`fair: pairing to the first move, 104 cards, 2 devices: ${firstMoveMs} ms`);
    for (const page of [a, b]) {
      await expect.poll(() => modeOf(page), { timeout: 10_000 }).toBe("fair");
    }
    let steps = 0;
    while (await stepAmong([a, b])) steps++;
    expect(steps).toBeGreaterThan(10);
    const result = await sameResult([a, b]);
    expect(await modeOf(a)).toBe("fair");
    await checkStorage([a, b], id);
    await exportAndImport(a, result);
  }, 400_000);

  it("three phones, a seat each, play Spite and Malice in fair mode to the end; no page stores another's hand", async () => {
    const phones = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const [a, b, c] = phones;
    const base = session.url();
    const seats = ["host", "guest", "guest:2"];
    const link = await inviteSpite(a, base, { server: peerServer!.url, seats });
    await joinWith(b, base, link);
    // The first phone has committed and waits: nothing is dealt until the last has.
    await a
      .locator(`${byTestId("pair-state")}[data-state="waiting"][data-more="1"]`)
      .waitFor({ timeout: 30_000 });
    expect(await b.locator(byTestId("play")).count()).toBe(0);
    await joinWith(c, base, link);
    const started = Date.now();
    const ids = await Promise.all(
      phones.map(async (page) => {
        const play = page.locator(byTestId("play"));
        await play.waitFor({ timeout: 60_000 });
        await page.locator(`${byTestId("board")}[data-seats="3"]`).waitFor();
        return play.getAttribute("data-game-id");
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const id = ids[0]!;
    // Each phone holds its seat from the deal: the host seat 1, then in joining order.
    const seatsShown = () =>
      Promise.all(phones.map((p) => p.locator(byTestId("board")).getAttribute("data-viewer")));
    await expect.poll(seatsShown, { timeout: 20_000 }).toEqual(["0", "1", "2"]);
    await firstMove(phones, started);
    console.log(
      `fair: pairing to the first move, 156 cards, 3 devices: ${Date.now() - started} ms`,
    );
    for (const page of phones) {
      await expect.poll(() => modeOf(page), { timeout: 10_000 }).toBe("fair");
    }
    let steps = 0;
    while (await stepAmong(phones)) steps++;
    expect(steps).toBeGreaterThan(15);
    await sameResult(phones);
    for (const page of phones) expect(await modeOf(page)).toBe("fair");
    await checkStorage(phones, id);
    // Every phone is a fair device: each keeps its own secret, and only its own.
    const secrets = await Promise.all(phones.map(async (p) => (await readIndexedDb(p)).secrets));
    expect(secrets.every((s) => s.length === 2)).toBe(true);
    expect(new Set(secrets.map((s) => s[0])).size).toBe(3);
  }, 900_000);

  it("three pages (two phones and a table screen): the table screen takes no part and reads no hand", async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const table = (await session.launchFresh({ viewport: { width: 1280, height: 800 } })).page;
    const { id } = await pairFair(a, b, session.url(), peerServer!.url);
    await openTable(a);
    await a.locator(byTestId("invite-table-screen")).click();
    const link = a.locator(byTestId("invite-table-code"));
    await link.waitFor({ timeout: 30_000 });
    await table.goto(await link.inputValue());
    await table.locator(byTestId("table-board-own")).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => table.locator(byTestId("fair-mode")).getAttribute("data-mode"), {
        timeout: 20_000,
      })
      .toBe("fair");
    let steps = 0;
    let listed = 0;
    // Mid-game, while hands are hidden (the two tests above play to the end): 48 steps.
    while (steps < 48 && (await stepAmong([a, b]))) {
      steps++;
      if (steps % 12 === 0) expect(await table.locator(byTestId("hand-card")).count()).toBe(0);
      if (steps % 6 === 0) listed = Math.max(listed, await checkTableMoves(table));
    }
    expect(steps).toBeGreaterThan(12);
    // The table screen lists a fair game's moves (walked with its fair entries).
    expect(listed).toBeGreaterThan(0);
    await checkStorage([a, b, table], id);
    // The table screen is no fair device: it keeps no secret.
    expect((await readIndexedDb(table)).secrets).toEqual([]);
  }, 400_000);
});
