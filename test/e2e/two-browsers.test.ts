// Owned by the pairing work (issue 3). Two real Chromium browsers (two profiles, so two
// devices with their own IndexedDB) pair through the app's screens and play over
// real WebRTC: through a local PeerServer, and by direct SDP with no server at all.
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PNG } from "./png";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import {
  pairDirect,
  pairOverPeerjs,
  paintedCells,
  startPeerServer,
  whoseTurn,
  type LocalPeerServer,
} from "./pairing";
import { byTestId, paintAnyCell } from "./tabula";

/** Plays until the end (or `moves` paints), always on the page whose turn it is. */
async function playAcross(a: Page, b: Page, moves = 60): Promise<number> {
  let played = 0;
  for (; played < moves; played++) {
    const mover = await whoseTurn(a, b);
    if (mover === null) break;
    await paintAnyCell(mover, "first");
  }
  return played;
}

async function sameBoard(a: Page, b: Page): Promise<void> {
  await expect.poll(async () => (await paintedCells(a)) === (await paintedCells(b))).toBe(true);
}

describeInBrowser("two browsers over WebRTC", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("(a) pairs over peerjs through a local PeerServer and plays a whole game", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    const id = await pairOverPeerjs(host, guest, session.url(), peerServer!.url);
    await expect
      .poll(() => host.locator(`${byTestId("presence-peer")}[data-here="true"]`).count())
      .toBe(1);

    const played = await playAcross(host, guest);
    expect(played).toBeGreaterThanOrEqual(4);
    const results = await Promise.all(
      [host, guest].map(async (page) => {
        const result = page.locator(byTestId("result"));
        await result.waitFor({ timeout: 30_000 });
        return `${await result.getAttribute("data-winners")}|${await result.getAttribute("data-reason")}`;
      }),
    );
    expect(results[0]).toBe(results[1]);
    await sameBoard(host, guest);
    for (const page of [host, guest]) {
      expect(await page.locator(byTestId("play")).getAttribute("data-game-id")).toBe(id);
      expect(await page.locator(byTestId("play")).getAttribute("data-status")).toBe("over");
    }
  });

  it("(b) pairs by direct SDP text, with no server, and plays", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    const paired = await pairDirect(host, guest, session.url());
    expect(paired.offer).toMatch(/^T1~o~x~/);
    expect(paired.answer).toMatch(/^T1~a~/);
    const played = await playAcross(host, guest, 6);
    expect(played).toBe(6);
    await sameBoard(host, guest);
    expect((await paintedCells(host)).split(",").length).toBeGreaterThanOrEqual(6);
  });

  it("(c) a page closed mid-game resumes from IndexedDB and catches up", async () => {
    const host = (await session.launchFresh()).page;
    // A profile on disk: the guest's browser is restarted on it below.
    const guestProfile = await session.newProfile();
    const guestBrowser = await session.launch(guestProfile);
    const id = await pairOverPeerjs(host, guestBrowser.page, session.url(), peerServer!.url);
    await playAcross(host, guestBrowser.page, 3);
    await sameBoard(host, guestBrowser.page);

    // Play on until it is the host's turn, then the guest's browser goes away.
    for (let i = 0; i < 4 && (await whoseTurn(host, guestBrowser.page)) !== host; i++) {
      await paintAnyCell(guestBrowser.page, "first");
    }
    expect(await whoseTurn(host, guestBrowser.page)).toBe(host);
    await guestBrowser.context.close();
    // It says no goodbye: the host notices the silence (keepalive) within seconds.
    await expect
      .poll(() => host.locator(`${byTestId("presence-peer")}[data-here="false"]`).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The away device does not hold the game while it is another seat's turn.
    const before = await paintedCells(host);
    expect(await paintAnyCell(host, "first")).toBe(true);
    const hostBoard = await paintedCells(host);
    expect(hostBoard.split(",").length).toBe(before.split(",").length + 1);

    // The guest comes back on the same profile: its game is in IndexedDB, and it catches up.
    const back = (await session.launch(guestProfile)).page;
    await back.goto(`${session.url()}#/play/${id}`);
    await back.locator(byTestId("board")).waitFor();
    await expect.poll(() => paintedCells(back), { timeout: 30_000 }).toBe(hostBoard);
    await expect
      .poll(() => host.locator(`${byTestId("presence-peer")}[data-here="true"]`).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    // And the game goes on from there.
    await playAcross(host, back, 2);
    await sameBoard(host, back);
  });

  it("(d) the QR codes the app draws decode to exactly their text", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    const paired = await pairDirectKeepingCodes(host, guest, session.url());
    for (const [page, text] of [
      [host, paired.offer],
      [guest, paired.answer],
    ] as const) {
      expect(await decodeQrOn(page)).toBe(text);
    }
  });
});

/** Like pairDirect, but stops before connecting, so both QR codes are still on screen. */
async function pairDirectKeepingCodes(host: Page, guest: Page, baseUrl: string) {
  const { inviteFrom } = await import("./pairing");
  const offer = await inviteFrom(host, baseUrl, { transport: "direct" });
  await guest.goto(`${baseUrl}#/pair/join`);
  await guest.locator(byTestId("pair-input")).fill(offer);
  await guest.locator(byTestId("pair-connect")).click();
  const answerBox = guest.locator(byTestId("pair-code"));
  await answerBox.waitFor({ timeout: 30_000 });
  return { offer, answer: await answerBox.inputValue() };
}

/** Screenshots the page's QR code and decodes the pixels with jsQR in Node. */
async function decodeQrOn(page: Page): Promise<string | null> {
  const qr = page.locator(byTestId("pair-qr"));
  await qr.waitFor();
  const version = Number(await qr.getAttribute("data-qr-version"));
  expect(version).toBeGreaterThanOrEqual(1);
  expect(version).toBeLessThanOrEqual(12);
  const image = PNG.decode(await qr.screenshot());
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}
