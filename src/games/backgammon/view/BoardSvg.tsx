import type { JSX } from "preact";
import { useRef, useState } from "preact/hooks";
import { usePointerDrag } from "../../../ui/kit/drag/use-pointer-drag";
import { BAR_POINT, OFF_POINT } from "../notation";
import { DIE, SvgDie } from "./Dice";
import {
  BAR_W,
  BAR_X,
  BOTTOM_TRAY_Y,
  CHECKER,
  GAP_H,
  GAP_Y,
  ROW_H,
  TOP_ROW_Y,
  TOP_TRAY_Y,
  TRAY_H,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  barCentre,
  diceX,
  homeHalfX,
} from "./geometry";
import { targetUnder, toSvg } from "./board-hit";
import { nextTarget } from "./navigation";
import type { BoardPicture } from "./board-picture";
import { BoardFrame, PointTarget, type TargetProps } from "./svg-point";
import { Cube, RollDice, Stack, Tray } from "./svg-parts";
import type { BoardTexts } from "./texts";

export type { BoardPicture } from "./board-picture";

interface SvgProps {
  readonly picture: BoardPicture;
  readonly texts: BoardTexts;
  /**
   * A tap (or Enter: `byKey`) on a target: a point 1–24, the bar (25) or the tray (0).
   * One-tap moves are for taps; a key picks, so the keyboard still chooses a destination.
   */
  readonly onTarget: (target: number, byKey: boolean) => void;
  /**
   * A checker lifted by a drag: pick it (its destinations show), whatever was picked;
   * a cancelled drag gives back the pick from before (null: none).
   */
  readonly onPick: (target: number | null) => void;
  /** A checker dragged from one target and dropped on another. */
  readonly onDrop: (from: number, to: number) => void;
  /** The board's test id ("board"; the analysis's small boards have their own). */
  readonly testId?: string;
}

const POINTS = Array.from({ length: 24 }, (_, i) => 24 - i);
const TARGETS = [...POINTS.slice(0, 12), BAR_POINT, ...POINTS.slice(12), OFF_POINT];
const sum = (half: readonly number[]) => half.reduce((a, b) => a + b, 0);

/** Pips left to travel: a checker on point p needs p, one on the bar 25. */
export function pipsOf(half: readonly number[]): number {
  return half.reduce((total, n, i) => total + n * (i + 1), 0);
}

/** The board as SVG: points, checkers, bar, trays, pip counts, dice and cube. */
export function BoardSvg(props: SvgProps) {
  const { picture, texts } = props;
  const { homeLeft } = picture;
  const refs = useRef<Map<number, SVGGElement>>(new Map());
  const [focused, setFocused] = useState<number | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const ghostEl = useRef<SVGGElement>(null);
  const latest = useRef(picture);
  latest.current = picture;
  const pickedBefore = useRef<number | null>(null);
  const drag = usePointerDrag<number>({
    canDrag: (from) => latest.current.movable.has(from),
    started: (from) => {
      pickedBefore.current = latest.current.selected;
      if (latest.current.selected !== from) props.onPick(from);
    },
    // Released off every destination it stays picked; cancelled, the pick is as before.
    abandoned: (_from, released) => {
      if (!released) props.onPick(pickedBefore.current);
    },
    targetAt: (at, from) => {
      const to = targetUnder(svg.current, at);
      const now = latest.current;
      return to !== null && now.selected === from && now.destinations.has(to) ? String(to) : null;
    },
    dropped: (from, to) => props.onDrop(from, Number(to)),
    place: (g) => {
      const at = toSvg(svg.current, g);
      if (!ghostEl.current || !at) return false;
      ghostEl.current.setAttribute("transform", `translate(${at.x} ${at.y})`);
      return true;
    },
  });
  const lifted = drag.ghost?.origin ?? null;
  const ghostAt = drag.ghost ? toSvg(svg.current, drag.ghost) : null;
  const active = (t: number) => picture.movable.has(t) || picture.destinations.has(t);
  const tabStop = focused ?? TARGETS.find(active) ?? 24;
  const theirColour = picture.myColour === 0 ? 1 : 0;
  // The bar spans both rows: arrows from it continue along the row focus came from.
  const barRow = useRef<0 | 1>(0);

  const onKeyDown = (target: number, event: JSX.TargetedKeyboardEvent<SVGGElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      props.onTarget(target, true);
      return;
    }
    const next = nextTarget(target, event.key, homeLeft, barRow.current);
    if (next === null) return;
    if (next === BAR_POINT && target !== OFF_POINT) barRow.current = target > 12 ? 0 : 1;
    event.preventDefault();
    setFocused(next);
    refs.current.get(next)?.focus();
  };
  const onPointerDown = (target: number, event: JSX.TargetedPointerEvent<SVGGElement>) => {
    const scale = svg.current?.getScreenCTM()?.a ?? 1;
    const size = CHECKER * scale;
    drag.pointerDown(event, target, event.currentTarget, { width: size, height: size });
  };
  const targetProps = (target: number, label: string): TargetProps => ({
    ref: (el: SVGGElement | null) => {
      if (el) refs.current.set(target, el);
      else refs.current.delete(target);
    },
    role: "button" as const,
    // Lower case: a "tabIndex" attribute on an SVG element is not one the browser reads.
    tabindex: target === tabStop ? 0 : -1,
    "aria-label": label + marks(target),
    "aria-disabled": active(target) ? undefined : ("true" as const),
    "aria-pressed": picture.selected === target ? ("true" as const) : undefined,
    "data-target": String(target),
    "data-movable": picture.movable.has(target) ? "true" : undefined,
    "data-destination": picture.destinations.has(target) ? "true" : undefined,
    "data-hover": drag.hover === String(target) ? "true" : undefined,
    "data-last": picture.lastTo?.has(target)
      ? "to"
      : picture.lastFrom?.has(target)
        ? "from"
        : undefined,
    onClick: () => {
      // The click that ends a drag is no tap.
      if (!drag.consumeClick()) props.onTarget(target, false);
    },
    onKeyDown: (e: JSX.TargetedKeyboardEvent<SVGGElement>) => onKeyDown(target, e),
    onPointerDown: (e: JSX.TargetedPointerEvent<SVGGElement>) => onPointerDown(target, e),
    onFocus: () => setFocused(target),
  });
  const marks = (target: number) =>
    (picture.lastTo?.has(target) ? `, ${texts.lastTo}` : "") +
    (picture.lastFrom?.has(target) && !picture.lastTo?.has(target) ? `, ${texts.lastFrom}` : "") +
    (picture.selected === target ? `, ${texts.selected}` : "") +
    (picture.destinations.has(target) ? `, ${texts.destination}` : "");

  const [homeFrom, homeTo] = homeHalfX(homeLeft);
  const myOff = 15 - sum(picture.mine);
  const theirOff = 15 - sum(picture.theirs);

  return (
    <svg
      ref={svg}
      class="bg-board"
      data-testid={props.testId ?? "board"}
      data-active={picture.movable.size > 0 ? "true" : "false"}
      data-dragging={lifted === null ? undefined : String(lifted)}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      role="group"
      aria-label={texts.boardLabel}
    >
      <BoardFrame />

      {/* The opponent's tray (top) and the viewer's (bottom, a target when bearing off). */}
      <Tray y={TOP_TRAY_Y} from={homeFrom} to={homeTo} count={theirOff} colour={theirColour} />
      <g
        class="bg-target bg-tray-target"
        data-testid="off-tray"
        {...targetProps(OFF_POINT, texts.off(myOff))}
      >
        <Tray
          y={BOTTOM_TRAY_Y}
          from={homeFrom}
          to={homeTo}
          count={myOff}
          colour={picture.myColour}
        />
        {picture.destinations.has(OFF_POINT) && (
          <rect
            class="bg-dest-tray"
            x={homeFrom + 1}
            y={BOTTOM_TRAY_Y + 1}
            width={homeTo - homeFrom - 2}
            height={TRAY_H - 2}
            rx={4}
          />
        )}
      </g>
      {POINTS.map((p) => (
        <PointTarget
          key={p}
          point={p}
          picture={picture}
          lifted={lifted}
          texts={texts}
          target={targetProps}
        />
      ))}

      <g
        class="bg-target bg-bar-target"
        data-testid="bar"
        {...targetProps(BAR_POINT, texts.bar(picture.mine[24], picture.theirs[24]))}
      >
        <rect class="bg-hit" x={BAR_X} y={TOP_ROW_Y} width={BAR_W} height={ROW_H * 2 + GAP_H} />
        <Stack
          count={picture.mine[24] - (lifted === BAR_POINT ? 1 : 0)}
          colour={picture.myColour}
          centre={(k) => barCentre(true, k)}
          selected={picture.selected === BAR_POINT}
          movable={picture.movable.has(BAR_POINT)}
          limit={3}
        />
        <Stack
          count={picture.theirs[24]}
          colour={theirColour}
          centre={(k) => barCentre(false, k)}
          selected={false}
          movable={false}
          limit={3}
        />
      </g>

      {picture.dice.map((die, i) => {
        const x = diceX(homeLeft) - (picture.dice.length * (DIE + 4)) / 2 + i * (DIE + 4) + 2;
        return (
          <SvgDie
            key={i}
            x={x}
            y={GAP_Y + (GAP_H - DIE) / 2}
            value={die.value}
            used={die.used}
            label={texts.die(die.value, die.used)}
          />
        );
      })}
      {picture.rollDue && picture.dice.length === 0 && (
        <RollDice x={diceX(homeLeft)} {...picture.rollDue} />
      )}
      {picture.cube && <Cube cube={picture.cube} />}
      {drag.ghost && (
        <g
          ref={ghostEl}
          class={`bg-ghost bg-checker bg-checker-${picture.myColour}`}
          data-testid="drag-ghost"
          aria-hidden="true"
          transform={ghostAt ? `translate(${ghostAt.x} ${ghostAt.y})` : undefined}
        >
          <circle cx={0} cy={0} r={CHECKER / 2 - 1} />
          {picture.myColour === 1 && <circle class="bg-ring" cx={0} cy={0} r={CHECKER / 4} />}
        </g>
      )}
    </svg>
  );
}
