// Spite and Malice across three phones, each holding a seat (issue 13): one invitation
// seats the two invited phones one after the other (the same join link), then the
// three play by taps until every phone has had a few turns. After every turn all three
// show the same table, and no phone shows another's hand.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { inviteSpite, joinWith, peekStep, takeSpiteStep } from "./spite-page";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

/**
 * The table as a phone shows it, the same from every seat: per seat its goal (top and
 * count), discard tops and hand size, then the centre, the stock and whose turn it is.
 * No hand's faces: those differ by viewer, and are checked apart.
 */
function tableOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="board"]')!;
    const viewer = Number(board.dataset.viewer);
    const pile = (id: string) => document.querySelector(`[data-testid="pile-${id}"]`);
    const top = (id: string) =>
      [...(pile(id)?.querySelectorAll("[data-card]") ?? [])].at(-1)?.getAttribute("data-card") ??
      "-";
    const count = (id: string) =>
      pile(id)?.querySelector<HTMLElement>(".ck-stack")?.dataset.count ?? "0";
    const seats = [];
    for (let s = 0; s < Number(board.dataset.seats); s++) {
      const own = s === viewer;
      const goal = own ? "g" : `o${s}-g`;
      const discards = [1, 2, 3, 4].map((i) => top(own ? `d${i}` : `o${s}-d${i}`)).join(".");
      const hand = own
        ? document.querySelectorAll('[data-testid="hand-card"]').length
        : document.querySelector<HTMLElement>(`[data-testid="sm-seat"][data-seat="${s}"] .ck-backs`)
            ?.dataset.count;
      seats.push(`${s}:${top(goal)}/${count(goal)}/${discards}/${hand}`);
    }
    const centre = [1, 2, 3, 4].map((i) => `${top(`c${i}`)}/${count(`c${i}`)}`).join(".");
    return `${seats.join("|")}|c:${centre}|turn:${board.dataset.turn}`;
  });
}

/** Waits until every phone shows the same table; else fails with what each shows. */
async function sameTable(phones: readonly Page[], timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const tables = await Promise.all(phones.map(tableOf));
    if (new Set(tables).size === 1) return;
    if (Date.now() > deadline) throw new Error(`the phones differ:\n${tables.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a phone shows of the hands: its own faces, and how many faces of other hands (none). */
function handsOn(page: Page): Promise<{ own: string[]; othersFaces: number }> {
  return page.evaluate(() => ({
    own: [...document.querySelectorAll('[data-testid="hand-card"] [data-card]')].map((f) =>
      f.getAttribute("data-card")!,
    ),
    othersFaces: [
      ...document.querySelectorAll('[data-testid="sm-seat"] .ck-backs [data-card]'),
    ].filter((f) => f.getAttribute("data-card") !== "back").length,
  }));
}

/** The seat a phone plays (the board's viewer). */
async function seatOn(page: Page): Promise<number> {
  return Number(await page.locator(byTestId("board")).getAttribute("data-viewer"));
}

/** The one phone that can act now (waiting while a move travels); more than one is a bug. */
async function moverAmong(phones: readonly Page[], timeout = 30_000): Promise<Page> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const steps = await Promise.all(phones.map(peekStep));
    if (steps.includes("over")) throw new Error("the game ended before every phone had its turns");
    const movers = phones.filter((_, i) => steps[i] !== false);
    expect(movers.length, "only one phone may act at a time").toBeLessThanOrEqual(1);
    if (movers.length === 1) return movers[0];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `no phone could act; the phones show:\n${(await Promise.all(phones.map(stateOn))).join("\n")}`,
  );
}

/** What a phone shows of the game's progress, for a failure's message. */
async function stateOn(page: Page): Promise<string> {
  const log = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("tabula");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = await new Promise<unknown[]>((resolve) => {
      const r = db.transaction("entries").objectStore("entries").getAll();
      r.onsuccess = () => resolve(r.result as unknown[]);
    });
    db.close();
    return (all as { author: string; kind: string; text: string; prev: string | null }[])
      .map(
        (e, i) =>
          `${i} ${e.author.slice(0, 8)} ${e.kind} ${e.text.slice(0, 30)} prev=${String(e.prev).slice(0, 8)}`,
      )
      .join("\n  ");
  });
  const shown = await page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('[data-testid="board"]');
    const mode = document.querySelector('[data-testid="fair-mode"]');
    const status = document.querySelector('[data-testid="status"]')?.textContent ?? "";
    return [
      `viewer ${board?.dataset.viewer} turn ${board?.dataset.turn}`,
      `mode ${mode?.getAttribute("data-mode")} (${mode?.textContent ?? ""})`,
      `status "${status}"`,
      `hand ${document.querySelectorAll('[data-testid="hand-card"]').length}`,
      `peers ${[...document.querySelectorAll('[data-testid="presence-peer"]')].map((p) => `${p.getAttribute("data-device")?.slice(0, 8)}:${p.getAttribute("data-here")}`).join(" ")}`,
    ].join(", ");
  });
  return `${shown}\n  ${log}`;
}

const TURNS_EACH = 2;

describeInBrowser("Spite and Malice on three phones, a seat each", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("one invitation seats two more phones; each plays its turns and sees only its hand", async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const base = session.url();

    // Trusted (a fair game with two invited devices deals only once both have joined:
    // fair-play.test.ts).
    const link = await inviteSpite(a, base, {
      server: peerServer!.url,
      seats: ["host", "guest", "guest:2"],
      fair: false,
    });
    const code = a.locator(byTestId("pair-code"));

    // The first phone joins: the game is dealt, the host still shows the same code.
    await joinWith(b, base, link);
    await b.locator(byTestId("board")).waitFor({ timeout: 30_000 });
    await a
      .locator(`${byTestId("pair-state")}[data-state="waiting"][data-more="1"]`)
      .waitFor({ timeout: 30_000 });
    expect(await code.inputValue()).toBe(link);

    // The second phone joins with the same link: all three open the game.
    await joinWith(c, base, link);
    const ids = await Promise.all(
      [a, b, c].map(async (page) => {
        const play = page.locator(byTestId("play"));
        await play.waitFor({ timeout: 30_000 });
        await page.locator(`${byTestId("board")}[data-seats="3"]`).waitFor();
        return play.getAttribute("data-game-id");
      }),
    );
    expect(new Set(ids).size).toBe(1);
    // Each phone plays its own seat: the host seat 1, then each phone in the order it joined.
    const phones = [a, b, c];
    await expect
      .poll(() => Promise.all(phones.map(seatOn)), { timeout: 20_000 })
      .toEqual([0, 1, 2]);

    const turns = [0, 0, 0];
    let checks = 0;
    let seenOwn = false;
    while (turns.some((n) => n < TURNS_EACH)) {
      const mover = await moverAmong(phones);
      const step = await takeSpiteStep(mover);
      if (step !== "confirm" && step !== "end") continue;
      turns[phones.indexOf(mover)]++;
      // A turn is over: every phone shows the same table once the entries have arrived.
      await sameTable(phones);
      // (The tables agreeing means each phone's own hand is as big as the others show it.)
      const hands = await Promise.all(phones.map(handsOn));
      if (hands.some((hand) => hand.own.length > 0)) seenOwn = true;
      hands.forEach((hand, seat) => {
        expect(hand.othersFaces, `phone ${seat} shows a face of another hand`).toBe(0);
        expect(hand.own).not.toContain("back");
      });
      checks++;
    }
    expect(turns.every((n) => n >= TURNS_EACH)).toBe(true);
    expect(checks).toBeGreaterThanOrEqual(3 * TURNS_EACH);
    // Some hand was seen on its own phone all along (a hand emptied by a turn refills).
    expect(seenOwn).toBe(true);
  }, 240_000);

  it("over direct SDP, each invited phone gets an offer of its own (in fair play)", async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(async () => (await session.launchFresh({ touch: true })).page),
    );
    const base = session.url();
    await a.goto(`${base}#/pair/invite`);
    await a.locator(byTestId("pair-invite")).waitFor();
    await a.locator(byTestId("pair-game")).selectOption("spite-malice");
    await a.locator(byTestId("pair-transport")).selectOption("direct");
    await a.locator(byTestId("pair-seating")).selectOption("3");
    await a.locator(byTestId("pair-seat-1")).selectOption("guest:2");
    await a.locator(byTestId("pair-seat-2")).selectOption("guest");
    await a.locator(byTestId("pair-start")).click();
    const code = a.locator(byTestId("pair-code"));
    const offers: string[] = [];
    for (const guest of [b, c]) {
      // A new offer once the one before was taken.
      await expect
        .poll(async () => ((await code.count()) > 0 ? code.inputValue() : ""), { timeout: 30_000 })
        .not.toBe(offers.at(-1) ?? "");
      offers.push(await code.inputValue());
      await joinWith(guest, base, offers.at(-1)!);
      const answer = guest.locator(byTestId("pair-code"));
      await answer.waitFor({ timeout: 30_000 });
      await a.locator(byTestId("pair-answer")).fill(await answer.inputValue());
      await a.locator(byTestId("pair-accept")).click();
    }
    // Fair play (the default): the game is dealt once both have committed.
    for (const guest of [b, c]) await guest.locator(byTestId("board")).waitFor({ timeout: 60_000 });
    expect(offers[1]).not.toBe(offers[0]);
    const phones = [a, b, c];
    await a.locator(byTestId("board")).waitFor({ timeout: 30_000 });
    // Seat 3 went to the first phone to join, seat 2 to the second.
    await expect
      .poll(() => Promise.all(phones.map(seatOn)), { timeout: 20_000 })
      .toEqual([0, 2, 1]);
    // In fair play on every phone (its label may say whom the deal waits for).
    for (const phone of phones) {
      const mode = phone.locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`);
      await expect
        .poll(() => mode.getAttribute("data-mode"), { timeout: 20_000 })
        .toMatch(/^(fair|waiting)$/);
    }
    // A turn is played and reaches the others.
    for (;;) {
      const step = await takeSpiteStep(await moverAmong(phones, 60_000));
      if (step === "confirm" || step === "end") break;
    }
    await sameTable(phones);
  }, 180_000);
});
