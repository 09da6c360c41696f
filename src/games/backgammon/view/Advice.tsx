import { useState } from "preact/hooks";
import type { Lang } from "../../../ui/kit/game-ui";
import type { GameReview, Hint, PlayReview } from "../advice";
import { decodePositionId } from "../position-id";
import type { LoggedGame } from "../review-log";
import type { BackgammonState } from "../state";
import type { AdviceReply } from "../advice-answer";
import { askAdvice } from "./advice-client";
import { ADVICE_TEXTS } from "./advice-texts";
import { BoardSvg, type BoardPicture } from "./BoardSvg";
import { TEXTS } from "./texts";

type Asked<T> =
  | { readonly status: "idle" }
  | { readonly status: "thinking" }
  | { readonly status: "done"; readonly value: T }
  | { readonly status: "failed"; readonly why: string };

/**
 * The hint: a button asks the expert (in its worker) for the best plays of the
 * viewer's dice; the answer lists the best three, the first with its equity, the
 * others with what they lose against it. The answer belongs to the position it was
 * asked for and disappears once the state changes.
 */
export function HintControl(props: {
  readonly state: BackgammonState;
  readonly seat: 0 | 1;
  readonly lang: Lang;
}) {
  const texts = ADVICE_TEXTS[props.lang];
  const [asked, setAsked] = useState<{ for: BackgammonState; answer: Asked<Hint> } | null>(null);
  const answer: Asked<Hint> = asked?.for === props.state ? asked.answer : { status: "idle" };
  const ask = () => {
    const state = props.state;
    setAsked({ for: state, answer: { status: "thinking" } });
    void askAdvice({ kind: "hint", state, seat: props.seat }).then((reply) =>
      setAsked({ for: state, answer: settled(reply, (r) => (r.kind === "hint" ? r.hint : null)) }),
    );
  };
  return (
    <div class="bg-advice" data-testid="hint-panel">
      <button
        type="button"
        class="button"
        data-testid="hint-button"
        disabled={answer.status === "thinking"}
        onClick={ask}
      >
        {texts.hintButton}
      </button>
      <Answer answer={answer} texts={texts}>
        {(hint: Hint) => (
          <ol class="bg-hint-list" data-testid="hint-list" aria-label={texts.hintTitle}>
            {hint.plays.map((play, k) => (
              <li key={play.text} data-testid="hint-play" data-move={play.text}>
                <strong>{play.text}</strong>{" "}
                {k === 0 ? texts.equity(play.equity) : texts.loss(play.loss)}
              </li>
            ))}
          </ol>
        )}
      </Answer>
    </div>
  );
}

/**
 * The analysis of a finished game: every play rated by what it lost against the
 * expert's best, each player's error rate, and the errors and blunders with the
 * better play drawn on a small board.
 */
export function ReviewControl(props: {
  readonly game: LoggedGame;
  readonly names: readonly string[];
  readonly lang: Lang;
}) {
  const texts = ADVICE_TEXTS[props.lang];
  const [answer, setAnswer] = useState<Asked<GameReview>>({ status: "idle" });
  const ask = () => {
    setAnswer({ status: "thinking" });
    void askAdvice({ kind: "review", game: props.game }).then((reply) =>
      setAnswer(settled(reply, (r) => (r.kind === "review" ? r.review : null))),
    );
  };
  return (
    <section class="bg-advice bg-review" data-testid="review-panel">
      {answer.status !== "done" && (
        <button
          type="button"
          class="button"
          data-testid="review-button"
          disabled={answer.status === "thinking"}
          onClick={ask}
        >
          {texts.reviewButton}
        </button>
      )}
      <Answer answer={answer} texts={texts}>
        {(review: GameReview) => <Review review={review} names={props.names} lang={props.lang} />}
      </Answer>
    </section>
  );
}

function settled<T>(
  reply: AdviceReply,
  pick: (r: AdviceReply & { ok: true }) => T | null,
): Asked<T> {
  if (!reply.ok) return { status: "failed", why: reply.message };
  const value = pick(reply);
  return value === null
    ? { status: "failed", why: "unexpected answer" }
    : { status: "done", value };
}

function Answer<T>(props: {
  readonly answer: Asked<T>;
  readonly texts: (typeof ADVICE_TEXTS)[Lang];
  readonly children: (value: T) => preact.ComponentChild;
}) {
  const { answer, texts } = props;
  if (answer.status === "thinking") return <p aria-live="polite">{texts.thinking}</p>;
  if (answer.status === "failed") return <p role="alert">{texts.failed(answer.why)}</p>;
  if (answer.status === "done") return <>{props.children(answer.value)}</>;
  return null;
}

function Review(props: {
  readonly review: GameReview;
  readonly names: readonly string[];
  readonly lang: Lang;
}) {
  const texts = ADVICE_TEXTS[props.lang];
  const { review, names } = props;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const mistakes = review.plays.filter((p) => p.rating === "error" || p.rating === "blunder");
  return (
    <div data-testid="review">
      <h2 class="bg-review-title">{texts.reviewTitle}</h2>
      {review.players.map((p, seat) => (
        <p
          key={seat}
          data-testid={`review-player-${seat}`}
          data-error-rate={p.errorRate.toFixed(1)}
        >
          {texts.player(name(seat), p.errorRate, p.decisions)};{" "}
          {texts.counts(p.errors, p.blunders, p.doubtful)}
        </p>
      ))}
      {mistakes.length === 0 ? (
        <p>{texts.noMistakes}</p>
      ) : (
        <ul class="bg-mistakes">
          {mistakes.map((p) => (
            <Mistake
              key={p.entry}
              play={p}
              n={review.plays.indexOf(p) + 1}
              name={name(p.seat)}
              lang={props.lang}
            />
          ))}
        </ul>
      )}
      <table class="bg-review-table" data-testid="review-table">
        <tbody>
          {review.plays.map((p, k) => (
            <tr
              key={p.entry}
              data-testid="review-play"
              data-rating={p.rating}
              data-loss={p.played.loss.toFixed(3)}
            >
              <td>{k + 1}</td>
              <td>{name(p.seat)}</td>
              <td>{p.dice.join("-")}</td>
              <td>{p.played.text}</td>
              <td>{p.rating === "forced" ? "" : p.played.loss.toFixed(3)}</td>
              <td>{texts.rating[p.rating]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Mistake(props: {
  readonly play: PlayReview;
  readonly n: number;
  readonly name: string;
  readonly lang: Lang;
}) {
  const texts = ADVICE_TEXTS[props.lang];
  const { play } = props;
  return (
    <li class="bg-mistake" data-testid="review-mistake" data-rating={play.rating}>
      <p>
        <strong>{texts.rating[play.rating]}</strong> ·{" "}
        {texts.listed(props.n, props.name, play.dice.join("-"))}: {texts.played(play.played.text)};{" "}
        {texts.better(play.best.text, play.played.loss)}
      </p>
      <MiniBoard
        position={play.best.after}
        colour={play.seat === 1 ? 1 : 0}
        lang={props.lang}
        label={texts.betterBoard(play.best.text)}
      />
    </li>
  );
}

/** A small, inert drawing of a position seen by the player who made the play. */
function MiniBoard(props: {
  readonly position: string;
  readonly colour: 0 | 1;
  readonly lang: Lang;
  readonly label: string;
}) {
  const decoded = decodePositionId(props.position);
  if (!decoded.ok) return null;
  const board = decoded.value;
  const picture: BoardPicture = {
    mine: Array.from(board.subarray(0, 25)),
    theirs: Array.from(board.subarray(25, 50)),
    myColour: props.colour,
    homeLeft: false,
    movable: new Set(),
    destinations: new Set(),
    selected: null,
    dice: [],
    cube: null,
  };
  return (
    <figure class="bg-mini" aria-label={props.label}>
      <div inert aria-hidden="true">
        <BoardSvg
          picture={picture}
          texts={TEXTS[props.lang]}
          onTarget={() => {}}
          onPick={() => {}}
          onDrop={() => {}}
          testId="mini-board"
        />
      </div>
    </figure>
  );
}
