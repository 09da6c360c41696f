import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

/**
 * The space the play screen leaves the board: what is left of the screen's height once
 * the bar above it is drawn (docs/ui.md, "The board box"). It is a size container, so
 * a board may size its pieces in `cqw`/`cqh`.
 *
 * It also keeps the keyboard on the board: when the control that had the focus goes
 * (Confirm, once the move is played) or is disabled, focus would fall to the page's
 * start; it goes to the board's tab stop instead (else to the box itself).
 */
export function BoardBox(props: { readonly children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      lastFocused.current = target && el.contains(target) ? target : null;
    };
    const check = () => {
      const last = lastFocused.current;
      if (!last) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (last.isConnected && !(last as HTMLButtonElement).disabled) return;
      lastFocused.current = null;
      focusBoard(el);
    };
    const later = () => setTimeout(check, 0);
    const observer = typeof MutationObserver === "function" ? new MutationObserver(later) : null;
    observer?.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["disabled"],
    });
    document.addEventListener("focusin", onFocusIn);
    el.addEventListener("focusout", later);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      el.removeEventListener("focusout", later);
    };
  }, []);

  return (
    <div class="play-board" ref={box} tabIndex={-1} data-testid="board-box">
      {props.children}
    </div>
  );
}

/** The board's own tab stop (roving tabindex), one that can act first; else the box. */
function focusBoard(el: HTMLElement): void {
  const stop =
    el.querySelector<HTMLElement>('[tabindex="0"]:not([aria-disabled="true"])') ??
    el.querySelector<HTMLElement>('[tabindex="0"]') ??
    el;
  stop.focus();
}
