import type { Lang } from "../../../ui/kit/game-ui";
import type { BackgammonState } from "../state";
import { ActionButton } from "./ActionButton";
import { describeBackgammonReason } from "./describe";
import type { BoardTexts } from "./texts";

type EndedGame = BackgammonState["games"][number];

/** A game of the match has ended: its winner, kind, points and the match score, until "Next game". */
export function GameEnd(props: {
  readonly game: EndedGame;
  readonly state: BackgammonState;
  readonly name: (seat: number) => string;
  readonly texts: BoardTexts;
  readonly lang: Lang;
  readonly onNext: () => void;
}) {
  const { game, state, name, texts } = props;
  return (
    <section class="bg-game-end" data-testid="game-end" data-reason={game.reason}>
      <p role="status">
        {texts.gameNumber(state.games.length)}:{" "}
        {texts.gameEnd(
          name(game.winner),
          describeBackgammonReason(game.reason, props.lang),
          game.points,
        )}
      </p>
      <p data-testid="game-end-score">
        {texts.matchScoreNow}: {name(0)} {state.matchScore[0]} – {state.matchScore[1]} {name(1)}
      </p>
      <ActionButton testid="next-game" primary onClick={props.onNext}>
        {texts.nextGame}
      </ActionButton>
    </section>
  );
}
