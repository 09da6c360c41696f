import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { LastMoveMark } from "../../../ui/kit/game-ui";
import { BAR_POINT, OFF_POINT, parseMove } from "../notation";
import { stepsOf, type Step } from "./offers";
import { applyStep, playableOrder, type Halves } from "./partial";

/** How long each checker of the opponent's play takes to move on screen. */
export const STEP_MS = 350;

/** The single steps of a play or a cards turn, in the mover's numbering; [] for anything else. */
export function stepsOfText(text: string): Step[] {
  const parsed = parseMove(text);
  if (!parsed.ok) return [];
  const move = parsed.value;
  return move.type === "play" || move.type === "cards" ? stepsOf(move.segments) : [];
}

/**
 * The points the last move left and reached, in the viewer's numbering (the opponent's
 * point p is the viewer's 25 − p; the bar is the bar; a checker borne off by the
 * opponent leaves no mark on the viewer's tray).
 */
export function lastMoveMarks(
  last: LastMoveMark | null | undefined,
  viewer: 0 | 1,
): { readonly from: ReadonlySet<number>; readonly to: ReadonlySet<number> } {
  const from = new Set<number>();
  const to = new Set<number>();
  if (!last) return { from, to };
  const mine = last.seat === viewer;
  const seen = (p: number): number | null => {
    if (p === BAR_POINT) return BAR_POINT;
    if (p === OFF_POINT) return mine ? OFF_POINT : null;
    return mine ? p : 25 - p;
  };
  for (const step of stepsOfText(last.text)) {
    const a = seen(step.from);
    const b = seen(step.to);
    if (a !== null) from.add(a);
    if (b !== null) to.add(b);
  }
  return { from, to };
}

const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * The positions the mover's play passes through, checker by checker, from `before`
 * (both halves by seat) to `after`: the first is `before`, each next one step later.
 * Null when the play does not lead from one to the other (several entries came at once).
 */
export function replayFrames(
  before: readonly (readonly number[])[],
  after: readonly (readonly number[])[],
  mover: 0 | 1,
  text: string,
): Halves[] | null {
  const other = mover === 0 ? 1 : 0;
  const start: Halves = { mover: before[mover], opponent: before[other] };
  const order = playableOrder(start, stepsOfText(text));
  if (order === null || order.length === 0) return null;
  const frames: Halves[] = [start];
  for (const step of order) {
    const next = applyStep(frames[frames.length - 1], step);
    if (next === null) return null;
    frames.push(next);
  }
  const end = frames[frames.length - 1];
  if (!same(end.mover, after[mover]) || !same(end.opponent, after[other])) return null;
  return frames.slice(0, -1);
}

/**
 * While the opponent's play is shown checker by checker: the position on screen now,
 * in the mover's numbering, and who moved; null otherwise (also with reduced motion).
 */
export function useReplay(
  board: readonly (readonly number[])[],
  viewer: 0 | 1,
  last: LastMoveMark | null | undefined,
  reducedMotion: boolean,
): { readonly frame: Halves; readonly mover: 0 | 1 } | null {
  const key = board.map((half) => half.join(",")).join("/");
  const previous = useRef(board);
  const [shown, setShown] = useState<{
    readonly key: string;
    readonly frames: Halves[];
    readonly at: number;
    readonly mover: 0 | 1;
  } | null>(null);
  // Before the browser paints the new position: no flash of the end before the steps.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = board;
    if (reducedMotion || !last || last.seat === viewer || (last.seat !== 0 && last.seat !== 1))
      return;
    const mover = last.seat;
    const frames = replayFrames(before, board, mover, last.text);
    if (!frames) return;
    let at = 0;
    setShown({ key, frames, at, mover });
    const timer = setInterval(() => {
      at += 1;
      if (at >= frames.length) {
        clearInterval(timer);
        setShown(null);
      } else setShown({ key, frames, at, mover });
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [key]);
  if (!shown || shown.key !== key) return null;
  return { frame: shown.frames[shown.at], mover: shown.mover };
}
