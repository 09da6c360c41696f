// Pairing two engines through the app's own screens (the two-browser tests' steps,
// written against EnginePage so that any two engines can pair).
import {
  chooseOption,
  fillText,
  valueOf,
  waitForSelector,
  waitUntil,
  type EnginePage,
} from "./engine";
import { byTestId as id, PLAYABLE_CELL } from "../tabula";
import { paintACell, paintedCells } from "./journeys";

/** On the host: Invite, Smalta with a die, host against guest; returns the code shown. */
export async function invite(
  host: EnginePage,
  url: string,
  transport: "peerjs" | "direct",
  server = "",
): Promise<string> {
  await host.goto(`${url}#/pair/invite`);
  await waitForSelector(host, id("pair-invite"));
  await chooseOption(host, id("pair-transport"), transport);
  if (transport === "peerjs") await fillText(host, id("pair-server"), server);
  await chooseOption(host, id("pair-option-fortune"), "die");
  await chooseOption(host, id("pair-seat-0"), "host");
  await chooseOption(host, id("pair-seat-1"), "guest");
  await host.tap(id("pair-start"));
  return valueOf(host, id("pair-code"));
}

/** Waits until both pages play the same game; returns its id. */
export async function bothPlaying(a: EnginePage, b: EnginePage): Promise<string> {
  const ids = await Promise.all(
    [a, b].map((page) =>
      waitUntil(
        page,
        () =>
          document.querySelector('[data-testid="board"]')
            ? (document.querySelector('[data-testid="play"]')?.getAttribute("data-game-id") ?? null)
            : null,
        null,
        "the play screen",
      ),
    ),
  );
  if (ids[0] !== ids[1]) throw new Error(`the pages play different games: ${ids.join(" / ")}`);
  return ids[0];
}

/** Pairs over peerjs through a PeerServer; returns the game id. */
export async function pairOverPeerjs(
  host: EnginePage,
  guest: EnginePage,
  url: string,
  server: string,
): Promise<string> {
  const link = await invite(host, url, "peerjs", server);
  await guest.goto(`${url}#/pair/join`);
  await waitForSelector(guest, id("pair-input"));
  await fillText(guest, id("pair-input"), link);
  await guest.tap(id("pair-connect"));
  return bothPlaying(host, guest);
}

/** Pairs by direct SDP (the text the QR codes hold, carried by the test); returns the id and texts. */
export async function pairDirect(
  host: EnginePage,
  guest: EnginePage,
  url: string,
): Promise<{ id: string; offer: string; answer: string }> {
  const offer = await invite(host, url, "direct");
  await guest.goto(`${url}#/pair/join`);
  await waitForSelector(guest, id("pair-input"));
  await fillText(guest, id("pair-input"), offer);
  await guest.tap(id("pair-connect"));
  const answer = await valueOf(guest, id("pair-code"));
  await fillText(host, id("pair-answer"), answer);
  await host.tap(id("pair-accept"));
  return { id: await bothPlaying(host, guest), offer, answer };
}

/** Which page may paint now; null once the game is over. */
export async function whoseTurn(a: EnginePage, b: EnginePage): Promise<EnginePage | null> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const page of [a, b]) {
      const state = await page.evaluate((playable) => {
        if (document.querySelector('[data-testid="result"]')) return "over";
        return document.querySelector(playable) ? "turn" : "wait";
      }, PLAYABLE_CELL);
      if (state === "over") return null;
      if (state === "turn") return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("neither page could move");
}

/** Plays up to `moves` paints, each on the page whose turn it is; returns how many. */
export async function playAcross(a: EnginePage, b: EnginePage, moves = 60): Promise<number> {
  let played = 0;
  for (; played < moves; played++) {
    const mover = await whoseTurn(a, b);
    if (mover === null) break;
    await paintACell(mover);
  }
  return played;
}

/** Waits until both pages show the same painted cells; returns them. */
export async function sameBoard(a: EnginePage, b: EnginePage): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [x, y] = await Promise.all(
      [a, b].map((p) => paintedCells(p).then((c) => JSON.stringify(Object.entries(c).sort()))),
    );
    if (x === y) return x;
    if (Date.now() > deadline) throw new Error(`the boards differ: ${x} / ${y}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
