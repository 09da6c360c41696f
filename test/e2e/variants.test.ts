// Smalta's other fortunes, pass-and-play on one device: the cards variant with its
// hand-over screen (hidden hands), and the table die whose value the players enter.
import { expect, it } from "vitest";
import { describeInBrowser } from "./suite";
import { useBrowserSession } from "./session";
import {
  byTestId,
  openHome,
  snapshotBoard,
  startSmalta,
  takeTurn,
  type TurnAction,
} from "./tabula";

describeInBrowser("Smalta variants, pass and play", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("cards: hides each hand behind a hand-over screen and plays to the end", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startSmalta(page, { fortune: "cards", opponent: "device" });

    const actions: TurnAction[] = [];
    for (let i = 0; i < 200 && actions.at(-1) !== "over"; i++) {
      if (await page.locator(byTestId("handover")).isVisible()) {
        // Nothing secret while the device changes hands.
        expect(await page.locator(byTestId("hand-card")).count()).toBe(0);
      }
      actions.push(await takeTurn(page));
    }
    expect(actions.at(-1)).toBe("over");
    expect(actions.filter((a) => a === "handover").length).toBeGreaterThanOrEqual(2);
    // Each paint of the cards variant is preceded by choosing a card.
    expect(actions.filter((a) => a === "card").length).toBe(
      actions.filter((a) => a === "paint").length,
    );
    expect((await snapshotBoard(page)).status).toBe("over");
  });

  it("table die: the value entered is the colour painted", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await startSmalta(page, { fortune: "table", opponent: "device" });

    for (const value of [2, 5, 6, 1]) {
      expect(await takeTurn(page, value)).toBe("table-roll");
      expect(await page.locator(byTestId("die")).getAttribute("data-value")).toBe(String(value));
      const before = (await snapshotBoard(page)).cells;
      expect(await takeTurn(page)).toBe("paint");
      const after = (await snapshotBoard(page)).cells;
      const changed = Object.keys(after).filter((cell) => after[cell] !== before[cell]);
      expect(changed).toHaveLength(1);
      expect(after[changed[0]]).toBe(String(value));
    }
  });
});
