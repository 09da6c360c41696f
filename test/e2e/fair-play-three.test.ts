// Fair play (issue 14) on three phones, a seat each (every one committed before the
// deal: fair-gather.ts): Spite and Malice by taps, then every page's IndexedDB read as in
// fair-play.test.ts. A file of its own, so that it runs beside the two-phone games
// instead of after them.
//
// Sized as a smoke test (issue 28): 45 steps, enough for every phone's turns and the
// refills each phone's hand needs the other two to open. A whole three-device fair game
// (every duty in device order, the audit fair) is played over the fake network in
// test/net/table/fair-three.test.ts, and a fair game to the end in the browser, with its
// audit, in fair-play.test.ts; in a browser, a whole three-phone game took 250 s of CI.
import { afterAll, beforeAll, expect, it } from "vitest";
import { firstMove } from "./fair-page";
import { checkStorage, modeOf, sameResult } from "./fair-play-page";
import { startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { centreOf, inviteSpite, joinWith, stepAmong } from "./spite-page";
import { readIndexedDb } from "./idb-strings";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/** How many steps the three phones take (each a card played or a discard confirmed). */
const SMOKE_STEPS = 45;

describeInBrowser("fair play on three phones", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("three phones, a seat each, play Spite and Malice in fair mode; no page stores another's hand", async () => {
    const phones = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const [a, b, c] = phones;
    const base = session.url();
    const seats = ["host", "guest", "guest:2"];
    const link = await inviteSpite(a, base, { server: peerServer!.url, seats });
    await joinWith(b, base, link);
    // The first phone has committed and waits: nothing is dealt until the last has.
    await a
      .locator(`${byTestId("pair-state")}[data-state="waiting"][data-more="1"]`)
      .waitFor({ timeout: 30_000 });
    expect(await b.locator(byTestId("play")).count()).toBe(0);
    await joinWith(c, base, link);
    const started = Date.now();
    const ids = await Promise.all(
      phones.map(async (page) => {
        const play = page.locator(byTestId("play"));
        await play.waitFor({ timeout: 60_000 });
        await page.locator(`${byTestId("board")}[data-seats="3"]`).waitFor();
        return play.getAttribute("data-game-id");
      }),
    );
    expect(new Set(ids).size).toBe(1);
    const id = ids[0]!;
    // Each phone holds its seat from the deal: the host seat 1, then in joining order.
    const seatsShown = () =>
      Promise.all(phones.map((p) => p.locator(byTestId("board")).getAttribute("data-viewer")));
    await expect.poll(seatsShown, { timeout: 20_000 }).toEqual(["0", "1", "2"]);
    await firstMove(phones, started);
    console.log(
      `fair: pairing to the first move, 156 cards, 3 devices: ${Date.now() - started} ms`,
    );
    for (const page of phones) {
      await expect.poll(() => modeOf(page), { timeout: 10_000 }).toBe("fair");
    }
    let steps = 0;
    let over = false;
    while (steps < SMOKE_STEPS && !over) {
      if (await stepAmong(phones)) steps++;
      else over = true;
    }
    expect(steps, "steps before the game ended").toBeGreaterThan(15);
    // All three show the same result, or (mid-game) the same centre piles.
    if (over) await sameResult(phones);
    else {
      const centre = await centreOf(a);
      for (const page of [b, c]) {
        await expect.poll(() => centreOf(page), { timeout: 10_000 }).toBe(centre);
      }
    }
    for (const page of phones) expect(await modeOf(page)).toBe("fair");
    await checkStorage(phones, id);
    // Every phone is a fair device: each keeps its own secret, and only its own.
    const secrets = await Promise.all(phones.map(async (p) => (await readIndexedDb(p)).secrets));
    expect(secrets.every((s) => s.length === 2)).toBe(true);
    expect(new Set(secrets.map((s) => s[0])).size).toBe(3);
  }, 900_000);
});
