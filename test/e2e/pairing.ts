// Owned by the pairing work (issue 3). Helpers of the two-browser tests and bench/net.ts:
// a local PeerServer, and pairing two pages through the app's own screens.
import { createRequire } from "node:module";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { byTestId, PLAYABLE_CELL } from "./tabula";

export const PEER_PATH = "/tabula";

export interface LocalPeerServer {
  /** The URL the app's "PeerJS server" field takes. */
  readonly url: string;
  close(): Promise<void>;
}

interface PeerServerModule {
  PeerServer(
    options: Record<string, unknown>,
    callback: (server: Server) => void,
  ): { on(event: string, listener: (error: Error) => void): void };
}

/** The PeerServer's events of a client registering or leaving. */
interface PeerServerEvents {
  on(event: string, listener: (client: { getId(): string }) => void): void;
}

/** Starts the npm `peer` PeerServer on a free port of 127.0.0.1 (as `npm start` does). */
export async function startPeerServer(): Promise<LocalPeerServer> {
  const require = createRequire(import.meta.url);
  const { PeerServer } = require("peer") as PeerServerModule;
  // peer 1.0.2 wants ws 8's WebSocketServer; npm may hoist ws 7 (see scripts/start.mjs).
  const ws = require("ws") as { WebSocketServer?: unknown; Server: unknown };
  const WebSocketServer = (ws.WebSocketServer ?? ws.Server) as new (options: unknown) => unknown;
  const server = await new Promise<Server>((started) => {
    const peer = PeerServer(
      {
        port: 0,
        host: "127.0.0.1",
        path: PEER_PATH,
        createWebSocketServer: (options: unknown) => new WebSocketServer(options),
      },
      started,
    );
    peer.on("error", () => undefined);
    // TABULA_E2E_LOG=1: who registers at the server and who leaves (finding a flake).
    if (process.env.TABULA_E2E_LOG) {
      const events = peer as unknown as PeerServerEvents;
      for (const event of ["connection", "disconnect"]) {
        events.on(event, (client) => console.error(`[peerserver] ${event} ${client.getId()}`));
      }
    }
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PEER_PATH}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The options of an invitation made on the Invite screen. */
export interface InviteChoice {
  readonly transport: "peerjs" | "direct";
  /** For peerjs: the PeerServer URL. */
  readonly server?: string;
  readonly fortune?: "die" | "cards" | "table";
  /** The game's id (the Invite screen's default when absent). */
  readonly game?: string;
}

/** On the host page: opens Invite, fills it in, and returns the code it shows. */
export async function inviteFrom(
  host: Page,
  baseUrl: string,
  choice: InviteChoice,
): Promise<string> {
  await host.goto(`${baseUrl}#/pair/invite`);
  await host.locator(byTestId("pair-invite")).waitFor();
  if (choice.game) await host.locator(byTestId("pair-game")).selectOption(choice.game);
  await host.locator(byTestId("pair-transport")).selectOption(choice.transport);
  if (choice.transport === "peerjs")
    await host.locator(byTestId("pair-server")).fill(choice.server ?? "");
  if (choice.fortune || !choice.game)
    await host.locator(byTestId("pair-option-fortune")).selectOption(choice.fortune ?? "die");
  await host.locator(byTestId("pair-seat-0")).selectOption("host");
  await host.locator(byTestId("pair-seat-1")).selectOption("guest");
  await host.locator(byTestId("pair-start")).click();
  const code = host.locator(byTestId("pair-code"));
  try {
    await code.waitFor({ timeout: 30_000 });
  } catch (e) {
    // Say what the Invite screen shows instead (its state line, an alert).
    const said = await host.evaluate(() =>
      [...document.querySelectorAll('[role="alert"],[role="status"],[data-testid^="pair-"]')]
        .map(
          (el) =>
            `${el.getAttribute("data-testid") ?? el.getAttribute("role")}: ${el.textContent?.trim().slice(0, 120)}`,
        )
        .join(" | "),
    );
    throw new Error(`no invite code after 30 s; the screen says: ${said}`, { cause: e });
  }
  const text = await code.inputValue();
  // A join link names the server it was made at: the one this test asked for, not a default.
  if (
    choice.transport === "peerjs" &&
    !text.endsWith(`?s=${encodeURIComponent(choice.server ?? "")}`)
  )
    throw new Error(`the invite code names another PeerServer than ${choice.server}: ${text}`);
  return text;
}

/** Waits until both pages show the same game's play screen; returns its id. */
export async function bothPlaying(a: Page, b: Page): Promise<string> {
  const ids = await Promise.all(
    [a, b].map(async (page) => {
      const play = page.locator(byTestId("play"));
      await play.waitFor({ timeout: 30_000 });
      await page.locator(byTestId("board")).waitFor();
      return play.getAttribute("data-game-id");
    }),
  );
  if (!ids[0] || ids[0] !== ids[1])
    throw new Error(`the pages play different games: ${ids.join(" / ")}`);
  return ids[0];
}

/**
 * Opens the Table drawer of a paired game's play screen (folded by default), so the
 * controls of the Table panel inside it can be tapped; a no-op when it is open.
 */
export async function openTable(page: Page): Promise<void> {
  const drawer = page.locator(byTestId("table-drawer"));
  await drawer.waitFor({ state: "attached", timeout: 30_000 });
  if (await drawer.evaluate((el) => (el as HTMLDetailsElement).open)) return;
  await page.locator(byTestId("table-drawer-toggle")).click();
  await page.locator(byTestId("table-panel")).waitFor();
}

/** Pairs two pages over peerjs through the app's screens; returns the game id. */
export async function pairOverPeerjs(
  host: Page,
  guest: Page,
  baseUrl: string,
  server: string,
  game?: string,
): Promise<string> {
  const link = await inviteFrom(host, baseUrl, { transport: "peerjs", server, game });
  await guest.goto(`${baseUrl}#/pair/join`);
  await guest.locator(byTestId("pair-input")).fill(link);
  await guest.locator(byTestId("pair-connect")).click();
  return bothPlaying(host, guest);
}

/**
 * Pairs two pages by direct SDP: the test carries the offer and answer text — the very
 * text the QR codes hold. Returns the game id, the two texts, and the milliseconds
 * from the answer being handed to the host to the game showing on both pages.
 */
export async function pairDirect(
  host: Page,
  guest: Page,
  baseUrl: string,
): Promise<{ id: string; offer: string; answer: string; openMs: number; qrVersions: number[] }> {
  const offer = await inviteFrom(host, baseUrl, { transport: "direct" });
  await guest.goto(`${baseUrl}#/pair/join`);
  await guest.locator(byTestId("pair-input")).fill(offer);
  await guest.locator(byTestId("pair-connect")).click();
  const answerBox = guest.locator(byTestId("pair-code"));
  await answerBox.waitFor({ timeout: 30_000 });
  const answer = await answerBox.inputValue();
  const qrVersions = await Promise.all([host, guest].map(qrVersion));
  await host.locator(byTestId("pair-answer")).fill(answer);
  const started = Date.now();
  await host.locator(byTestId("pair-accept")).click();
  const id = await bothPlaying(host, guest);
  return { id, offer, answer, openMs: Date.now() - started, qrVersions };
}

/** The version of the QR code a page shows now. */
export async function qrVersion(page: Page): Promise<number> {
  const qr = page.locator(byTestId("pair-qr"));
  await qr.waitFor();
  return Number(await qr.getAttribute("data-qr-version"));
}

/** Which of the two pages may paint now; null once the game is over on `a`. */
export async function whoseTurn(a: Page, b: Page, timeout = 30_000): Promise<Page | null> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const page of [a, b]) {
      const state = await page.evaluate((playable) => {
        if (document.querySelector('[data-testid="result"]')) return "over";
        return document.querySelector(playable) ? "turn" : "wait";
      }, PLAYABLE_CELL);
      if (state === "over") return null;
      if (state === "turn") return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("neither page could move");
}

/** The painted cells of a page, as "cell-a1=3,…" (a compact picture of the board). */
export function paintedCells(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid^="cell-"]')]
      .filter((c) => c.getAttribute("data-colour") !== "0")
      .map((c) => `${c.getAttribute("data-testid")}=${c.getAttribute("data-colour")}`)
      .sort()
      .join(","),
  );
}

/**
 * Waits until every page shows the same painted cells (a move reaches the others a
 * moment after its own page shows it) and returns them.
 */
export async function sameBoard(pages: readonly Page[], timeout = 20_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const boards = await Promise.all(pages.map(paintedCells));
    if (new Set(boards).size === 1) return boards[0];
    if (Date.now() > deadline) throw new Error(`the boards differ: ${boards.join(" / ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Paints one playable cell on `mover` and returns the milliseconds until `watcher`
 * shows it (measured in the watcher's page, from the click's time on the mover's clock;
 * both pages run on this one machine, so their clocks agree).
 */
export async function paintAndWatch(mover: Page, watcher: Page): Promise<number> {
  const cell = await mover.evaluate(
    (playable) => document.querySelector(playable)?.getAttribute("data-testid") ?? null,
    PLAYABLE_CELL,
  );
  if (!cell) throw new Error("nothing to paint");
  // The watcher listens BEFORE the tap, so no change can slip by unseen. No named
  // helpers inside evaluate(): tsx (the bench) would wrap them in __name().
  await watcher.evaluate((testId) => {
    const selector = `[data-testid="${testId}"]`;
    (window as unknown as { __tabulaSeen: Promise<number> }).__tabulaSeen = new Promise<number>(
      (resolve) => {
        const observer = new MutationObserver(() => {
          const colour = document.querySelector(selector)?.getAttribute("data-colour");
          if (!colour || colour === "0") return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { attributes: true, subtree: true, childList: true });
      },
    );
  }, cell);
  const watching = watcher.evaluate(
    () => (window as unknown as { __tabulaSeen: Promise<number> }).__tabulaSeen,
  );
  const clicked = await mover.evaluate((testId) => {
    const at = performance.timeOrigin + performance.now();
    document
      .querySelector(`[data-testid="${testId}"]`)
      ?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    return at;
  }, cell);
  const seen = await Promise.race([
    watching,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  if (seen === null) throw new Error(`${cell} painted on one page never showed on the other`);
  // The watcher draws the move once both devices have stored it; wait for the mover too
  // (it draws as soon as its own write is done), so the next turn is read from settled
  // pages (not measured).
  await mover.waitForFunction(
    (testId) =>
      document.querySelector(`[data-testid="${testId}"]`)?.getAttribute("data-colour") !== "0",
    cell,
  );
  return seen - clicked;
}
