import type { Lang } from "../../../ui/kit/game-ui";
import type { BackgammonState } from "../state";
import { pipsOf } from "./BoardSvg";
import { describeBackgammonReason } from "./describe";
import type { BoardTexts } from "./texts";

/** A seat's line: colour marker, name, pips and checkers off (the board shows them too). */
export function SeatLine(props: {
  readonly seat: 0 | 1;
  readonly name: string;
  readonly half: readonly number[];
  readonly state: BackgammonState;
  readonly texts: BoardTexts;
}) {
  const off = 15 - props.half.reduce((a, b) => a + b, 0);
  const onTurn = props.state.turn === props.seat && props.state.phase !== "over";
  return (
    <p
      class="bg-seat"
      data-testid={`seat-line-${props.seat}`}
      data-turn={onTurn ? "true" : "false"}
    >
      <svg class="bg-swatch" viewBox="0 0 16 16" aria-hidden="true">
        <g class={`bg-checker bg-checker-${props.seat}`}>
          <circle cx={8} cy={8} r={7} />
          {props.seat === 1 && <circle class="bg-ring" cx={8} cy={8} r={3.5} />}
        </g>
      </svg>
      <span class="bg-seat-name">
        {props.name} · {props.texts.colour[props.seat]}
      </span>
      <span
        class="bg-seat-pips"
        data-testid={`pips-${props.seat}`}
        data-pips={String(pipsOf(props.half))}
      >
        {props.texts.pips(pipsOf(props.half))}
      </span>
      <span>{props.texts.borneOff(off)}</span>
      {onTurn && (
        <span class="bg-turn-mark" aria-hidden="true">
          ◀
        </span>
      )}
    </p>
  );
}

/** The match score, the Crawford marker and the cube, when those options are on. */
export function MatchLine(props: {
  readonly state: BackgammonState;
  readonly viewer: number | null;
  readonly names: readonly [string, string];
  readonly texts: BoardTexts;
  readonly lang: Lang;
}) {
  const { state, texts } = props;
  if (state.options.match === 0 && !state.options.cube) return null;
  // Between games of a match there is no end screen: say how the last game ended.
  const last = state.phase !== "over" ? state.games[state.games.length - 1] : undefined;
  return (
    <p class="bg-match" data-testid="match-line" data-crawford={state.crawford ? "true" : "false"}>
      {state.options.match > 0 && (
        <span data-testid="match-score" data-score={state.matchScore.join(",")}>
          {texts.match(state.options.match)}: {props.names[0]} {state.matchScore[0]} –{" "}
          {state.matchScore[1]} {props.names[1]}
        </span>
      )}
      {state.crawford && <span class="bg-crawford"> · {texts.crawford}</span>}
      {state.options.cube && <span> · {cubeWords(state, props.viewer, props.names, texts)}</span>}
      {last && (
        <span class="bg-last-game" data-testid="last-game" data-reason={last.reason}>
          {" "}
          ·{" "}
          {texts.lastGame(
            props.names[last.winner],
            describeBackgammonReason(last.reason, props.lang),
            last.points,
          )}
        </span>
      )}
    </p>
  );
}

/** The cube in words: "You own the cube: 2" for the viewer, "Anna owns the cube: 2", or in the middle. */
export function cubeWords(
  state: BackgammonState,
  viewer: number | null,
  names: readonly [string, string],
  texts: BoardTexts,
): string {
  if (state.cubeOwner === null) return texts.cube(state.cube, null);
  if (state.cubeOwner === viewer) return texts.cubeMine(state.cube);
  return texts.cube(state.cube, names[state.cubeOwner]);
}
