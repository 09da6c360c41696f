// Issue 27, item 4: two tabs of one game in one browser. The tab that opens the game
// plays it; the other stops and offers "Play here"; whichever plays, the game stays one
// chain and opens after a reload with every move of both (no damage, no refusal).
import { expect, it } from "vitest";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import {
  byTestId,
  openHome,
  paintedCount,
  playMoves,
  snapshotBoard,
  startSmalta,
  waitForTurnOrEnd,
} from "./tabula";

describeInBrowser("Two tabs of one game", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("one tab plays at a time, and the game stays whole", async () => {
    const { context, page: one } = await session.launchFresh();
    await openHome(one, session.url());
    const id = await startSmalta(one);
    await playMoves(one, 2);
    const two = await context.newPage();
    await two.goto(`${session.url()}#/play/${encodeURIComponent(id)}`);
    await waitForTurnOrEnd(two);
    // Tab 1 was told, and stopped playing the game.
    await one.locator(byTestId("play-elsewhere")).waitFor();
    expect(await snapshotBoard(two)).toMatchObject({ gameId: id });
    const before = paintedCount(await snapshotBoard(two));
    await playMoves(two, 2);
    const played = await snapshotBoard(two);
    expect(paintedCount(played)).toBeGreaterThan(before);

    // "Play here": tab 1 takes the game back, with tab 2's moves; tab 2 stops.
    await one.locator(byTestId("play-here")).click();
    await waitForTurnOrEnd(one);
    await two.locator(byTestId("play-elsewhere")).waitFor();
    expect((await snapshotBoard(one)).cells).toEqual(played.cells);
    await playMoves(one, 1);
    const last = await snapshotBoard(one);

    // A reload opens the whole game: one chain, nothing left out.
    await two.reload();
    await waitForTurnOrEnd(two);
    expect((await snapshotBoard(two)).cells).toEqual(last.cells);
    expect(await two.locator(byTestId("damage-note")).count()).toBe(0);
    expect(await two.locator(byTestId("play-error")).count()).toBe(0);
  });
});
