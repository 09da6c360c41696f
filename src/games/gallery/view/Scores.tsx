import { HiddenHand } from "../../../ui/kit/cards/Pile";
import type { Lang } from "../../../ui/kit/game-ui";
import type { GalleryState } from "../state";
import type { BoardTexts } from "./board-texts";

/**
 * The players, compact: each seat's token colour, name, cards in hand and running
 * score (the viewer's own hand is drawn below, not here); whose turn it is marked.
 */
export function Seats(props: {
  readonly state: GalleryState;
  readonly viewer: number | null;
  readonly names: readonly string[];
  readonly texts: BoardTexts;
  readonly lang: Lang;
}) {
  const s = props.state;
  return (
    <ul class="gl-seats" data-testid="gallery-seats">
      {s.hands.map((hand, seat) => {
        const name = props.names[seat] ?? String(seat + 1);
        return (
          <li
            key={seat}
            class="gl-seat"
            data-seat={String(seat)}
            data-turn={String(s.turn?.seat === seat && s.phase === "playing")}
            data-testid="gallery-seat"
          >
            <span class="gl-token" data-seat={String(seat)} title={props.texts.token(seat)} />
            <span class="gl-seat-name">{name}</span>
            {seat === props.viewer ? (
              <span class="gl-seat-hand">{props.texts.inHand(hand.length)}</span>
            ) : (
              <HiddenHand count={hand.length} label={name} lang={props.lang} />
            )}
            <strong class="gl-seat-score" data-testid="gallery-score">
              {s.scores[seat]}
            </strong>
          </li>
        );
      })}
    </ul>
  );
}

/** Every exhibition's points per seat and the totals; the closer's doubled cell marked. */
export function ScoreTable(props: {
  readonly state: GalleryState;
  readonly names: readonly string[];
  readonly texts: BoardTexts;
}) {
  const s = props.state;
  const t = props.texts;
  if (s.history.length === 0) return null;
  return (
    <details class="gl-scores" open={s.phase === "over"}>
      <summary>{t.scores}</summary>
      <table data-testid="gallery-score-table">
        <thead>
          <tr>
            <th />
            {s.hands.map((_, seat) => (
              <th key={seat} scope="col">
                {props.names[seat] ?? seat + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.history.map((h, i) => (
            <tr key={i}>
              <th scope="row">{t.exhibition(i + 1)}</th>
              {h.points.map((p, seat) => (
                <td key={seat}>
                  {p}
                  {h.closer === seat && <span class="gl-doubled"> {t.doubled}</span>}
                  {h.closer === seat && h.overshoot > 0 && <span> (−{h.overshoot})</span>}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t.total}</th>
            {s.scores.map((p, seat) => (
              <td key={seat}>
                <strong>{p}</strong>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </details>
  );
}
