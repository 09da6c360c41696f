import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

export interface CoachMarkArgs {
  /** The lesson screen: the mark is looked for, and taps are heard, only inside it. */
  readonly root: RefObject<HTMLElement>;
  /** The selector of the element to mark (the step's current tap); null: none. */
  readonly selector: string | null;
  /** The id of the coach's words, which the marked element is described by. */
  readonly describedBy: string;
  readonly reducedMotion: boolean;
  /** The marked element was tapped (touch, mouse, or Enter/Space on it). */
  readonly onTapped: () => void;
  /** The learner tapped elsewhere and the marked element is gone: start the step over. */
  readonly onLost: () => void;
}

/** What marking changed on an element, to put back when the mark moves on. */
interface Marked {
  readonly el: Element;
  readonly describedBy: string | null;
  readonly tabindex: string | null;
}

/** A keyboard's click follows its key (Enter at once, Space on release): not a second tap. */
const KEY_CLICK_MS = 1_000;

/**
 * The coach's mark on the real board: the element `selector` finds inside `root` gets
 * `data-coach="next"`, is scrolled into view, is made a tab stop (a board's roving
 * tabindex may have left it out) and is described by the coach's words. The board
 * re-renders as it likes: a MutationObserver puts the mark on whatever element the
 * selector finds now. Taps are heard in the capture phase, before the board's own
 * handlers, so they count even when the board stops the event.
 */
export function useCoachMark(args: CoachMarkArgs): void {
  const latest = useRef(args);
  latest.current = args;

  useEffect(() => {
    const root = args.root.current;
    if (!root) return;
    let marked: Marked | null = null;
    let strayed = false;
    let keyAt = -Infinity;

    const unmark = () => {
      if (!marked) return;
      const { el, describedBy, tabindex } = marked;
      el.removeAttribute("data-coach");
      restore(el, "aria-describedby", describedBy);
      restore(el, "tabindex", tabindex);
      marked = null;
    };
    const mark = (el: Element) => {
      marked = {
        el,
        describedBy: el.getAttribute("aria-describedby"),
        tabindex: el.getAttribute("tabindex"),
      };
      el.setAttribute("data-coach", "next");
      const own = marked.describedBy ? `${marked.describedBy} ` : "";
      el.setAttribute("aria-describedby", `${own}${latest.current.describedBy}`);
      keepTabStop(el);
      el.scrollIntoView?.({
        block: "center",
        inline: "nearest",
        behavior: latest.current.reducedMotion ? "auto" : "smooth",
      });
    };
    const update = () => {
      const { selector } = latest.current;
      const el = selector === null ? null : root.querySelector(selector);
      if (el && el === marked?.el) {
        keepTabStop(el);
        return;
      }
      unmark();
      if (el) mark(el);
      else if (strayed) {
        strayed = false;
        latest.current.onLost();
      }
    };

    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Node ? e.target : null;
      if (marked && target && marked.el.contains(target)) {
        // The click a key made after the key itself was counted.
        if (e.detail === 0 && performance.now() - keyAt < KEY_CLICK_MS) return;
        strayed = false;
        latest.current.onTapped();
      } else {
        strayed = true;
        queueMicrotask(update);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      const target = e.target instanceof Node ? e.target : null;
      if (!marked || !target || !marked.el.contains(target)) return;
      keyAt = performance.now();
      strayed = false;
      latest.current.onTapped();
    };

    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    root.addEventListener("click", onClick, true);
    root.addEventListener("keydown", onKey, true);
    update();
    return () => {
      observer.disconnect();
      root.removeEventListener("click", onClick, true);
      root.removeEventListener("keydown", onKey, true);
      unmark();
    };
  }, [args.selector, args.describedBy]);
}

/** The marked element is reached by Tab, whatever tabindex the board's roving focus gave it. */
function keepTabStop(el: Element): void {
  const tabindex = el.getAttribute("tabindex");
  const natively = el.matches("button, a[href], input, select, textarea");
  if (natively && tabindex === null) return;
  if (tabindex === null || Number(tabindex) < 0) el.setAttribute("tabindex", "0");
}

function restore(el: Element, name: string, value: string | null): void {
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}
