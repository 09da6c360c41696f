// The Home screen's own jobs: export and import round trip (the same game imported
// twice is offered, not duplicated), delete, language.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { errorOf, replayText } from "../../src/cli/replay";
import { parseGameFileText } from "../../src/log/gamefile";
import { describeInBrowser } from "./suite";
import { useBrowserSession } from "./session";
import { byTestId, openHome, playMoves, snapshotBoard, startSmalta } from "./tabula";

describeInBrowser("Home: export, import, delete, language", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("exports a game file the command line replays, and imports it back as the same game", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const id = await startSmalta(page);
    await playMoves(page, 3);
    const before = await snapshotBoard(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(`${byTestId("play")} ${byTestId("export-game")}`).click(),
    ]);
    const path = await download.path();
    const text = readFileSync(path, "utf8");
    const file = parseGameFileText(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.game).toBe("smalta");
    expect(file.value.moves.length).toBeGreaterThanOrEqual(2 * 3);

    // The file says what the screen said.
    const replayed = replayText(text);
    expect(errorOf(replayed)).toBeNull();
    if ("error" in replayed) return;
    expect(replayed.status).toBe(before.status);
    expect(replayed.scores.join(",")).toBe(before.scores);

    await openHome(page, session.url());
    await page.locator(byTestId("import-file")).setInputFiles(path);
    // It is the very game here: the app offers it instead of a duplicate...
    const same = page.locator(byTestId("import-same"));
    await same.waitFor();
    expect(await same.getAttribute("data-game-id")).toBe(id);
    // ...and imports a copy on request.
    await page.locator(byTestId("import-copy")).click();
    await page.waitForFunction((original) => {
      const play = document.querySelector('[data-testid="play"]');
      const opened = play?.getAttribute("data-game-id");
      return opened !== null && opened !== undefined && opened !== original;
    }, id);
    const imported = await snapshotBoard(page);
    expect(imported.gameId).not.toBe(id);
    expect(imported.cells).toEqual(before.cells);
    expect(imported.scores).toBe(before.scores);
  });

  it("deletes a game after confirmation, for good", async () => {
    const { page } = await session.launchFresh();
    page.on("dialog", (dialog) => void dialog.accept());
    await openHome(page, session.url());
    const kept = await startSmalta(page);
    await openHome(page, session.url());
    const gone = await startSmalta(page);
    await openHome(page, session.url());

    const item = (game: string) =>
      page.locator(`${byTestId("continue-item")}[data-game-id="${game}"]`);
    // The Continue list is read from IndexedDB after Home shows: wait for both games.
    await item(kept).waitFor();
    await item(gone).waitFor();
    expect(await item(gone).count()).toBe(1);
    await item(gone).locator(byTestId("delete-game")).click();
    await item(gone).waitFor({ state: "detached" });
    await page.reload();
    await item(kept).waitFor();
    expect(await item(gone).count()).toBe(0);
  });

  it("switches the language to Russian and keeps it after a reload", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const english = await page.locator(byTestId("new-game")).textContent();
    await page.locator(byTestId("language")).selectOption("ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    const russian = await page.locator(byTestId("new-game")).textContent();
    expect(russian).not.toBe(english);
    expect(russian).toMatch(/[а-яё]/i);

    await page.reload();
    await page.locator(byTestId("home")).waitFor();
    expect(await page.locator(byTestId("language")).inputValue()).toBe("ru");
    expect(await page.locator(byTestId("new-game")).textContent()).toBe(russian);
  });
});
