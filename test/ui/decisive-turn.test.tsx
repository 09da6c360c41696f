// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { DecisiveTurn } from "../../src/games/review/types";
import { AppContext, type AppServices } from "../../src/ui/app-context";
import type { Lang } from "../../src/ui/kit/game-ui";
import { DecisiveTurnView, moveNumber, type ReviewShown } from "../../src/ui/screens/decisive-turn";

let root: HTMLElement | null = null;
afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = null;
});

const decisive: DecisiveTurn = {
  entry: 41,
  seat: 1,
  moves: ["draw", "Qs@3,1"],
  judged: 1,
  before: 0.35,
  after: 0.8,
};

/** Picture Gallery's move list leaves "draw" out. */
const lists = (text: string): boolean => text !== "draw";

/** The entries Show was tapped for, in the last render. */
let showed: number[] = [];

async function shown(lang: Lang, state: ReviewShown): Promise<HTMLElement> {
  showed = [];
  root = document.createElement("div");
  document.body.append(root);
  const services = { settings: { lang: signal<Lang>(lang) } } as unknown as AppServices;
  await act(() =>
    render(
      <AppContext.Provider value={services}>
        <DecisiveTurnView
          shown={state}
          names={["Boris", "Anna"]}
          number={() => 23}
          lists={lists}
          onShow={(entry) => showed.push(entry)}
        />
      </AppContext.Provider>,
      root!,
    ),
  );
  return root;
}

describe("the turn that decided the game, under the result", () => {
  it("says the turn, its mover and the chance before and after, in English", async () => {
    const el = await shown("en", { kind: "answer", reply: { ok: true, decisive } });
    const line = el.querySelector<HTMLElement>('[data-testid="decisive-turn"]')!;
    expect(line.dataset.entry).toBe("41");
    expect(line.textContent).toBe(
      "The turn that decided the game: move 23, Anna: Qs@3,1. The chance that Anna wins rose from 35% to 80% (the bot's estimate). Show",
    );
    // Show asks the move list for the turn, by its log index.
    await act(() => el.querySelector<HTMLElement>('[data-testid="decisive-turn-show"]')!.click());
    expect(showed).toEqual([41]);
  });

  it("says it in Russian, a fall too, the loser's move judged by the winner's chance", async () => {
    const fell = { ...decisive, seat: 0, judged: 1, before: 0.8, after: 0.35 };
    const el = await shown("ru", { kind: "answer", reply: { ok: true, decisive: fell } });
    const text = el.querySelector('[data-testid="decisive-turn"]')!.textContent!;
    // Intl writes Russian percents with a no-break space: "80 %".
    expect(text.replace(/\u00a0/g, " ")).toBe(
      "Ход, решивший партию: ход 23, Boris: Qs@3,1. Anna: шанс на победу упал с 80 % до 35 % (по оценке бота). Показать",
    );
  });

  it("is a quiet line while the bot looks, and a short one when it fails", async () => {
    let el = await shown("en", { kind: "asking" });
    expect(el.querySelector('[data-testid="decisive-turn-asking"]')!.textContent).toBe(
      "The bot is looking at the game…",
    );
    expect(el.querySelector('[data-testid="decisive-turn"]')).toBeNull();
    render(null, el);
    el.remove();
    const failed: ReviewShown = {
      kind: "answer",
      reply: { ok: false, code: "review-failed", message: "boom" },
    };
    el = await shown("ru", failed);
    const line = el.querySelector<HTMLElement>('[data-testid="decisive-turn-failed"]')!;
    expect(line.textContent).toBe("Бот не смог разобрать эту партию.");
    expect(line.dataset.code).toBe("review-failed");
    expect(el.textContent).not.toContain("boom");
  });

  it("shows nothing for a game with no turn", async () => {
    const el = await shown("en", { kind: "answer", reply: { ok: true, decisive: null } });
    expect(el.textContent).toBe("");
  });

  it("numbers a move as the move list does: seats' listed moves only", () => {
    const log = [
      { kind: "random", seat: "chance" as const, text: "deal" },
      { kind: "move", seat: 0, text: "draw" },
      { kind: "move", seat: 0, text: "Kd@1,1" },
      { kind: "random", seat: "chance" as const, text: "deal" },
      { kind: "move", seat: 1, text: "draw" },
      { kind: "move", seat: 1, text: "Qs@3,1" },
    ] as const;
    const entries = log.map((e) => ({ ...e }));
    expect(moveNumber(entries, 4, lists)).toBe(2);
    expect(moveNumber(entries, 5, lists)).toBe(2);
    expect(moveNumber(entries, 4, undefined)).toBe(3);
  });
});
