// Issue 13, item 5: players' names per seat. On one device (pass-and-play) New game
// names each person; the hand-over screen, the turn line and the Continue list call
// them by it, and New game remembers the names. In a paired game each device's seats
// carry its players' names to the other device (presence, the Table panel's seats, the board);
// the device that joined names its own seat's player in the Table drawer.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { bothPlaying, openTable } from "./pairing";
import { useBrowserSession } from "./session";
import { takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

/** Opens New game on Spite and Malice with both seats on this device, named. */
async function startNamed(page: Page, names: readonly string[]): Promise<void> {
  await page.locator(byTestId("new-game")).tap();
  await page.locator(`${byTestId("game-choice")}[data-game="spite-malice"]`).tap();
  await page.locator(byTestId("seat-0")).selectOption("device");
  await page.locator(byTestId("seat-1")).selectOption("device");
  for (const [person, name] of names.entries()) {
    await page.locator(byTestId(`seat-name-${person}`)).fill(name);
  }
  await page.locator(byTestId("start-game")).tap();
  await page.locator(byTestId("play")).waitFor();
}

/** Names this device on a pairing screen (asked once there). */
async function nameDevice(page: Page, name: string): Promise<void> {
  await page.locator(byTestId("device-name-input")).fill(name);
  await page.locator(byTestId("device-name-save")).click();
  await expect.poll(() => page.locator(byTestId("device-name")).count()).toBe(0);
}

describeInBrowser("players' names", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("pass-and-play: the hand-over screen, the turn line and Continue call each player by name; New game remembers them", async () => {
    const { page } = await session.launchFresh({ touch: true });
    await openHome(page, session.url());
    await startNamed(page, ["Anna", " Бо\u202Eрис "]);
    const id = await page.locator(byTestId("play")).getAttribute("data-game-id");

    const handedTo: string[] = [];
    for (let steps = 0; handedTo.length < 2 && steps < 60; steps++) {
      if (await page.locator(byTestId("handover")).count()) {
        const text = (await page.locator(byTestId("handover")).textContent()) ?? "";
        const name = ["Anna", "Борис"].find((n) => text.includes(n));
        expect(name, text).toBeDefined();
        // The button says who takes the device, and then the turn line says it is theirs.
        expect(await page.locator(byTestId("handover-continue")).textContent()).toContain(name);
        await takeSpiteStep(page);
        await expect.poll(() => page.locator(byTestId("status")).textContent()).toContain(name);
        handedTo.push(name!);
        continue;
      }
      expect(await takeSpiteStep(page)).not.toBe("over");
    }
    expect(new Set(handedTo)).toEqual(new Set(["Anna", "Борис"]));

    await page.locator(byTestId("home-button")).tap();
    const item = page.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await expect.poll(() => item.textContent()).toMatch(/(Anna|Борис)'s turn/);

    // New game remembers the names (cleaned) for next time.
    await page.locator(byTestId("new-game")).tap();
    await page.locator(`${byTestId("game-choice")}[data-game="spite-malice"]`).tap();
    await page.locator(byTestId("seat-1")).selectOption("device");
    await expect.poll(() => page.locator(byTestId("seat-name-0")).inputValue()).toBe("Anna");
    expect(await page.locator(byTestId("seat-name-1")).inputValue()).toBe("Борис");
  }, 120_000);

  it("paired: the other device shows a seat by the name its player gave, beside the device's name", async () => {
    const host = (await session.launchFresh()).page;
    const guest = (await session.launchFresh()).page;
    await host.goto(`${session.url()}#/pair/invite`);
    await nameDevice(host, "Tablet");
    await host.locator(byTestId("pair-game")).selectOption("spite-malice");
    await host.locator(byTestId("pair-seat-0")).selectOption("host");
    await host.locator(byTestId("pair-seat-1")).selectOption("guest");
    // Untrusted text for the other device: cleaned there, and shown as text.
    await host.locator(byTestId("pair-seat-name-0")).fill(" <i>Anna</i>\u202E ");
    await host.locator(byTestId("pair-transport")).selectOption("direct");
    await host.locator(byTestId("pair-start")).click();
    const offer = host.locator(byTestId("pair-code"));
    await offer.waitFor({ timeout: 30_000 });

    await guest.goto(`${session.url()}#/pair/join`);
    await nameDevice(guest, "Boris");
    await guest.locator(byTestId("pair-input")).fill(await offer.inputValue());
    await guest.locator(byTestId("pair-connect")).click();
    const answer = guest.locator(byTestId("pair-code"));
    await answer.waitFor({ timeout: 30_000 });
    await host.locator(byTestId("pair-answer")).fill(await answer.inputValue());
    await host.locator(byTestId("pair-accept")).click();
    const id = await bothPlaying(host, guest);

    // The guest: presence names the host and its player; the host's seat is hers.
    const peer = guest.locator(byTestId("presence-peer"));
    await expect.poll(() => peer.textContent()).toContain("Tablet (<i>Anna</i>) is here");
    expect(await guest.locator(`${byTestId("presence")} i`).count()).toBe(0);
    await openTable(guest);
    const seat = (page: Page, n: number) =>
      page.locator(`${byTestId("table-seat")}[data-seat="${n}"]`);
    await expect.poll(() => seat(guest, 0).textContent()).toContain("<i>Anna</i>");
    expect(await guest.locator(`${byTestId("table-panel")} i`).count()).toBe(0);
    // Her name is on the guest's board too (the seats the game draws).
    await expect
      .poll(() => guest.locator(byTestId("board")).textContent())
      .toContain("<i>Anna</i>");
    // The host: the guest's seat by its device's name, its own seat by its player's.
    await openTable(host);
    await expect.poll(() => seat(host, 1).textContent()).toContain("Boris");
    expect(await seat(host, 0).textContent()).toContain("<i>Anna</i>");

    // The guest names the person at its own seat in the Table drawer: kept there, and
    // the host shows it (presence, seats) before the guest device's name.
    const field = guest.locator(byTestId("table-seat-name-1"));
    expect(await field.inputValue()).toBe("");
    expect(await guest.locator(byTestId("table-seat-name-0")).count()).toBe(0);
    await field.fill(" Ve\u200Bra ");
    await field.press("Tab");
    await expect.poll(() => seat(host, 1).textContent()).toContain("Vera");
    await expect
      .poll(() => host.locator(byTestId("presence-peer")).textContent())
      .toContain("Boris (Vera) is here");
    await expect.poll(() => seat(guest, 1).textContent()).toContain("Vera");
    await expect.poll(() => field.inputValue()).toBe("Vera");

    // The guest's Continue list names the host's players.
    await guest.goto(session.url());
    const item = guest.locator(`${byTestId("continue-item")}[data-game-id="${id}"]`);
    await expect.poll(() => item.textContent()).toContain("<i>Anna</i>");
  }, 120_000);
});
