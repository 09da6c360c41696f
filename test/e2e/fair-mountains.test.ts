// Fair play for Mountains in the app (issue 14): two paired pages, the host holding seat
// 0 and two bot seats' cards, the guest seat 1. Fair play is the Invite form's default.
// Through the deal (two decks, the red and the black cards, shuffled and locked by both
// devices) and several moves, every page's IndexedDB is read, every store, every string:
// the deal lists tokens (#d.p), no list of cards is there in clear, and no card of the
// other device's hand (shown on that page's board) is anywhere in this page's storage.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ACTIVE_CARD, shownHand, takeStep } from "./mountains-page";
import { bothPlaying, startPeerServer, type LocalPeerServer } from "./pairing";
import { readIndexedDb } from "./idb-strings";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

const CARD = "(?:10|[2-9JQKA])[cdhs]";
/** A list of two or more cards in clear, as a trusted deal lists a hand. */
const CARD_LIST = new RegExp(`(?:^|[\\s:=,])(?:${CARD}),(?:${CARD})(?:[,\\s]|$)`);

/** The host invites to fair Mountains over peerjs: seat 0 its own, 1 the guest's, 2 and 3 bots. */
async function inviteFair(host: Page, baseUrl: string, server: string): Promise<string> {
  await host.goto(`${baseUrl}#/pair/invite`);
  await host.locator(byTestId("pair-invite")).waitFor();
  await host.locator(byTestId("pair-game")).selectOption("mountains");
  await host.locator(byTestId("pair-transport")).selectOption("peerjs");
  await host.locator(byTestId("pair-server")).fill(server);
  await host.locator(byTestId("pair-option-deck")).selectOption("36");
  for (const [seat, holder] of ["host", "guest", "bot:easy", "bot:easy"].entries()) {
    await host.locator(byTestId(`pair-seat-${seat}`)).selectOption(holder);
  }
  // On by default: Mountains hides its hands and deals them from fair decks.
  expect(await host.locator(byTestId("pair-fair")).isChecked()).toBe(true);
  await host.locator(byTestId("pair-start")).click();
  const code = host.locator(byTestId("pair-code"));
  await code.waitFor({ timeout: 30_000 });
  return code.inputValue();
}

/** The phone that may lay a card or pass now, or null once the game is over. */
async function moverAmong(pages: readonly Page[], timeout = 90_000): Promise<Page | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const states = await Promise.all(
      pages.map((page) =>
        page.evaluate((card) => {
          if (document.querySelector('[data-testid="result"]')) return "over";
          const can =
            document.querySelector(card) ??
            document.querySelector('[data-testid="mountains-pass"]');
          return can ? "turn" : "wait";
        }, ACTIVE_CARD),
      ),
    );
    if (states.every((s) => s === "over")) return null;
    const movers = pages.filter((_, i) => states[i] === "turn");
    expect(movers.length, "only one device may move at a time").toBeLessThanOrEqual(1);
    if (movers.length === 1) return movers[0];
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  throw new Error("no phone could move");
}

/** The page's hand as its board shows it, once the seat has read all its cards. */
async function handOf(page: Page, size?: number): Promise<string[]> {
  const handle = await page.waitForFunction(
    (n) => {
      const cards = [...document.querySelectorAll('.mt-hand [data-testid="hand-card"]')];
      return (n === null || cards.length === n) && cards.length > 0 ? cards.length : false;
    },
    size ?? null,
    { timeout: 90_000 },
  );
  await handle.dispose();
  return (await shownHand(page)).cards;
}

/** No page holds a card list in clear, and none holds a card of the other page's hand. */
async function checkStorage(pages: readonly Page[], hands: readonly string[][]): Promise<void> {
  const read = await Promise.all(pages.map(readIndexedDb));
  for (const [i, { strings }] of read.entries()) {
    const deals = strings.filter((s) => s.startsWith("deal "));
    expect(deals.length, `page ${i} holds the deal entry`).toBeGreaterThan(0);
    for (const deal of deals) expect(deal, `page ${i}: a fair deal`).toMatch(/ 0:#\d+\.\d+,#/);
    expect(
      strings.filter((s) => CARD_LIST.test(s)),
      `page ${i}: cards in clear`,
    ).toEqual([]);
    // Every word of every string (entries are "Qs@3,1", "deal red=A …", JSON, base64).
    const words = new Set(strings.flatMap((s) => s.split(/[\s:=,@"{}[\]]+/)));
    const other = hands[1 - i];
    expect(other.length).toBeGreaterThan(0);
    for (const card of other) {
      expect(words.has(card), `page ${i} stores ${card}, of the other device's hand`).toBe(false);
    }
    // The fair transcript is there: both decks, and shares opening the hands.
    expect(strings.some((s) => s.startsWith("lock 2 "))).toBe(true);
    expect(strings.some((s) => s.startsWith("open 1 ") || s.startsWith("open 2 "))).toBe(true);
  }
}

describeInBrowser("fair Mountains", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("two paired pages play fair Mountains through the deal and several moves; neither stores the other's hand", async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const link = await inviteFair(a, session.url(), peerServer!.url);
    await b.goto(`${session.url()}#/pair/join`);
    await b.locator(byTestId("pair-input")).fill(link);
    const started = Date.now();
    await b.locator(byTestId("pair-connect")).click();
    await bothPlaying(a, b);
    for (const page of [a, b]) {
      await expect
        .poll(
          () =>
            page
              .locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`)
              .getAttribute("data-mode"),
          { timeout: 20_000 },
        )
        .toBe("fair");
    }
    // Right after the deal each page shows its seat's whole hand: 9 cards, read by itself.
    const dealt = [await handOf(a, 9), await handOf(b, 9)];
    console.log(
      `fair Mountains: pairing to both hands read, 36 cards, 2 devices: ${Date.now() - started} ms`,
    );
    expect(new Set(dealt.flat()).size).toBe(18);
    await checkStorage([a, b], dealt);
    let moves = 0;
    for (
      let mover = await moverAmong([a, b]);
      mover && moves < 8;
      mover = await moverAmong([a, b])
    ) {
      await takeStep(mover);
      moves++;
    }
    expect(moves).toBe(8);
    // Again, with what is left of each hand (laid cards are public; the rest must not be out).
    const left = [await handOf(a), await handOf(b)];
    expect(left.every((h, i) => h.length < 9 && h.every((c) => dealt[i].includes(c)))).toBe(true);
    await checkStorage([a, b], left);
  }, 300_000);
});
