// Issue 13, items 3 and 4: the Invite and Join screens as steps (show this code, scan
// the answer) with a large QR code, Copy, clear states and a seats panel clear of the
// screen's edges; pairing a game again is one tap on either device. The Invite
// screenshot of the README (docs/ only with UPDATE_SCREENSHOT=1).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, resolve } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PHONE } from "./browser";
import { bothPlaying, pairDirect, paintedCells, sameBoard, whoseTurn } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, paintAnyCell } from "./tabula";

const shotPath = (name: string): string =>
  process.env.UPDATE_SCREENSHOT
    ? resolve(import.meta.dirname, `../../docs/${name}`)
    : resolve(tmpdir(), `tabula-${process.pid}-${name}`);

/** The box of an element on the page. */
async function box(page: Page, testId: string) {
  const found = await page.locator(byTestId(testId)).first().boundingBox();
  if (!found) throw new Error(`${testId} is not shown`);
  return found;
}

/** Nothing is wider than the screen (no sideways scroll). */
const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describeInBrowser("the pairing screens", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("Invite: a form with a seats panel clear of the edges, then step 1 with a large QR code and Copy", async () => {
    const { page, context } = await session.launchFresh();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: new URL(session.url()).origin,
    });
    await page.goto(`${session.url()}#/pair/invite`);
    await page.locator(byTestId("pair-invite")).waitFor();
    await page.locator(byTestId("device-name-input")).fill("Anna");
    await page.locator(byTestId("device-name-save")).click();
    // The question goes once the name is stored; measure the panel after that.
    await expect.poll(() => page.locator(byTestId("device-name")).count()).toBe(0);
    await page.locator(byTestId("pair-seats")).waitFor();
    const seats = await box(page, "pair-seats");
    expect(seats.x).toBeGreaterThanOrEqual(8);
    expect(seats.x + seats.width).toBeLessThanOrEqual(PHONE.width - 8);
    expect(await scrollsSideways(page)).toBe(false);

    await page.locator(byTestId("pair-transport")).selectOption("direct");
    await page.locator(byTestId("pair-start")).click();
    await page.locator(byTestId("pair-step-1")).waitFor({ timeout: 30_000 });
    await page.locator(byTestId("pair-step-2")).waitFor();
    const qr = await box(page, "pair-qr");
    expect(qr.width).toBeGreaterThanOrEqual(300);
    expect(qr.x).toBeGreaterThanOrEqual(8);
    expect(await scrollsSideways(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = shotPath("screenshot-invite.png");
    mkdirSync(dirname(path), { recursive: true });
    const png = await page.screenshot({ path, animations: "disabled" });
    expect(png.length).toBeGreaterThan(5_000);
    const code = await page.locator(byTestId("pair-code")).inputValue();
    expect(code).toMatch(/^T1~o~/);

    await page.locator(byTestId("pair-copy")).click();
    await expect.poll(() => page.locator(byTestId("pair-copy")).textContent()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // A wrong answer: failed, and why, in words.
    await page.locator(byTestId("pair-answer")).fill("hello");
    await page.locator(byTestId("pair-accept")).click();
    const error = page.locator(byTestId("pair-error"));
    await error.waitFor();
    expect(await error.textContent()).toContain("not a Tabula pairing code");
    expect(await page.locator(byTestId("pair-retry")).count()).toBe(1);
  });

  it("Join: step 1 scan or paste; a bad code fails with why; a direct offer gives step 2, the answer", async () => {
    const host = (await session.launchFresh()).page;
    const { page } = await session.launchFresh();
    await page.goto(`${session.url()}#/pair/join`);
    await page.locator(byTestId("pair-step-1")).waitFor();
    expect(await page.locator(byTestId("pair-scan")).count()).toBe(1);
    await page.locator(byTestId("pair-input")).fill("T1~o~nonsense");
    await page.locator(byTestId("pair-connect")).click();
    await page.locator(byTestId("pair-error")).waitFor();
    expect(await page.locator(byTestId("pair-state")).getAttribute("data-state")).toBe("failed");

    await host.goto(`${session.url()}#/pair/invite`);
    await host.locator(byTestId("pair-transport")).selectOption("direct");
    await host.locator(byTestId("pair-start")).click();
    const offer = await host.locator(byTestId("pair-code")).inputValue();
    await page.locator(byTestId("pair-input")).fill(offer);
    await page.locator(byTestId("pair-connect")).click();
    await page.locator(byTestId("pair-step-2")).waitFor({ timeout: 30_000 });
    expect(await page.locator(byTestId("pair-state")).getAttribute("data-state")).toBe("waiting");
    const qr = await box(page, "pair-qr");
    expect(qr.width).toBeGreaterThanOrEqual(300);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it("names: asked once on the pairing screens, shown on the other device as text (presence, seats, Continue)", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    const name = async (page: Page, screen: string, value: string): Promise<void> => {
      await page.goto(`${session.url()}#/pair/${screen}`);
      await page.locator(byTestId("device-name-input")).fill(value);
      await page.locator(byTestId("device-name-save")).click();
      await expect.poll(() => page.locator(byTestId("device-name")).count()).toBe(0);
      // Asked once: not again on the next visit.
      await page.reload();
      await page.locator(byTestId(`pair-${screen === "join" ? "input" : "start"}`)).waitFor();
      expect(await page.locator(byTestId("device-name")).count()).toBe(0);
    };
    await name(host, "invite", "Anna");
    await name(guest, "join", " <b>Борис</b>\u202E ");
    const { id } = await pairDirect(host, guest, session.url());

    const peer = host.locator(byTestId("presence-peer"));
    await expect.poll(() => peer.getAttribute("data-name")).toBe("<b>Борис</b>");
    expect(await peer.textContent()).toContain("<b>Борис</b> is here");
    expect(await host.locator(`${byTestId("presence")} b`).count()).toBe(0);
    await expect
      .poll(() => guest.locator(byTestId("presence-peer")).getAttribute("data-name"))
      .toBe("Anna");
    const seat = host.locator(`${byTestId("table-seat")}[data-seat="1"]`);
    await expect.poll(() => seat.textContent()).toContain("<b>Борис</b>");

    // The Continue list of each device names the other's seat.
    await host.goto(session.url());
    const item = host.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await expect.poll(() => item.textContent()).toContain("<b>Борис</b>");
    // Settings edits the name.
    await guest.goto(`${session.url()}#/settings`);
    const field = guest.locator(byTestId("device-name-input"));
    await expect.poll(() => field.inputValue()).toBe("<b>Борис</b>");
  });

  it("your turn by the other device's move: a short vibration, none for your own move, none when turned off", async () => {
    const host = await session.launchFresh();
    const guest = await session.launchFresh();
    for (const { context } of [host, guest]) {
      await context.addInitScript(() => {
        const w = window as unknown as { __vibrated: number[] };
        w.__vibrated = [];
        Object.defineProperty(navigator, "vibrate", {
          value: (ms: number) => (w.__vibrated.push(ms), true),
        });
      });
    }
    const vibrated = (page: Page): Promise<number> =>
      page.evaluate(() => (window as unknown as { __vibrated: number[] }).__vibrated.length);
    const { id } = await pairDirect(host.page, guest.page, session.url());
    const played = async (): Promise<Page> => {
      const mover = (await whoseTurn(host.page, guest.page))!;
      await paintAnyCell(mover, "first");
      const other = mover === host.page ? guest.page : host.page;
      await expect.poll(() => paintedCells(other)).toBe(await paintedCells(mover));
      return mover;
    };
    const mover = await played();
    const waiter = mover === host.page ? guest.page : host.page;
    await expect.poll(() => vibrated(waiter)).toBe(1);
    expect(await vibrated(mover)).toBe(0);

    // Turned off in Settings, the waiter stays still at the next turn.
    await waiter.goto(`${session.url()}#/settings`);
    await waiter.locator(byTestId("setting-vibrate")).uncheck();
    await waiter.goto(`${session.url()}#/play/${id}`);
    await waiter.locator(byTestId("board")).waitFor();
    await expect
      .poll(() => waiter.locator(byTestId("rejoin")).count(), { timeout: 15_000 })
      .toBe(0);
    const before = await vibrated(waiter);
    await played();
    await played();
    expect(await vibrated(waiter)).toBe(before);
  });

  it("pairing a direct game again is one tap on either device, and play goes on", async () => {
    const host = (await session.launchFresh()).page;
    // A profile on disk: the guest's browser is restarted on it below.
    const guestProfile = await session.newProfile();
    const guest = await session.launch(guestProfile);
    const { id } = await pairDirect(host, guest.page, session.url());
    await paintAnyCell((await whoseTurn(host, guest.page))!, "first");
    await sameBoard([host, guest.page]);

    // The guest's browser goes away and comes back: a direct link cannot come back by itself.
    await guest.context.close();
    const back = (await session.launch(guestProfile)).page;
    await back.goto(`${session.url()}#/play/${id}`);
    await back.locator(byTestId("board")).waitFor();
    for (const page of [host, back]) {
      const rejoin = page.locator(byTestId("rejoin"));
      await rejoin.waitFor({ timeout: 15_000 });
      expect(await rejoin.getAttribute("data-state")).toBe("manual");
      expect(await page.locator(byTestId("pair-again")).count()).toBe(1);
      expect(await page.locator(byTestId("pair-again-scan")).count()).toBe(1);
    }

    // One tap on the host: its offer shows at once (no form); one tap on the other: Join.
    await host.locator(byTestId("pair-again")).click();
    const offer = await host.locator(byTestId("pair-code")).inputValue({ timeout: 30_000 });
    expect(offer).toMatch(/^T1~o~/);
    expect(await host.locator(byTestId("pair-start")).count()).toBe(0);
    await back.locator(byTestId("pair-again-scan")).click();
    await back.locator(byTestId("pair-input")).fill(offer);
    await back.locator(byTestId("pair-connect")).click();
    const answer = await back.locator(byTestId("pair-code")).inputValue({ timeout: 30_000 });
    await host.locator(byTestId("pair-answer")).fill(answer);
    await host.locator(byTestId("pair-accept")).click();
    expect(await bothPlaying(host, back)).toBe(id);
    await expect.poll(() => host.locator(byTestId("rejoin")).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => paintedCells(back)).toBe(await paintedCells(host));
    const mover = await whoseTurn(host, back);
    const before = (await paintedCells(host)).split(",").length;
    await paintAnyCell(mover!, "first");
    // Whichever page moved, the other shows the same board, one cell more.
    const same = async (): Promise<boolean> =>
      (await paintedCells(back)) === (await paintedCells(host));
    await expect.poll(same, { timeout: 15_000 }).toBe(true);
    expect((await paintedCells(host)).split(",")).toHaveLength(before + 1);
  });
});
