// A device that leaves a fair game mid-game (issue 14; docs/fair-play.md, "A device that
// leaves mid-game"): two pages pair Spite and Malice in fair play, play a few steps, and
// one page closes. The other sees it gone; the game waits for it; the Table drawer
// offers "Go on without <device> (trusted from here)". One tap (with two devices, the
// one left is every other device) converts the game: the label says "Trusted since move
// N", the departed seat passes to this device, and it plays on.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bothPlaying, startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { peekStep, takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/** The two pages pair Spite and Malice over peerjs, fair play on (the default). */
async function pairFair(a: Page, b: Page, base: string, server: string): Promise<string> {
  await a.goto(`${base}#/pair/invite`);
  await a.locator(byTestId("pair-invite")).waitFor();
  await a.locator(byTestId("pair-game")).selectOption("spite-malice");
  await a.locator(byTestId("pair-transport")).selectOption("peerjs");
  await a.locator(byTestId("pair-server")).fill(server);
  await a.locator(byTestId("pair-option-goal")).selectOption("13");
  await a.locator(byTestId("pair-seat-0")).selectOption("host");
  await a.locator(byTestId("pair-seat-1")).selectOption("guest");
  expect(await a.locator(byTestId("pair-fair")).isChecked()).toBe(true);
  await a.locator(byTestId("pair-start")).click();
  const code = a.locator(byTestId("pair-code"));
  await code.waitFor({ timeout: 30_000 });
  await b.goto(`${base}#/pair/join`);
  await b.locator(byTestId("pair-input")).fill(await code.inputValue());
  await b.locator(byTestId("pair-connect")).click();
  return bothPlaying(a, b);
}

/** Takes one step on whichever page can act within `timeout`; its step, or null. */
async function stepAmong(pages: readonly Page[], timeout: number): Promise<string | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const steps = await Promise.all(pages.map(peekStep));
    if (steps.includes("over")) return "over";
    const i = steps.findIndex((s) => s !== false);
    if (i >= 0) return takeSpiteStep(pages[i]);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

const modeOf = (page: Page) =>
  page.locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`).getAttribute("data-mode");

describeInBrowser("fair play: a device that leaves", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("one page closes mid-game; the other goes on without it in trusted mode and plays on", async () => {
    const a = (await session.launchFresh({ touch: true })).page;
    const bSide = await session.launchFresh({ touch: true });
    const b = bSide.page;
    await pairFair(a, b, session.url(), peerServer!.url);
    await expect.poll(() => modeOf(a), { timeout: 60_000 }).toBe("fair");
    // A few steps of fair play, whoever is to move.
    let steps = 0;
    while (steps < 6) {
      const step = await stepAmong([a, b], 120_000);
      expect(step, "a page could move").not.toBeNull();
      expect(step).not.toBe("over");
      steps++;
    }
    await bSide.context.close();

    // a sees b gone; it plays on while it can, until the game waits for b.
    await a
      .locator(`${byTestId("presence-peer")}[data-here="false"]`)
      .waitFor({ state: "attached", timeout: 30_000 });
    const offer = a.locator(byTestId("fair-leave-go"));
    for (let i = 0; i < 40 && !(await offer.isVisible()); i++) {
      await stepAmong([a], 1_000);
    }
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.textContent()).toContain("trusted from here");
    await offer.click();

    // Converted: the label says since which move; the offer is gone.
    await expect.poll(() => modeOf(a), { timeout: 30_000 }).toBe("converted");
    expect(
      await a.locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`).textContent(),
    ).toMatch(/Trusted since move \d+/);
    await a.locator(byTestId("fair-leave")).waitFor({ state: "detached", timeout: 10_000 });

    // a holds both seats now, and plays both (passing the phone), trusted: 40 steps of
    // play, both seats' turns among them (a whole game here took two minutes of CI).
    const seen = new Set<string>();
    let after = 0;
    while (after < 40) {
      const step = await stepAmong([a], 60_000);
      expect(step, "the page left could move on").not.toBeNull();
      if (step === "over") break;
      after++;
      const viewer = await a.evaluate(
        () => document.querySelector('[data-testid="board"]')?.getAttribute("data-viewer") ?? "",
      );
      if (viewer !== "") seen.add(viewer);
    }
    console.log(`fair leave: ${steps} steps of fair play, then ${after} in trusted mode`);
    expect(after).toBeGreaterThan(10);
    expect([...seen].sort(), "a plays both seats").toEqual(["0", "1"]);
    expect(await modeOf(a)).toBe("converted");
  }, 400_000);
});
