import { useMemo, useState } from "preact/hooks";
import { BOARD_DICE_DEFAULTS, type BoardProps, type OneTap } from "../../../ui/kit/game-ui";
import { bestBearOff } from "../bear-off";
import { START_HALF } from "../board";
import { mayResign } from "../resign";
import type { BackgammonState } from "../state";
import { HintControl, ReviewControl } from "./Advice";
import { BoardSvg, type BoardPicture } from "./BoardSvg";
import { ActionButton } from "./ActionButton";
import { CubeActions, useAutoBearOff } from "./actions";
import { boardHint, chosenPair } from "./board-hint";
import { GameEnd } from "./GameEnd";
import { MatchLine, SeatLine, cubeWords } from "./SeatLines";
import { Hand, Table } from "./Cards";
import { NO_OFFERS, forPair, readOffers, type Offers, type Step } from "./offers";
import { oneTapStep } from "./one-tap";
import { loadHomeLeft, saveHomeLeft } from "./orientation";
import {
  completedPlay,
  currentPosition,
  destinations,
  diceUsed,
  movableFrom,
  turnDice,
  type Turn,
} from "./partial";
import { lastMoveMarks, useReplay } from "./replay";
import { betweenGames } from "./match-games";
import { ResignControl } from "./Resign";
import { isBackgammonState } from "./state-guard";
import { TEXTS } from "./texts";
import "./board.css";

/**
 * The backgammon board as the app shows it. It renders the state it is given and
 * reports the player's intent as notation through `onMove`; which checkers may move
 * and where comes from `legal` alone (offers.ts, partial.ts), so the rules stay in
 * the engine.
 */
export function BackgammonBoard(props: BoardProps) {
  if (!isBackgammonState(props.state)) {
    return (
      <p class="bg-error" role="alert">
        {TEXTS[props.settings.lang].badState}
      </p>
    );
  }
  return <BackgammonBoardView {...props} state={props.state} />;
}

/** The player's unconfirmed work, valid only for the position it was made in. */
interface Work {
  readonly stamp: string;
  readonly steps: readonly Step[];
  readonly selected: number | null;
  /** Cards variant: indexes of the chosen hand cards (at most two). */
  readonly cards: readonly number[];
}

const other = (seat: number): 0 | 1 => (seat === 0 ? 1 : 0);
const sameHalf = (h: readonly number[]) => h.every((n, i) => n === START_HALF[i]);

function BackgammonBoardView(props: BoardProps<BackgammonState>) {
  const { state, settings } = props;
  const texts = TEXTS[settings.lang];
  const offers = useMemo(() => readOffers(props.legal), [props.legal]);
  const [homeLeft, setHomeLeft] = useState(loadHomeLeft);
  const stamp = `${props.legal.join("|")}#${state.board.join("/")}#${String(state.dice)}`;
  const [saved, setWork] = useState<Work | null>(null);
  const work: Work =
    saved !== null && saved.stamp === stamp
      ? saved
      : { stamp, steps: [], selected: null, cards: [] };
  const update = (change: Partial<Work>) => setWork({ ...work, ...change });

  const dicePrefs = settings.dice ?? BOARD_DICE_DEFAULTS;
  const oneTap: OneTap = dicePrefs.oneTap;
  const me: 0 | 1 = props.viewer === 1 ? 1 : 0;
  const them = other(me);
  const cardsVariant = state.options.cards;
  const hand = cardsVariant && props.viewer !== null ? (state.hands[me] ?? []) : [];
  const pair = chosenPair(hand, work.cards);
  const turnOffers: Offers = cardsVariant ? (pair ? forPair(offers, pair) : NO_OFFERS) : offers;
  const dice = cardsVariant ? (pair ? turnDice(pair) : []) : state.dice ? turnDice(state.dice) : [];
  const turn: Turn | null =
    turnOffers.plays.length > 0 && state.turn === me
      ? {
          start: { mover: state.board[me], opponent: state.board[them] },
          plays: turnOffers.plays,
          dice,
          steps: work.steps,
        }
      : null;

  // The opponent's play shown checker by checker (not with reduced motion), then marked.
  const replay = useReplay(state.board, me, props.lastMove, settings.reducedMotion);
  const marks = lastMoveMarks(props.lastMove?.seat === me ? null : props.lastMove, me);
  const shown = replay
    ? { mover: replay.frame.opponent, opponent: replay.frame.mover }
    : turn
      ? currentPosition(turn)
      : { mover: state.board[me], opponent: state.board[them] };
  const movable = turn && !replay ? movableFrom(turn) : new Set<number>();
  const onlyOne = movable.size === 1 ? [...movable][0] : null;
  const selected = work.selected !== null && movable.has(work.selected) ? work.selected : onlyOne;
  const ways = turn && selected !== null ? destinations(turn, selected) : new Map<number, Step[]>();
  const done = turn ? completedPlay(turn) : null;
  const used = turn ? diceUsed(dice, work.steps) : dice.map(() => false);

  const moveAlong = (chain: readonly Step[]) =>
    update({ steps: [...work.steps, ...chain], selected: null });
  const onTarget = (target: number, byKey: boolean) => {
    if (!turn) return;
    const chain = selected !== null ? ways.get(target) : undefined;
    if (chain) return moveAlong(chain);
    // One-tap: a tap on a checker plays it by the chosen die at once (a key only picks it).
    const tap =
      !byKey && movable.has(target) ? oneTapStep(destinations(turn, target), target, oneTap) : null;
    if (tap) moveAlong(tap);
    else update({ selected: movable.has(target) ? target : null });
  };
  const onDrop = (from: number, to: number) => {
    const chain = turn ? destinations(turn, from).get(to) : undefined;
    if (chain) moveAlong(chain);
  };
  const toggleCard = (index: number) => {
    const cards = work.cards.includes(index)
      ? work.cards.filter((i) => i !== index)
      : [...work.cards, index].slice(-2);
    update({ cards, steps: [], selected: null });
  };
  const flip = () => {
    saveHomeLeft(!homeLeft);
    setHomeLeft(!homeLeft);
  };

  const name = (seat: number) => props.seatNames[seat] ?? `#${seat + 1}`;
  const names: [string, string] = [name(0), name(1)];
  // A game of the match ended while this board was shown, or before the match was opened
  // again with the next game not begun: its end stays up until "Next game".
  const [seenGames, setSeenGames] = useState(state.games.length - (betweenGames(state) ? 1 : 0));
  const gameEnded =
    state.phase !== "over" && state.games.length > seenGames
      ? state.games[state.games.length - 1]
      : null;
  const picture: BoardPicture = {
    mine: shown.mover,
    theirs: shown.opponent,
    myColour: me,
    homeLeft,
    movable,
    destinations: new Set(ways.keys()),
    selected,
    lastFrom: marks.from,
    lastTo: marks.to,
    dice: dice.map((value, i) => ({ value, used: used[i] })),
    cube: state.options.cube
      ? {
          value: state.cube,
          owner: state.cubeOwner === null ? null : state.cubeOwner === me ? "mine" : "theirs",
          label: cubeWords(state, props.viewer, names, texts),
        }
      : null,
    rollDue:
      props.rollDue && props.onRoll ? { label: texts.rollDice, onRoll: props.onRoll } : undefined,
  };
  // A pure bear-off (all home, no contact): one button plays the best one for the roll.
  const bearOff =
    turn && !cardsVariant && work.steps.length === 0 && !replay
      ? bestBearOff(state.board[me], state.board[them], props.legal)
      : null;
  const autoBearOff = useAutoBearOff(dicePrefs.autoBearOff ? bearOff : null, stamp, props.onMove);
  const opening =
    !cardsVariant &&
    state.phase === "move" &&
    state.dice !== null &&
    sameHalf(state.board[0]) &&
    sameHalf(state.board[1]);
  const dicePass = !cardsVariant ? (offers.passes[0] ?? null) : null;
  const cardPass =
    cardsVariant && turnOffers.plays.length === 0 ? (turnOffers.passes[0] ?? null) : null;
  const pass = dicePass ?? cardPass;

  return (
    <div
      class="bg"
      data-replaying={replay ? "true" : undefined}
      data-home={homeLeft ? "left" : "right"}
      data-reduced-motion={settings.reducedMotion ? "true" : "false"}
    >
      {gameEnded && (
        <GameEnd
          game={gameEnded}
          state={state}
          name={name}
          texts={texts}
          lang={settings.lang}
          onNext={() => setSeenGames(state.games.length)}
        />
      )}
      <SeatLine seat={them} name={name(them)} half={shown.opponent} state={state} texts={texts} />
      <BoardSvg
        picture={picture}
        texts={texts}
        onTarget={onTarget}
        onPick={(from) => update({ selected: from !== null && movable.has(from) ? from : null })}
        onDrop={onDrop}
      />
      <SeatLine seat={me} name={name(me)} half={shown.mover} state={state} texts={texts} />
      <MatchLine
        state={state}
        viewer={props.viewer}
        names={names}
        texts={texts}
        lang={settings.lang}
      />
      {opening && state.dice && (
        <p class="bg-opening" data-testid="opening-roll">
          {texts.opening(`${name(0)} ${state.dice[0]}`, `${name(1)} ${state.dice[1]}`)}
        </p>
      )}
      {cardsVariant && (
        <>
          <Table
            hidden={(state.hands[them] ?? []).length}
            discard={state.discard}
            stock={state.stock.length}
            texts={texts}
          />
          {hand.length > 0 && (
            <Hand
              hand={hand}
              chosen={work.cards}
              enabled={offers.plays.length + offers.passes.length > 0}
              onToggle={toggleCard}
              texts={texts}
            />
          )}
        </>
      )}
      <p class="bg-hint" data-testid="bg-hint" aria-live="polite">
        {boardHint(texts, {
          offers,
          turn,
          selected,
          done: done !== null,
          pass: pass !== null,
          cardsVariant,
          pair: pair !== null,
          state,
          name,
          pointer: settings.pointer,
          oneTap,
          rollDue: picture.rollDue !== undefined,
        })}
      </p>
      <div class="bg-actions">
        <CubeActions offers={offers} cube={state.cube} texts={texts} onMove={props.onMove} />
        {turn && (
          <ActionButton
            testid="undo-step"
            disabled={work.steps.length === 0}
            onClick={() => update({ steps: work.steps.slice(0, -1), selected: null })}
          >
            {texts.undo}
          </ActionButton>
        )}
        {bearOff !== null && !autoBearOff && (
          <ActionButton testid="bear-off" primary onClick={() => props.onMove(bearOff)}>
            {texts.bearOff}
          </ActionButton>
        )}
        {(turn || pass) && (
          <ActionButton
            testid="confirm-move"
            primary
            disabled={!done && !pass}
            onClick={() => {
              const text = done?.text ?? pass?.text;
              if (text) props.onMove(text);
            }}
          >
            {texts.confirm}
          </ActionButton>
        )}
        {turn && !cardsVariant && props.viewer !== null && (
          <HintControl state={state} seat={me} lang={settings.lang} />
        )}
        {props.viewer !== null && !replay && (
          <ResignControl
            state={state}
            me={me}
            canResign={props.legal.length > 0 && mayResign(state, me)}
            answer={props.legal.includes("accept")}
            names={names}
            texts={texts}
            onMove={props.onMove}
          />
        )}
        <button
          type="button"
          class="button bg-flip"
          data-testid="flip-board"
          aria-label={`${texts.flip}: ${homeLeft ? texts.homeLeft : texts.homeRight}`}
          onClick={flip}
        >
          ⇄
        </button>
      </div>
      {state.phase === "over" && props.log && !cardsVariant && (
        <ReviewControl
          game={{ options: state.options, seats: 2, seed: null, moves: props.log }}
          names={[name(0), name(1)]}
          lang={settings.lang}
        />
      )}
    </div>
  );
}
