// Issue 13, item 9: a backgammon match shows the end of each game before the next, also
// when the match is opened again between games (left after game 2 ended, reopened from
// Continue), and its end shows the match's result. The matches are played here by the
// engine (random legal plays, the dice drawn from the seed as the app draws them) and
// brought in as game files, so the browser starts exactly between two games.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { rngFromSeed } from "../../src/engine/rng";
import { seededSource } from "../../src/engine/random";
import { backgammon } from "../../src/games/backgammon/rules";
import type { BackgammonState } from "../../src/games/backgammon/state";
import { GAME_FILE_FORMAT, makeGameFileText } from "../../src/log/gamefile";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId, openHome } from "./tabula";

const SEED = "5eed0f7ab1e5";
const OPTIONS = { match: 7, cube: false };

/**
 * A match to 7 played by random legal plays, with the dice the seed draws, up to the
 * end of game `games` (the next not begun) or to the match's end.
 */
function playMatch(until: number | "over"): { moves: string[]; state: BackgammonState } {
  const options = backgammon.parseOptions(OPTIONS);
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const dice = seededSource(SEED);
  const rng = rngFromSeed(7);
  const moves: string[] = [];
  while (backgammon.result(state) === null && moves.length < 9_000) {
    if (until !== "over" && state.games.length >= until) break;
    const seat = backgammon.pending(state) !== null ? null : backgammon.toMove(state)[0];
    const move =
      seat === null
        ? dice.draw(backgammon, state, moves.length)!
        : backgammon.legalMoves(state, seat)[rng.int(backgammon.legalMoves(state, seat).length)];
    const actor = seat ?? "chance";
    const refused = backgammon.check(state, actor, move);
    if (refused) throw new Error(`${backgammon.formatMove(move)}: ${refused.message}`);
    moves.push(backgammon.formatMove(move));
    state = backgammon.apply(state, actor, move);
  }
  return { moves, state };
}

/** Writes the match as a game file: Anna on this device against the normal bot. */
function matchFile(moves: readonly string[], name: string): string {
  const path = join(tmpdir(), `tabula-${process.pid}-${name}.json`);
  const text = makeGameFileText({
    format: GAME_FILE_FORMAT,
    game: "backgammon",
    options: OPTIONS,
    seats: 2,
    seed: SEED,
    moves,
    holders: [
      { kind: "person", name: "Anna" },
      { kind: "bot", level: "normal" },
    ],
  });
  writeFileSync(path, text);
  return path;
}

/** Imports a file on Home, then opens the game again from the Continue list, as after a day away. */
async function importAndReopen(page: Page, baseUrl: string, path: string): Promise<void> {
  await openHome(page, baseUrl);
  await page.locator(byTestId("import-file")).setInputFiles(path);
  await page.locator(byTestId("play")).waitFor();
  const id = await page.locator(byTestId("play")).getAttribute("data-game-id");
  await page.locator(byTestId("home-button")).click();
  await page.locator(`${byTestId("continue-item")}[data-game-id="${id}"] a`).click();
  await page.locator(byTestId("board")).waitFor();
}

const nameOf = (seat: number) => (seat === 0 ? "Anna" : "Bot (normal)");

describeInBrowser("a match's games", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("reopened between games 2 and 3: game 2's end (winner, how, points, the match score) before game 3", async () => {
    const { moves, state } = playMatch(2);
    expect(state.games).toHaveLength(2);
    expect(state.phase).not.toBe("over");
    const { page } = await session.launchFresh();
    await importAndReopen(page, session.url(), matchFile(moves, "between"));

    const last = state.games[1];
    const panel = page.locator(byTestId("game-end"));
    await panel.waitFor();
    expect(await panel.getAttribute("data-reason")).toBe(last.reason);
    const text = (await panel.textContent()) ?? "";
    expect(text).toContain(`Game 2: ${nameOf(last.winner)} wins`);
    expect(text).toContain(last.points === 1 ? "1 point" : `${last.points} points`);
    const [a, b] = state.matchScore;
    expect(await page.locator(byTestId("game-end-score")).textContent()).toBe(
      `Match score: Anna ${a} – ${b} Bot (normal)`,
    );
    // Next game puts it away, and game 3 is played.
    await page.locator(byTestId("next-game")).click();
    await panel.waitFor({ state: "detached" });
    expect(await page.locator(byTestId("result")).count()).toBe(0);
  }, 120_000);

  it("reopened at the match's end: the result says the match's score, not only the last game's reason", async () => {
    const { moves, state } = playMatch("over");
    expect(state.phase).toBe("over");
    const { page } = await session.launchFresh();
    await importAndReopen(page, session.url(), matchFile(moves, "over"));

    const result = page.locator(byTestId("result"));
    await result.waitFor();
    const [a, b] = state.matchScore;
    const winner = a > b ? 0 : 1;
    const text = (await result.textContent()) ?? "";
    expect(text).toContain(`${nameOf(winner)} win`);
    expect(text).toContain(`Match to 7 won ${Math.max(a, b)}–${Math.min(a, b)}`);
    // A finished match shows no game's end panel over its result.
    expect(await page.locator(byTestId("game-end")).count()).toBe(0);
  }, 120_000);
});
