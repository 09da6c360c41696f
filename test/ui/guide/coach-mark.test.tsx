// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { useRef } from "preact/hooks";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useCoachMark } from "../../../src/ui/screens/guide-mark";

/** A board of two steps' worth of buttons, and the coach's words. */
const selector = signal<string | null>('[data-testid="pick"]');
const showPick = signal(true);
let tapped = 0;
let lost = 0;

function Screen() {
  const root = useRef<HTMLElement>(null);
  useCoachMark({
    root,
    selector: selector.value,
    describedBy: "say",
    reducedMotion: true,
    onTapped: () => tapped++,
    onLost: () => lost++,
  });
  return (
    <main ref={root}>
      <p id="say">Pick the card.</p>
      {showPick.value && (
        <span data-testid="pick" tabIndex={-1} aria-describedby="own">
          card
        </span>
      )}
      <button type="button" data-testid="place">
        place
      </button>
      <button type="button" data-testid="elsewhere">
        elsewhere
      </button>
    </main>
  );
}

let root: HTMLElement;
const el = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

beforeEach(async () => {
  selector.value = '[data-testid="pick"]';
  showPick.value = true;
  tapped = 0;
  lost = 0;
  root = document.createElement("div");
  document.body.append(root);
  await act(() => render(<Screen />, root));
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe("useCoachMark: the coach's mark on the real board", () => {
  it("marks the element, makes it a tab stop described by the coach, and puts all back after", async () => {
    const pick = el("pick");
    expect(pick.getAttribute("data-coach")).toBe("next");
    expect(pick.getAttribute("tabindex")).toBe("0");
    expect(pick.getAttribute("aria-describedby")).toBe("own say");
    await act(() => {
      selector.value = '[data-testid="place"]';
    });
    await settle();
    expect(pick.getAttribute("data-coach")).toBeNull();
    expect(pick.getAttribute("tabindex")).toBe("-1");
    expect(pick.getAttribute("aria-describedby")).toBe("own");
    // A button is a tab stop already: its tabindex is left alone.
    expect(el("place").getAttribute("data-coach")).toBe("next");
    expect(el("place").getAttribute("tabindex")).toBeNull();
  });

  it("counts a tap (a click) on the marked element or inside it, and not elsewhere", async () => {
    el("elsewhere").click();
    expect(tapped).toBe(0);
    el("pick").click();
    expect(tapped).toBe(1);
  });

  it("counts Enter or Space once, even with the click the key makes", async () => {
    await act(() => {
      selector.value = '[data-testid="place"]';
    });
    await settle();
    const place = el("place");
    place.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    place.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 0 }));
    expect(tapped).toBe(1);
    place.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(tapped).toBe(2);
    place.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(tapped).toBe(2);
  });

  it("a tap elsewhere that takes the marked element away starts the step over", async () => {
    el("elsewhere").click();
    await act(() => {
      showPick.value = false;
    });
    await settle();
    expect(lost).toBe(1);
    expect(root.querySelector('[data-coach="next"]')).toBeNull();
  });

  it("an element that goes without a stray tap (the board moving on) is waited for", async () => {
    await act(() => {
      showPick.value = false;
    });
    await settle();
    expect(lost).toBe(0);
    await act(() => {
      showPick.value = true;
    });
    await settle();
    expect(el("pick").getAttribute("data-coach")).toBe("next");
  });
});
