// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { frenchDeck, rankLabel, rankOf, suitOf } from "../../../src/games/cards/french";
import { CardFace, lookKey } from "../../../src/ui/kit/cards/CardFace";
import { artistLook, BACK, frameLook, FRAMES, frenchLook } from "../../../src/ui/kit/cards/looks";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.appendChild(root);
});
afterEach(() => {
  act(() => render(null, root));
  root.remove();
});

const draw = (look: Parameters<typeof CardFace>[0]["look"]): SVGElement => {
  act(() => render(<CardFace look={look} />, root));
  return root.querySelector("svg")!;
};

describe("French faces", () => {
  it("draw every card with its rank as the big corner index, in its suit's colour class", () => {
    for (const card of frenchDeck()) {
      const svg = draw(frenchLook(card));
      expect(svg.dataset.card).toBe(card);
      expect(svg.getAttribute("aria-hidden")).toBe("true");
      const index = svg.querySelector("text.ck-index")!;
      expect(index.textContent, card).toBe(rankLabel(rankOf(card)));
      expect(Number(index.getAttribute("font-size")), card).toBeGreaterThanOrEqual(16);
      expect(svg.querySelector(`.ck-ink.ck-${suitOf(card)}`), card).not.toBeNull();
    }
  });

  it("give court cards a framed panel with their letter, and the joker stars", () => {
    const queen = draw(frenchLook("Qs"));
    expect(queen.querySelector("text.ck-court")?.textContent).toBe("Q");
    const joker = draw(frenchLook("*"));
    expect(joker.querySelectorAll(".ck-joker polygon").length).toBe(3);
    expect(joker.querySelector("text")).toBeNull();
  });

  it("draw one back for every card", () => {
    expect(draw(BACK).dataset.card).toBe("back");
    expect(draw(BACK).querySelector(".ck-back")).not.toBeNull();
  });
});

describe("Picture Gallery faces", () => {
  it("paint each value in each frame: the value in the corner, the frame's shape, that many trees", () => {
    for (const frame of FRAMES) {
      for (let value = 1; value <= 10; value++) {
        const svg = draw(frameLook(frame, value));
        expect(svg.dataset.card).toBe(`frame:${frame}:${value}`);
        expect(svg.querySelector("text.ck-index")?.textContent).toBe(String(value));
        expect(svg.querySelector(`.ck-frame.ck-frame-${frame}`)).not.toBeNull();
        expect(svg.querySelector(`.ck-mark.ck-frame-${frame}`)).not.toBeNull();
        const trees = svg.querySelector(".ck-tree")!.getAttribute("d")!.match(/M/g) ?? [];
        expect(trees.length).toBe(value);
      }
    }
  });

  it("give the four frames four different shapes, so colour is never the only cue", () => {
    const shapes = FRAMES.map((frame) => {
      const mark = draw(frameLook(frame, 5)).querySelector(".ck-mark")!;
      return `${mark.tagName}:${mark.getAttribute("points")?.split(" ").length ?? 0}`;
    });
    expect(new Set(shapes).size).toBe(4);
  });

  it("draw the joker with and without the card it stands for", () => {
    const bare = draw(artistLook());
    expect(bare.dataset.card).toBe("artist");
    expect(bare.querySelector("text.ck-index")).toBeNull();
    const named = draw(artistLook({ frame: "blue", value: 3 }));
    expect(named.dataset.card).toBe("artist:blue:3");
    expect(named.querySelector("text.ck-index")?.textContent).toBe("3");
    expect(named.querySelector(".ck-mark.ck-frame-blue")).not.toBeNull();
    expect(lookKey(frameLook("red", 7))).toBe("frame:red:7");
  });
});

describe("suit colours (cards.css)", () => {
  const css = readFileSync(
    join(import.meta.dirname, "../../../src/ui/kit/cards/cards.css"),
    "utf8",
  );
  const colourOf = (selector: string): string => {
    const rule = new RegExp(
      `${selector.replace(/[[\]"().]/g, "\\$&")}\\s*\\{[^}]*?color:\\s*(#[0-9a-f]{6})`,
      "i",
    );
    const m = rule.exec(css);
    if (!m) throw new Error(`no colour for ${selector}`);
    return m[1];
  };
  const variable = (name: string): string => {
    const m = new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
    if (!m) throw new Error(`no ${name}`);
    return m[1];
  };
  const paper = /\.ck-paper\s*\{[^}]*fill:\s*(#[0-9a-f]{6})/i.exec(css)![1];

  const two = { red: variable("--ck-red"), black: variable("--ck-black") };
  const four = {
    c: colourOf('[data-ck-suits="four"] .ck-c'),
    d: colourOf('[data-ck-suits="four"] .ck-d'),
    h: two.red,
    s: two.black,
  };

  it("read at 4.5:1 or more on the card, in two colours and in four", () => {
    for (const colour of [two.red, two.black, ...Object.values(four), colourOf(".ck-joker")]) {
      expect(contrast(colour, paper), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("make four different colours with the setting on", () => {
    expect(new Set(Object.values(four)).size).toBe(4);
  });
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
