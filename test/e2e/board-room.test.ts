// A paired game on a phone gives the board the room a local game has: the Table panel
// folds into one line (the Table drawer), so at 390 × 844 the board box takes most of
// the screen and every control of the board is inside the viewport; opened, the
// drawer shows the seats and the invitations, and folds away again.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PHONE } from "./browser";
import { openTable, pairOverPeerjs, startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";
import { outsideViewport } from "./viewport";

const BOX = byTestId("board-box");
/** What a player taps on any board, and the bar above it. */
const CONTROLS = [
  byTestId("home-button"),
  byTestId("export-game"),
  byTestId("status"),
  byTestId("table-drawer-toggle"),
  byTestId("board"),
  `${BOX} button`,
];

/** The card games whose engineers saw the board squeezed, with the parts of their boards. */
const GAMES = [
  {
    name: "Spite and Malice",
    game: "spite-malice",
    // Every card shown (a hand only on the turn of its holder: drawn at the turn's start).
    parts: [`[data-testid^="pile-"]`, `${BOX} [data-card]`],
  },
  { name: "Picture Gallery", game: "gallery", parts: [byTestId("gallery-exhibition")] },
] as const;

/** The board box's height as a share of the viewport's. */
const boxShare = (page: Page): Promise<number> =>
  page.locator(BOX).evaluate((el) => el.getBoundingClientRect().height / innerHeight);

describeInBrowser("The board's room in a paired game on a phone", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it.each(GAMES)("$name: the board box fills the phone, the Table folds", async (row) => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await session.launchFresh({ touch: true, viewport: PHONE })).page),
    );
    await pairOverPeerjs(a, b, session.url(), peerServer!.url, row.game);
    for (const page of [a, b]) {
      // Every part is drawn (a fair deal takes a few seconds before the first card shows).
      for (const part of row.parts) {
        await page.locator(part).first().waitFor({ state: "attached", timeout: 60_000 });
      }
      // Folded: one line, naming the other device, which is here.
      await expect
        .poll(() => page.locator(byTestId("table-drawer-who")).textContent(), { timeout: 15_000 })
        .toMatch(/^● /);
      const toggle = await page.locator(byTestId("table-drawer-toggle")).boundingBox();
      expect(toggle!.height).toBeLessThan(56);
      expect(await page.locator(byTestId("table-panel")).isVisible()).toBe(false);
      expect(await page.locator(byTestId("table-seat")).count()).toBe(2);

      expect(await boxShare(page)).toBeGreaterThanOrEqual(0.55);
      expect(await outsideViewport(page, [...CONTROLS, ...row.parts])).toEqual([]);
    }

    // Opened, the seats and the invitations show; folded again, the board has its room back.
    const before = await boxShare(a);
    await openTable(a);
    expect(await a.locator(byTestId("table-seat")).first().isVisible()).toBe(true);
    expect(await a.locator(byTestId("invite-more")).isVisible()).toBe(true);
    expect(await a.locator(byTestId("presence-peer")).isVisible()).toBe(true);
    await a.locator(byTestId("table-drawer-toggle")).click();
    expect(await a.locator(byTestId("table-panel")).isVisible()).toBe(false);
    expect(await boxShare(a)).toBeCloseTo(before, 2);
    expect(await outsideViewport(a, [...CONTROLS, ...row.parts])).toEqual([]);
  });
});
