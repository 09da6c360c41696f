// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LegalTargets } from "../../../src/engine/game";
import { CardSlot } from "../../../src/ui/kit/cards/CardSlot";
import { CardTable, type CardTableProps } from "../../../src/ui/kit/cards/CardTable";
import { Hand } from "../../../src/ui/kit/cards/Hand";
import { BACK, frenchLook } from "../../../src/ui/kit/cards/looks";
import { HiddenHand, Pile } from "../../../src/ui/kit/cards/Pile";
import type { Lang } from "../../../src/ui/kit/game-ui";

/** A small Spite and Malice-like table: a hand, a goal pile, two centre piles, a discard pile. */
const TARGETS: LegalTargets = {
  "h:Qs": { c2: "Qs h>c2" },
  "h:5d": { c1: "5d h>c1", d1: "discard 5d>d1" },
  g: { c1: "7s g>c1", c2: "7s g>c2" },
};
const PLACES: Record<string, Record<Lang, string>> = {
  c1: { en: "centre pile 1", ru: "центральная стопка 1" },
  c2: { en: "centre pile 2", ru: "центральная стопка 2" },
  d1: { en: "discard pile 1", ru: "стопка сброса 1" },
  g: { en: "goal pile", ru: "стопка цели" },
};

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
  vi.restoreAllMocks();
});

interface Shown {
  readonly onPlay: ReturnType<typeof vi.fn>;
  readonly rerender: (targets: LegalTargets) => void;
}

function show(
  options: {
    targets?: LegalTargets;
    hand?: readonly (string | null)[];
    lang?: Lang;
    hitTest?: CardTableProps["hitTest"];
    fourColour?: boolean;
    reducedMotion?: boolean;
  } = {},
): Shown {
  const onPlay = vi.fn();
  const lang = options.lang ?? "en";
  const table = (targets: LegalTargets) => (
    <CardTable
      targets={targets}
      onPlay={onPlay}
      placeName={(id) => PLACES[id]?.[lang] ?? id}
      settings={{
        lang,
        reducedMotion: options.reducedMotion ?? false,
        fourColour: options.fourColour ?? false,
      }}
      label="Table"
      hitTest={options.hitTest}
    >
      <Pile id="g" cards={[BACK, BACK, frenchLook("7s")]} label={PLACES.g[lang]} lang={lang} />
      <Pile id="c1" cards={[]} label={PLACES.c1[lang]} lang={lang} />
      <Pile
        id="c2"
        cards={["Ah", "2h", "3h", "4h", "Jh"].map(frenchLook)}
        label={PLACES.c2[lang]}
        lang={lang}
      />
      <Pile
        id="d1"
        cards={[frenchLook("9c")]}
        label={PLACES.d1[lang]}
        layout="cascade"
        lang={lang}
      />
      <Hand
        cards={options.hand ?? ["Qs", "5d", "2c", "Qs"]}
        lookOf={frenchLook}
        originOf={(card) => `h:${card}`}
        label="Your hand"
      />
    </CardTable>
  );
  act(() => render(table(options.targets ?? TARGETS), root));
  return { onPlay, rerender: (targets) => act(() => render(table(targets), root)) };
}

const slot = (uid: string): HTMLElement => {
  const el = root.querySelector<HTMLElement>(`[data-ck-uid="${uid}"]`);
  if (el === null) throw new Error(`no slot ${uid}`);
  return el;
};
const pile = (id: string) => slot(id);
const picked = () =>
  [...root.querySelectorAll<HTMLElement>('[data-ck-picked="true"]')].map((e) => e.dataset.ckUid);
const legal = () =>
  [...root.querySelectorAll<HTMLElement>('[data-ck-legal="true"]')].map((e) => e.dataset.ckSlot);
const click = (el: Element) =>
  act(() => void el.dispatchEvent(new MouseEvent("click", { bubbles: true })));
const key = (el: Element, k: string) =>
  act(() => void el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));
const pointer = (el: EventTarget, type: string, x: number, y: number, pointerType = "mouse") =>
  act(
    () =>
      void el.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          clientX: x,
          clientY: y,
          pointerId: 7,
          pointerType,
          button: 0,
        }),
      ),
  );

describe("cards and places in words", () => {
  it("names each card with where it can go, and each pile with its count and top", () => {
    show();
    expect(slot("h:Qs#0").getAttribute("aria-label")).toBe(
      "queen of spades, can go to centre pile 2",
    );
    expect(slot("h:5d#0").getAttribute("aria-label")).toBe(
      "five of diamonds, can go to centre pile 1 or discard pile 1",
    );
    expect(slot("h:2c#0").getAttribute("aria-label")).toBe("two of clubs");
    expect(pile("c2").getAttribute("aria-label")).toBe(
      "centre pile 2, 5 cards, top: jack of hearts",
    );
    expect(pile("c1").getAttribute("aria-label")).toBe("centre pile 1, empty");
    expect(pile("g").getAttribute("aria-label")).toBe(
      "goal pile, 3 cards, top: seven of spades, can go to centre pile 1 or centre pile 2",
    );
  });

  it("speaks Russian", () => {
    show({ lang: "ru" });
    expect(slot("h:Qs#0").getAttribute("aria-label")).toBe(
      "дама пик, можно положить: центральная стопка 2",
    );
    expect(pile("c2").getAttribute("aria-label")).toBe(
      "центральная стопка 2, 5 карт, сверху: валет червей",
    );
    click(slot("h:Qs#0"));
    expect(pile("c2").getAttribute("aria-label")).toBe(
      "центральная стопка 2, 5 карт, сверху: валет червей, положить сюда: дама пик",
    );
  });

  it("takes the table's language when a pile, a hand or backs are given none", () => {
    act(() =>
      render(
        <CardTable
          targets={{}}
          onPlay={() => undefined}
          settings={{ lang: "ru", reducedMotion: false }}
        >
          <Pile id="c1" cards={[frenchLook("Kh")]} label="стопка 1" />
          <HiddenHand count={2} label="Анна" />
          <Hand cards={["Qs"]} lookOf={frenchLook} originOf={(c) => `h:${c}`} />
        </CardTable>,
        root,
      ),
    );
    expect(pile("c1").getAttribute("aria-label")).toBe("стопка 1, 1 карта, сверху: король червей");
    expect(root.querySelector(".ck-backs")?.getAttribute("aria-label")).toBe("Анна: 2 карты");
    expect(root.querySelector(".ck-hand")?.getAttribute("aria-label")).toBe("Ваши карты");
    // Nothing can act: no tab stop, every slot says so.
    expect(root.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
    expect(slot("h:Qs#0").getAttribute("aria-disabled")).toBe("true");
  });

  it("tells a face-down pile and another seat's hand by their counts only", () => {
    act(() =>
      render(
        <div>
          <Pile id="s" cards={Array(40).fill(BACK)} label="stock" lang="en" />
          <HiddenHand count={5} label="Anna" lang="en" />
        </div>,
        root,
      ),
    );
    expect(root.querySelector('[data-testid="pile-s"]')?.getAttribute("aria-label")).toBe(
      "stock, 40 cards, face down",
    );
    expect(root.querySelector(".ck-backs")?.getAttribute("aria-label")).toBe("Anna: 5 cards");
    expect(root.querySelectorAll('.ck-face[data-card="back"]')).toHaveLength(6);
  });

  it("draws a hidden card of a hand as a back that cannot be picked", () => {
    show({ hand: ["Qs", null, null] });
    expect(root.querySelectorAll('[data-testid="hand-card"]')).toHaveLength(1);
    expect(root.querySelectorAll('.ck-hand .ck-face[data-card="back"]')).toHaveLength(2);
  });

  it("is a plain named picture outside a table", () => {
    act(() => render(<CardSlot id="x" look={frenchLook("Kh")} />, root));
    const el = root.querySelector(".ck-slot")!;
    expect([el.tagName, el.getAttribute("role"), el.getAttribute("aria-label")]).toEqual([
      "SPAN",
      "img",
      "king of hearts",
    ]);
  });

  it("passes the colour setting and reduced motion to the styles", () => {
    show({ fourColour: true, reducedMotion: true });
    const table = root.querySelector<HTMLElement>(".ck-table")!;
    expect([table.dataset.ckSuits, table.dataset.ckMotion]).toEqual(["four", "reduce"]);
  });
});

describe("tap to pick, tap a target", () => {
  it("picks a card, shows its destinations, and plays the one tapped", () => {
    const { onPlay } = show();
    click(slot("h:5d#0"));
    expect(picked()).toEqual(["h:5d#0"]);
    expect(slot("h:5d#0").getAttribute("aria-pressed")).toBe("true");
    expect(legal()).toEqual(["c1", "d1"]);
    expect(pile("d1").getAttribute("aria-label")).toBe(
      "discard pile 1, 1 card, top: nine of clubs, put the five of diamonds here",
    );
    click(pile("d1"));
    expect(onPlay).toHaveBeenCalledWith("discard 5d>d1", "h:5d", "d1");
    expect(picked()).toEqual([]);
  });

  it("picks only the copy tapped of two equal cards", () => {
    show();
    click(slot("h:Qs#1"));
    expect(picked()).toEqual(["h:Qs#1"]);
    click(slot("h:Qs#0"));
    expect(picked()).toEqual(["h:Qs#0"]);
  });

  it("puts the card back on a second tap, on a place it cannot go, or off every card", () => {
    const { onPlay } = show();
    click(slot("h:Qs#0"));
    click(slot("h:Qs#0"));
    expect(picked()).toEqual([]);
    click(slot("h:Qs#0"));
    click(pile("c1"));
    expect(picked()).toEqual([]);
    click(slot("h:Qs#0"));
    click(root.querySelector(".ck-table")!);
    expect(picked()).toEqual([]);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("does nothing for a card without moves", () => {
    const { onPlay } = show();
    click(slot("h:2c#0"));
    expect(picked()).toEqual([]);
    expect(slot("h:2c#0").getAttribute("aria-disabled")).toBe("true");
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("drops a pick the next position does not allow", () => {
    const { rerender } = show();
    click(slot("h:Qs#0"));
    rerender({ "h:5d": { c1: "5d h>c1" } });
    expect(picked()).toEqual([]);
    rerender(TARGETS);
    click(slot("h:5d#0"));
    rerender({ "h:5d": { c1: "5d h>c1" } });
    expect(picked()).toEqual(["h:5d#0"]);
    expect(legal()).toEqual(["c1"]);
  });
});

describe("the keyboard", () => {
  it("has one tab stop, moves between cards with arrows, picks and drops with Enter and Space", () => {
    const { onPlay } = show();
    const stops = () =>
      [...root.querySelectorAll<HTMLElement>('[tabindex="0"]')].map((e) => e.dataset.ckUid);
    // The first card that can act, in reading order: the goal pile.
    expect(stops()).toEqual(["g"]);
    act(() => slot("h:Qs#0").focus());
    expect(stops()).toEqual(["h:Qs#0"]);
    // Reading order of the slots that can act: the goal pile, then the hand (not 2c).
    key(slot("h:Qs#0"), "ArrowRight");
    expect(document.activeElement).toBe(slot("h:5d#0"));
    key(slot("h:5d#0"), "ArrowRight");
    expect(document.activeElement).toBe(slot("h:Qs#1"));
    key(slot("h:Qs#1"), "ArrowRight");
    expect(document.activeElement).toBe(pile("g"));
    key(pile("g"), "End");
    expect(document.activeElement).toBe(slot("h:Qs#1"));
    key(slot("h:Qs#1"), "ArrowLeft");
    expect(document.activeElement).toBe(slot("h:5d#0"));
    key(slot("h:5d#0"), "Enter");
    expect(picked()).toEqual(["h:5d#0"]);
    // Focus goes to the first destination; arrows now walk the destinations and the pick.
    expect(document.activeElement).toBe(pile("c1"));
    expect(stops()).toEqual(["c1"]);
    key(pile("c1"), "ArrowRight");
    expect(document.activeElement).toBe(pile("d1"));
    key(pile("d1"), " ");
    expect(onPlay).toHaveBeenCalledWith("discard 5d>d1", "h:5d", "d1");
    expect(document.activeElement).toBe(root.querySelector(".ck-table"));
  });

  it("puts the pick back with Escape and returns focus to the card", () => {
    const { onPlay } = show();
    act(() => slot("h:Qs#0").focus());
    key(slot("h:Qs#0"), "Enter");
    expect(document.activeElement).toBe(pile("c2"));
    key(pile("c2"), "Escape");
    expect(picked()).toEqual([]);
    expect(document.activeElement).toBe(slot("h:Qs#0"));
    expect(onPlay).not.toHaveBeenCalled();
  });
});

describe("dragging", () => {
  /** The slot under the dragged card's centre, as the browser would find it. */
  function under(el: () => Element | null) {
    return vi.fn((_x: number, _y: number) => el());
  }

  it("follows the pointer and drops on a legal target", () => {
    let target: Element | null = null;
    const hitTest = under(() => target);
    const { onPlay } = show({ hitTest });
    const card = slot("h:Qs#0");
    pointer(card, "pointerdown", 100, 300);
    pointer(window, "pointermove", 102, 299);
    expect(root.querySelector(".ck-ghost")).toBeNull(); // a wobble is not a drag
    pointer(window, "pointermove", 110, 280);
    const ghost = root.querySelector<HTMLElement>(".ck-ghost")!;
    expect(ghost.querySelector('[data-card="Qs"]')).not.toBeNull();
    expect(card.dataset.ckDragging).toBe("true");
    expect(picked()).toEqual(["h:Qs#0"]);
    target = pile("c2");
    pointer(window, "pointermove", 150, 120);
    expect(ghost.style.transform).toBe("translate(150px, 120px) translate(-50%, -50%)");
    expect(pile("c2").dataset.ckHover).toBe("true");
    pointer(window, "pointerup", 150, 120);
    click(card); // the click a browser sends after the drag is not a tap
    expect(picked()).toEqual([]);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledWith("Qs h>c2", "h:Qs", "c2");
    expect(root.querySelector(".ck-ghost")).toBeNull();
  });

  it("holds the card above a finger, drops where the card is seen, and lets a finger wobble", () => {
    let target: Element | null = null;
    const hitTest = under(() => target);
    const { onPlay } = show({ hitTest });
    const card = slot("h:5d#0");
    pointer(card, "pointerdown", 100, 300, "touch");
    pointer(window, "pointermove", 106, 294, "touch"); // 8.5 px: still a tap for a finger
    expect(root.querySelector(".ck-ghost")).toBeNull();
    target = pile("c1");
    pointer(window, "pointermove", 100, 250, "touch");
    // happy-dom lays nothing out: the card's height falls back to 84 px.
    expect(hitTest).toHaveBeenLastCalledWith(100, 250 - 84 * 0.7);
    pointer(window, "pointerup", 100, 250, "touch");
    expect(onPlay).toHaveBeenCalledWith("5d h>c1", "h:5d", "c1");
  });

  it("dropped on no target, the card goes back and stays picked", () => {
    let target: Element | null = null;
    const { onPlay } = show({ hitTest: under(() => target) });
    pointer(slot("h:Qs#0"), "pointerdown", 100, 300);
    target = pile("c1"); // not a destination of the queen
    pointer(window, "pointermove", 150, 150);
    expect(pile("c1").dataset.ckHover).toBe("false");
    pointer(window, "pointerup", 150, 150);
    expect(onPlay).not.toHaveBeenCalled();
    expect(root.querySelector(".ck-ghost")).toBeNull();
    expect(picked()).toEqual(["h:Qs#0"]);
  });

  it.each([
    ["the browser cancels the pointer", () => pointer(window, "pointercancel", 150, 150)],
    [
      "Escape is pressed",
      () => act(() => void window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))),
    ],
  ])("is cancelled cleanly when %s: nothing played, the pick as before", (_name, cancel) => {
    const target = { el: null as Element | null };
    const { onPlay } = show({ hitTest: under(() => target.el) });
    click(slot("h:5d#0"));
    pointer(slot("h:Qs#0"), "pointerdown", 100, 300);
    target.el = pile("c2");
    pointer(window, "pointermove", 150, 150);
    expect(picked()).toEqual(["h:Qs#0"]);
    cancel();
    expect(root.querySelector(".ck-ghost")).toBeNull();
    expect(picked()).toEqual(["h:5d#0"]);
    pointer(window, "pointerup", 150, 150);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("is cancelled when a new position arrives", () => {
    const target = { el: null as Element | null };
    const { onPlay, rerender } = show({ hitTest: under(() => target.el) });
    pointer(slot("h:Qs#0"), "pointerdown", 100, 300);
    target.el = pile("c2");
    pointer(window, "pointermove", 150, 150);
    rerender({ "h:5d": { c1: "5d h>c1" } });
    expect(root.querySelector(".ck-ghost")).toBeNull();
    pointer(window, "pointerup", 150, 150);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("does not start from a card without moves, nor with a mouse's other buttons", () => {
    const { onPlay } = show({ hitTest: () => pile("c2") });
    pointer(slot("h:2c#0"), "pointerdown", 100, 300);
    pointer(window, "pointermove", 150, 150);
    expect(root.querySelector(".ck-ghost")).toBeNull();
    act(
      () =>
        void slot("h:Qs#0").dispatchEvent(
          new PointerEvent("pointerdown", {
            bubbles: true,
            clientX: 1,
            clientY: 1,
            pointerId: 8,
            button: 2,
            pointerType: "mouse",
          }),
        ),
    );
    pointer(window, "pointermove", 150, 150);
    expect(root.querySelector(".ck-ghost")).toBeNull();
    expect(onPlay).not.toHaveBeenCalled();
  });

  it("leaves no listener behind when the table goes", () => {
    const remove = vi.spyOn(window, "removeEventListener");
    show({ hitTest: () => null });
    pointer(slot("h:Qs#0"), "pointerdown", 100, 300);
    act(() => render(null, root));
    const removed = remove.mock.calls.map((c) => c[0]);
    expect(removed).toEqual(
      expect.arrayContaining(["pointermove", "pointerup", "pointercancel", "keydown"]),
    );
  });
});
