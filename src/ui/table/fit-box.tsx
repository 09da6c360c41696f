import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { fitBoard, type Size } from "./fit";

/**
 * Shows a board made for a phone as big as the box allows (fit.ts says how): the board
 * is laid out in a phone-sized box of the screen's shape — a size container, so a board
 * sized in `cqw`/`cqh` fills it — and that box is magnified. Layout sizes are not changed
 * by the magnification, so measuring the board does not move it again.
 */
export function FitBox(props: { readonly children: ComponentChildren }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Size | null>(null);
  const [content, setContent] = useState<Size | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const o = outer.current;
      const i = inner.current;
      if (!o || !i) return;
      setBox((old) => same(old, { width: o.clientWidth, height: o.clientHeight }));
      setContent((old) =>
        same(old, { width: Math.max(i.scrollWidth, i.offsetWidth), height: i.scrollHeight }),
      );
    };
    measure();
    if (typeof ResizeObserver !== "function") {
      addEventListener("resize", measure);
      return () => removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, []);

  const fit = box ? fitBoard(box, content) : null;
  const style = fit
    ? {
        width: `${fit.design.width}px`,
        height: `${fit.design.height}px`,
        transform: `translate(${fit.left}px, ${fit.top}px) scale(${fit.scale})`,
      }
    : undefined;
  return (
    <div class="table-fit" ref={outer} data-testid="table-fit" data-scale={fit?.scale.toFixed(2)}>
      <div class="table-fit-design" style={style}>
        <div class="table-fit-content" ref={inner}>
          {props.children}
        </div>
      </div>
    </div>
  );
}

/** The old size when nothing changed (by a pixel's fraction), so no render is wasted. */
function same(old: Size | null, next: Size): Size {
  return old && Math.abs(old.width - next.width) < 0.5 && Math.abs(old.height - next.height) < 0.5
    ? old
    : next;
}
