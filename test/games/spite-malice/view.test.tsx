// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";
import { spiteManifest } from "../../../src/games/spite-malice/index";
import { spiteUi } from "../../../src/games/spite-malice/view/index";
import { SpiteBoard } from "../../../src/games/spite-malice/view/Board";
import { describeSpiteMove } from "../../../src/games/spite-malice/view/describe";
import { SpiteTableBoard } from "../../../src/games/spite-malice/view/TableBoard";
import type { BoardProps, Lang } from "../../../src/ui/kit/game-ui";
import { tableOf } from "./tables";

const legalOf = (state: SpiteState, seat: number): string[] =>
  game.legalMoves(state, seat).map((m) => game.formatMove(m));

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

/** Seat 0 to move: a hand with a 3 for pile c1 (at 2), a king, and a goal top 4. */
const TABLE = tableOf({
  hand: ["3h", "Kd", "9s", "9s", "Jc"],
  goal: ["4c", "8d", "2h"],
  discards: [["Qs", "10h", "6d"], [], ["5c"], []],
  centre: [2, 0, 6, 0],
  rivalGoal: ["7h", "Qd", "Qd"],
  rivalDiscards: [["Ah"], [], [], ["3s", "2s"]],
});

function show(
  state: SpiteState,
  overrides: Partial<BoardProps> & { lang?: Lang; table?: boolean } = {},
) {
  const onMove = vi.fn();
  const viewer = overrides.viewer === undefined ? 0 : overrides.viewer;
  const seen = viewer === null ? game.view!(state, null) : game.view!(state, viewer);
  const legal = overrides.legal ?? (viewer === null ? [] : legalOf(state, viewer));
  const props: BoardProps = {
    state: seen,
    viewer,
    legal,
    targets: viewer === null || legal.length === 0 ? undefined : game.targets!(state, viewer),
    onMove,
    settings: { symbols: false, reducedMotion: true, lang: overrides.lang ?? "en" },
    seatNames: ["Anna", "Bot (normal)", "Boris", "Vera"].slice(0, state.seats),
    hint: overrides.hint ?? null,
  };
  const Board = overrides.table ? SpiteTableBoard : SpiteBoard;
  act(() => render(<Board {...props} />, root));
  return onMove;
}

const q = (selector: string): HTMLElement => {
  const el = root.querySelector<HTMLElement>(selector);
  if (el === null) throw new Error(`nothing matches ${selector}`);
  return el;
};
const pile = (id: string) => q(`[data-testid="pile-${id}"]`);
const handCard = (card: string) =>
  [...root.querySelectorAll<HTMLElement>('[data-testid="hand-card"]')].find(
    (el) => el.getAttribute("data-ck-slot") === `h:${card}`,
  )!;
const click = (el: Element) =>
  act(() => {
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
  });
const faces = (el: Element): string[] =>
  [...el.querySelectorAll("[data-card]")].map((f) => f.getAttribute("data-card")!);

describe("Spite and Malice board: what a seat sees", () => {
  it("shows its goal top and count, its four discard piles fanned, its hand", () => {
    show(TABLE);
    expect(faces(pile("g")).at(-1)).toBe("4c");
    expect(q('[data-testid="my-goal-count"]').textContent).toBe("goal: 3 left");
    for (const d of ["d1", "d2", "d3", "d4"]) expect(pile(d).className).toContain("ck-cascade");
    expect(faces(pile("d1"))).toEqual(["Qs", "10h", "6d"]);
    expect(faces(pile("d3"))).toEqual(["5c"]);
    const hand = [...root.querySelectorAll('[data-testid="hand-card"]')].map((el) =>
      el.getAttribute("data-ck-slot")!,
    );
    expect(hand).toEqual(["h:3h", "h:Kd", "h:9s", "h:9s", "h:Jc"]);
  });

  it("shows each centre pile with the rank it needs next", () => {
    show(TABLE);
    expect(q('[data-testid="need-c1"]').textContent).toBe("→ 3");
    expect(q('[data-testid="need-c2"]').textContent).toBe("→ A");
    expect(q('[data-testid="need-c3"]').textContent).toBe("→ 7");
    expect(pile("c3").getAttribute("aria-label")).toContain("centre pile 3, 6 cards");
    expect(pile("c3").getAttribute("aria-label")).toContain("next: seven");
  });

  it("shows the opponent compact: goal top and count, discard tops, hand size, never a hand card", () => {
    show(TABLE);
    const rival = q('[data-testid="sm-seat"][data-seat="1"]');
    expect(rival.getAttribute("data-goal")).toBe("3");
    expect(faces(pile("o1-g")).at(-1)).toBe("7h");
    expect(
      faces(pile("o1-g"))
        .slice(0, -1)
        .every((f) => f === "back"),
    ).toBe(true);
    expect(faces(pile("o1-d4"))).toContain("2s");
    expect(rival.querySelector(".ck-backs")?.getAttribute("data-count")).toBe("2");
    expect(faces(rival.querySelector(".ck-backs")!).every((f) => f === "back")).toBe(true);
    expect(root.textContent).not.toContain("Jd");
  });

  it("draws a spectator's view with no hand and no side of its own", () => {
    show(TABLE, { viewer: null });
    expect(root.querySelectorAll('[data-testid="hand-card"]').length).toBe(0);
    expect(root.querySelector('[data-testid="sm-mine"]')).toBeNull();
    expect(root.querySelectorAll('[data-testid="sm-seat"]').length).toBe(2);
  });

  it("refuses a state that is not a Spite and Malice state", () => {
    const settings = { symbols: false, reducedMotion: true, lang: "en" } as const;
    act(() =>
      render(
        <SpiteBoard
          state={{ cells: [] }}
          viewer={0}
          legal={[]}
          onMove={vi.fn()}
          settings={settings}
          seatNames={[]}
        />,
        root,
      ),
    );
    expect(q('[role="alert"]').textContent).toBe("This is not a Spite and Malice game.");
  });
});

describe("Spite and Malice board: playing", () => {
  it("plays a hand card onto the centre pile the targets allow", () => {
    const onMove = show(TABLE);
    click(handCard("3h"));
    expect(pile("c1").getAttribute("data-ck-legal")).toBe("true");
    expect(pile("c3").getAttribute("data-ck-legal")).toBe("false");
    click(pile("c1"));
    expect(onMove).toHaveBeenCalledWith("3h h>c1");
  });

  it("names the rank a wild card stands for by itself", () => {
    const onMove = show(TABLE);
    click(handCard("Kd"));
    click(pile("c3"));
    expect(onMove).toHaveBeenCalledWith("Kd h>c3=7");
  });

  it("plays the goal top and a discard top", () => {
    const table = tableOf({ hand: ["9s"], goal: ["3c", "8d"], discards: [["3d"]], centre: [2] });
    const onMove = show(table);
    click(pile("g"));
    click(pile("c1"));
    expect(onMove).toHaveBeenLastCalledWith("3c g>c1");
    click(pile("d1"));
    click(pile("c1"));
    expect(onMove).toHaveBeenLastCalledWith("3d d1>c1");
  });

  it("asks to confirm the closing discard, and takes it back on request", () => {
    const onMove = show(TABLE);
    click(handCard("Jc"));
    click(pile("d2"));
    expect(onMove).not.toHaveBeenCalled();
    expect(q(`[data-testid="sm-confirm-bar"] .visually-hidden`).textContent).toContain(
      "Put the jack of clubs on your discard pile 2 and end your turn?",
    );
    expect(faces(pile("d2"))).toEqual(["Jc"]);
    expect(root.querySelectorAll('[data-testid="hand-card"]').length).toBe(4);
    // While it waits, nothing else can be picked.
    expect(handCard("3h").getAttribute("data-ck-active")).toBe("false");
    expect(document.activeElement).toBe(q('[data-testid="sm-confirm"]'));

    click(q('[data-testid="sm-take-back"]'));
    expect(faces(pile("d2"))).toEqual([]);
    expect(root.querySelectorAll('[data-testid="hand-card"]').length).toBe(5);

    click(handCard("Jc"));
    click(pile("d2"));
    click(q('[data-testid="sm-confirm"]'));
    expect(onMove).toHaveBeenCalledWith("discard Jc>d2");
  });

  // Two decks: the card drawn at the next turn can be the discarded card's twin, and with
  // an empty centre the legal moves are then exactly those of the turn before. The
  // confirmed discard must not come back as a pending one (seen in a three-phone run:
  // the hand drawn one card short, the confirm bar up at the start of the turn).
  it("forgets a confirmed discard: the next turn with the same moves starts clean", () => {
    show(TABLE);
    click(handCard("Jc"));
    click(pile("d2"));
    click(q('[data-testid="sm-confirm"]'));
    // Until the move lands the discard stays shown: no second move can be started.
    expect(root.querySelectorAll('[data-testid="sm-confirm-bar"]').length).toBe(1);
    // The other seat's turn, then the same position as before comes round again.
    show(TABLE, { legal: [] });
    show(TABLE);
    expect(root.querySelectorAll('[data-testid="sm-confirm-bar"]').length).toBe(0);
    expect(root.querySelectorAll('[data-testid="hand-card"]').length).toBe(5);
  });

  it("is playable by keyboard alone", () => {
    const onMove = show(TABLE);
    const first = q('[tabindex="0"]');
    expect(first.getAttribute("data-ck-active")).toBe("true");
    // The goal top 4c has no pile; the first card that can act is in the hand.
    const three = handCard("3h");
    three.focus();
    key(three, "Enter");
    const target = document.activeElement as HTMLElement;
    expect(target.getAttribute("data-ck-slot")).toBe("c1");
    key(target, "Enter");
    expect(onMove).toHaveBeenCalledWith("3h h>c1");
  });

  it("offers `end` when the hand is empty with nothing to draw", () => {
    const table = { ...tableOf({ hand: [], goal: ["9c"], centre: [2] }), stock: [] };
    const legal = legalOf(table, 0);
    expect(legal).toEqual(["end"]);
    const onMove = show(table);
    click(q('[data-testid="sm-end"]'));
    expect(onMove).toHaveBeenCalledWith("end");
  });

  it("offers nothing when it is not the viewer's turn", () => {
    const onMove = show(TABLE, { viewer: 1, legal: [] });
    expect(root.querySelectorAll('[data-ck-active="true"]').length).toBe(0);
    click(pile("c1"));
    expect(onMove).not.toHaveBeenCalled();
  });

  it("speaks Russian", () => {
    show(TABLE, { lang: "ru" });
    expect(q('[data-testid="my-goal-count"]').textContent).toBe("цель: осталось 3");
    expect(pile("c3").getAttribute("aria-label")).toContain("центральная стопка 3");
    expect(pile("c3").getAttribute("aria-label")).toContain("дальше: семёрка");
    expect(q('[data-testid="sm-hint"]').textContent).toContain("Кладите карты");
  });
});

describe("Spite and Malice table screen", () => {
  it("shows the centre and every seat's goal pile, no hand card", () => {
    const table = tableOf({ hand: ["3h", "Kd"], seats: 3, centre: [5, 0, 0, 0] });
    show(table, { viewer: null, table: true });
    expect(root.querySelectorAll('[data-testid="sm-seat"]').length).toBe(3);
    for (const seat of [0, 1, 2]) expect(pile(`o${seat}-g`)).toBeTruthy();
    expect(q('[data-testid="need-c1"]').textContent).toBe("→ 6");
    expect(root.querySelectorAll('[data-testid="hand-card"]').length).toBe(0);
    expect(root.querySelectorAll('[data-ck-active="true"]').length).toBe(0);
  });
});

describe("Spite and Malice in the app", () => {
  it("is offered, with every option of the rules and the levels a player picks", () => {
    expect(spiteManifest.ui).toBe(spiteUi);
    expect(spiteUi.options.map((o) => o.key).sort()).toEqual(
      ["acesAndTwos", "goal", "match", "piles", "wild"].sort(),
    );
    for (const option of spiteUi.options) {
      for (const { value } of option.values) {
        expect(game.parseOptions({ [option.key]: value }).ok).toBe(true);
      }
    }
    expect(spiteUi.botLevels).toEqual(["easy", "normal", "strong"]);
    expect(spiteUi.hiddenInformation({})).toBe(true);
    expect(spiteManifest.seatings.map((s) => s.seats)).toEqual([2, 3, 4]);
  });

  it.each([
    ["5s g>c1", "en", "5♠ from the goal pile onto centre pile 1"],
    ["9d d3>c4", "en", "9♦ from discard pile 3 onto centre pile 4"],
    ["Kh h>c2=7", "en", "K♥ as 7 from the hand onto centre pile 2"],
    ["* h>c1=Q", "en", "joker as Q from the hand onto centre pile 1"],
    ["discard Jh>d2", "en", "discarded J♥ onto discard pile 2"],
    ["end", "en", "ended the turn"],
    ["deal first=0 g0:7h,?,? g1:Qc,?,? stock:?,?", "en", "the cards were dealt"],
    ["shuffle ?,?,?", "en", "the finished piles were shuffled into a new draw pile"],
    ["Kh h>c2=7", "ru", "K♥ как 7 из руки на центральную стопку 2"],
    ["discard Jh>d2", "ru", "сбросил J♥ на стопку сброса 2"],
    ["end", "ru", "закончил ход"],
  ] as const)("describes %s (%s)", (text, lang, said) => {
    expect(describeSpiteMove(text, lang)).toBe(said);
  });

  it("describes every end of a hand in both languages", () => {
    for (const lang of ["en", "ru"] as const) {
      for (const reason of ["goal", "blocked"]) {
        expect(spiteUi.describeReason!(reason, lang)).not.toBe(reason);
      }
    }
  });
});

describe("Spite and Malice board: the last play", () => {
  it("marks the centre pile the last entry changed, until the next change", () => {
    show(TABLE, { viewer: 1, legal: [] });
    const fresh = () =>
      [...root.querySelectorAll('[data-fresh="true"] [data-testid^="pile-c"]')].map((el) =>
        el.getAttribute("data-testid"),
      );
    expect(fresh()).toEqual([]);
    const played = game.apply(TABLE, 0, { type: "play", card: "3h", from: "h", pile: 1, as: null });
    show(played, { viewer: 1, legal: [] });
    expect(fresh()).toEqual(["pile-c1"]);
    // A render that changes nothing keeps the mark.
    show(played, { viewer: 1, legal: [], lang: "ru" });
    expect(fresh()).toEqual(["pile-c1"]);
    const again = game.apply(played, 0, { type: "play", card: "Kd", from: "h", pile: 3, as: 7 });
    show(again, { viewer: 1, legal: [] });
    expect(fresh()).toEqual(["pile-c3"]);
  });
});

describe("Spite and Malice board: the hint", () => {
  const marked = () =>
    [...root.querySelectorAll('[data-hint="true"]')].map(
      (el) => el.getAttribute("data-ck-slot") ?? el.getAttribute("data-testid"),
    );

  it("marks the hinted card and the pile it goes to, and nothing once the hint goes", () => {
    show(TABLE, { hint: "3h h>c1" });
    expect(marked()).toEqual(["c1", "h:3h"]);
    expect(handCard("3h").classList.contains("sm-hinted")).toBe(true);
    expect(pile("c1").classList.contains("sm-hinted")).toBe(true);
    show(TABLE, { hint: null });
    expect(marked()).toEqual([]);
    expect(root.querySelector(".sm-hinted")).toBeNull();
  });

  it("marks a goal play, a discard-pile play and a closing discard", () => {
    show(TABLE, { hint: "discard 9s>d2" });
    // Of two equal hand cards the first is marked.
    expect(marked()).toEqual(["d2", "h:9s"]);
    expect(root.querySelectorAll('[data-ck-slot="h:9s"][data-hint="true"]')).toHaveLength(1);
    const goal = tableOf({ hand: ["9s"], goal: ["3c"], discards: [[], ["Ac"]], centre: [2, 0] });
    show(goal, { hint: "3c g>c1" });
    expect(marked()).toEqual(["c1", "g"]);
    show(goal, { hint: "Ac d2>c2" });
    expect(marked()).toEqual(["c2", "d2"]);
  });

  it("marks the End turn button for `end`", () => {
    const empty = { ...tableOf({ hand: [], goal: ["7c", "Qd"] }), stock: [] };
    show(empty, { hint: "end" });
    expect(marked()).toEqual(["sm-end"]);
  });
});
