// Issue 13, "Tests": scanning with the camera, end to end. Chromium's fake camera plays
// a .y4m the test writes from the QR code the other page drew; the Join screen decodes
// the offer from it (jsQR: Chromium on Linux has no BarcodeDetector) and answers, and
// the inviting page decodes the answer the same way; then both play.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bothPlaying, inviteFrom, sameBoard, whoseTurn } from "./pairing";
import { PNG } from "./png";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, paintAnyCell } from "./tabula";
import { writeCameraFile } from "./y4m";

/** Switches of a browser whose camera plays `file` (no permission prompt). */
const fakeCamera = (file: string): string[] => [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  `--use-file-for-fake-video-capture=${file}`,
];

/** The QR code a page shows now, as pixels. */
async function qrPicture(page: Page) {
  const qr = page.locator(byTestId("pair-qr")).last();
  await qr.waitFor({ timeout: 30_000 });
  return PNG.decode(await qr.screenshot());
}

describeInBrowser("scanning with the camera", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tabula-camera-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("the Join screen scans the direct offer, the inviting page scans the answer, and they play", async () => {
    const hostCamera = join(dir, "host.y4m");
    const guestCamera = join(dir, "guest.y4m");
    // A white picture until there is a code to film (the file must be there at launch).
    await writeCameraFile(hostCamera, null);
    await writeCameraFile(guestCamera, null);
    const host = (await session.launchFresh({ args: fakeCamera(hostCamera) })).page;
    const guest = (await session.launchFresh({ args: fakeCamera(guestCamera) })).page;

    const offer = await inviteFrom(host, session.url(), { transport: "direct" });
    await writeCameraFile(guestCamera, await qrPicture(host));
    await guest.goto(`${session.url()}#/pair/join`);
    await guest.locator(byTestId("pair-scan")).click();
    // The scan alone connects: nothing is typed or pasted.
    const answerBox = guest.locator(byTestId("pair-code"));
    await answerBox.waitFor({ timeout: 30_000 });
    expect(await guest.locator(byTestId("pair-input")).count()).toBe(0);
    const answer = await answerBox.inputValue();
    expect(answer).toMatch(/^T1~a~/);
    expect(offer).toMatch(/^T1~o~/);

    await writeCameraFile(hostCamera, await qrPicture(guest));
    await host.locator(`${byTestId("pair-step-2")} ${byTestId("pair-scan")}`).click();
    // Nothing was typed on the host either: the answer came through its camera.
    await bothPlaying(host, guest);
    const mover = await whoseTurn(host, guest);
    await paintAnyCell(mover!, "first");
    expect((await sameBoard([host, guest])).split(",")).toHaveLength(1);
  });
});
