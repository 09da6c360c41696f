// Fair play (issue 14) in the app: Spite and Malice paired in fair mode (the Invite
// form's default for a game with hidden cards), played to the end by taps: on two
// phones, and (48 steps, mid-game) on two phones and a table screen (three phones:
// fair-play-three.test.ts). Then every page's IndexedDB is
// read — every object store, every string — and no other seat's hidden hand card is
// there in clear: the deals list tokens (#d.p), never a hand; and no device's fair
// secret appears anywhere but in its own `secrets` store.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pairFairSpite as pairFair } from "./fair-page";
import { openTable, startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { checkStorage, checkTableMoves, modeOf, sameResult } from "./fair-play-page";
import { readIndexedDb } from "./idb-strings";
import { stepAmong } from "./spite-page";
import { describeInBrowser } from "./suite";
import { errorOf, replayText } from "../../src/cli/replay";
import { byTestId, openHome } from "./tabula";

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
