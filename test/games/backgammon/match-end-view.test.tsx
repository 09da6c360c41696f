// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backgammon } from "../../../src/games/backgammon/rules";
import type { BackgammonState } from "../../../src/games/backgammon/state";
import { BackgammonBoard } from "../../../src/games/backgammon/view/Board";
import { describeBackgammonResult } from "../../../src/games/backgammon/view/describe";
import type { BoardProps } from "../../../src/ui/kit/game-ui";

// Matches show the end of each game before the next is played, and the match's end
// says the match result (issue 13 item 9).

function matchStart(match: number): BackgammonState {
  const options = backgammon.parseOptions({ match, cube: true });
  if (!options.ok) throw new Error(options.error.message);
  const setup = backgammon.setup(options.value, 2);
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function show(state: BackgammonState): void {
  const props: BoardProps = {
    state,
    viewer: 0,
    legal: [],
    onMove: () => undefined,
    settings: { symbols: false, reducedMotion: true, lang: "en" },
    seatNames: ["Anna", "Bot (normal)"],
  };
  act(() => render(<BackgammonBoard {...props} />, root));
}

const gameEnd = () => root.querySelector('[data-testid="game-end"]');

describe("a match's games", () => {
  it("shows game 1's end (winner, reason, points, match score) when the next begins, until Next game", () => {
    const first = matchStart(5);
    show(first);
    expect(gameEnd()).toBeNull();
    const second: BackgammonState = {
      ...first,
      games: [{ winner: 1, points: 2, reason: "gammon" }],
      matchScore: [0, 2],
    };
    show(second);
    const panel = gameEnd();
    expect(panel?.getAttribute("data-reason")).toBe("gammon");
    expect(panel?.textContent).toContain(
      "Game 1: Bot (normal) wins, gammon (double points), 2 points",
    );
    expect(panel?.textContent).toContain("Match score: Anna 0 – 2 Bot (normal)");
    act(() => {
      root
        .querySelector('[data-testid="next-game"]')!
        .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(gameEnd()).toBeNull();
  });

  it("shows the last game's end when a match is opened again before the next game begins", () => {
    const reopened: BackgammonState = {
      ...matchStart(5),
      games: [
        { winner: 0, points: 1, reason: "single" },
        { winner: 1, points: 4, reason: "backgammon" },
      ],
      matchScore: [1, 4],
    };
    show(reopened);
    const panel = gameEnd();
    expect(panel?.getAttribute("data-reason")).toBe("backgammon");
    expect(panel?.textContent).toContain("Game 2: Bot (normal) wins");
    expect(panel?.textContent).toContain("4 points");
    expect(panel?.textContent).toContain("Match score: Anna 1 – 4 Bot (normal)");
    act(() => {
      root
        .querySelector('[data-testid="next-game"]')!
        .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    expect(gameEnd()).toBeNull();
  });

  it("does not show an old game's end when a match is opened again in the middle of a game", () => {
    const start = matchStart(5);
    const moved = [...start.board[0]];
    moved[23] -= 1;
    moved[20] += 1;
    const reopened: BackgammonState = {
      ...start,
      board: [moved, start.board[1]],
      games: [{ winner: 0, points: 1, reason: "single" }],
      matchScore: [1, 0],
    };
    show(reopened);
    expect(gameEnd()).toBeNull();
    // Nor for the first game of a match, nor for a match that is over (the result says it).
    show(matchStart(5));
    expect(gameEnd()).toBeNull();
  });
});

describe("describeBackgammonResult", () => {
  it("a match's end: its score and its last game", () => {
    const over = {
      ...matchStart(3),
      games: [
        { winner: 1, points: 1, reason: "single" },
        { winner: 0, points: 4, reason: "gammon" },
      ],
      matchScore: [4, 1],
    };
    expect(describeBackgammonResult(over, "en")).toBe(
      "match to 3 won 4–1; last game: gammon (double points)",
    );
    expect(describeBackgammonResult(over, "ru")).toBe(
      "матч до 3 выигран со счётом 4–1; последняя партия: марс (очки вдвое)",
    );
  });
  it("a single game: nothing more than its reason", () => {
    expect(describeBackgammonResult(matchStart(0), "en")).toBeNull();
    expect(describeBackgammonResult(null, "en")).toBeNull();
  });
});
