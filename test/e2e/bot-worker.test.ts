// The built bot worker answers every game's bots, loading each game's bots (and their
// net weights) only when that game first asks: the app's own build holds no bot code.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { AnyGame } from "../../src/engine/game";
import { backgammon } from "../../src/games/backgammon/rules";
import { smalta } from "../../src/games/smalta/rules";
import { DIST_DIR } from "./server";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";

/** A position with seat 0 to move, after the given random entries. */
function position(game: AnyGame, randoms: readonly string[]): { state: unknown; legal: string[] } {
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const start = game.setup(options.value, 2);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  for (const text of randoms) {
    const move = game.parseMove(text);
    if (!move.ok) throw new Error(move.error.message);
    state = game.apply(state, "chance", move.value);
  }
  return { state, legal: game.legalMoves(state, 0).map((m) => game.formatMove(m)) };
}

describeInBrowser("the bot worker", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("loads a game's bots on that game's first request, and answers each game legally", async () => {
    const worker = readdirSync(join(DIST_DIR, "assets")).find((f) => /^bot-worker-.*\.js$/.test(f));
    expect(worker, "the build has a bot worker").toBeDefined();
    const { page } = await session.launchFresh();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(session.url());
    await page.locator('[data-testid="home"]').waitFor();
    const botChunks = () => fetched.filter((path) => /\/assets\/bot-(?!worker)/.test(path));
    expect(botChunks(), "the app loads no bot code by itself").toEqual([]);

    const ask = (game: AnyGame, state: unknown) =>
      page.evaluate(
        ([url, request]) =>
          new Promise<{ ok: boolean; text?: string }>((resolve) => {
            const w = new Worker(url, { type: "module" });
            w.onmessage = (event: MessageEvent<{ reply: { ok: boolean; text?: string } }>) => {
              resolve(event.data.reply);
              w.terminate();
            };
            w.postMessage({ id: 1, request });
          }),
        [
          `assets/${worker}`,
          { game: game.id, view: game.view(state, 0), seat: 0, level: "normal", seed: "e2e" },
        ] as const,
      );

    const paint = position(smalta, ["first 0", "roll 3"]);
    const painted = await ask(smalta, paint.state);
    expect(painted.ok && paint.legal.includes(painted.text!), JSON.stringify(painted)).toBe(true);
    expect(botChunks(), "Smalta's bots only").toHaveLength(1);

    const play = position(backgammon, ["roll 3 1"]);
    const played = await ask(backgammon, play.state);
    expect(played.ok && play.legal.includes(played.text!), JSON.stringify(played)).toBe(true);
    expect(botChunks(), "then backgammon's").toHaveLength(2);
  });
});
