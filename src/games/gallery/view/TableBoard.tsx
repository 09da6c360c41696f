import { CardFace } from "../../../ui/kit/cards/CardFace";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import type { BoardProps } from "../../../ui/kit/game-ui";
import { sizeLimit } from "../flow";
import type { GalleryState } from "../state";
import { BOARD_TEXTS } from "./board-texts";
import { isGalleryState } from "./state-guard";
import { Exhibition } from "./Exhibition";
import { lookOf } from "./look";
import { ScoreTable, Seats } from "./Scores";
import { TEXTS } from "./texts";
import "./board.css";
import "../../../ui/kit/cards/cards.css";

/**
 * The table screen's board: the exhibition big in the middle of the table, with the
 * size limit and what is left to close it, the bazaar fanned, and every player's hand
 * size, token and score. A spectator's view: no hand, nothing to tap.
 */
export function GalleryTableBoard(props: BoardProps) {
  const s = props.state as GalleryState;
  const lang = props.settings.lang;
  if (!isGalleryState(s)) return <p role="alert">{TEXTS[lang].bad}</p>;
  const t = BOARD_TEXTS[lang];
  const kit = KIT_TEXTS[lang];
  const cardName = (card: string) => kit.cardName(lookOf(card));
  const limit = sizeLimit(s);
  const seatName = (seat: number) => props.seatNames[seat] ?? String(seat + 1);
  return (
    <section class="gl-table-board" aria-label={t.table} data-testid="gallery-table-board">
      <Seats state={s} viewer={null} names={props.seatNames} texts={t} lang={lang} />
      <header class="gl-status">
        <strong>{t.exhibition(s.exhibition + 1)}</strong>
        <span data-testid="gallery-size" data-cards={String(s.table.length)}>
          {s.opening !== null
            ? t.opening
            : `${t.size(s.table.length, limit)} · ${t.toClose(limit - s.table.length)}`}
        </span>
        {s.closed && s.history.length > 0 && (
          <span class="gl-closed">
            {t.closedBy(seatName(s.history[s.history.length - 1].closer ?? 0))}
          </span>
        )}
      </header>
      <Exhibition table={s.table} texts={t} seatName={seatName} cardName={cardName} />
      <div class="gl-piles" aria-label={`${t.bazaar}: ${s.bazaar.map(cardName).join(", ") || "—"}`}>
        <span class="gl-fan">
          {s.bazaar.map((card, i) => (
            <CardFace key={i} look={lookOf(card)} class="gl-fan-card" />
          ))}
        </span>
        <span class="gl-pile-name">
          {t.bazaar} · {t.stock(s.stock.length)}
        </span>
      </div>
      <ScoreTable state={s} names={props.seatNames} texts={t} />
    </section>
  );
}
