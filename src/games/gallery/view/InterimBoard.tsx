import { useState } from "preact/hooks";
import type { BoardProps } from "../../../ui/kit/game-ui";
import { sortCards } from "../cards";
import { boxOf } from "../grid";
import type { GalleryState } from "../state";
import { TEXTS } from "./texts";

/**
 * INTERIM board, until the cards-kit board of issue 12 replaces it: the exhibition as
 * a grid of card names (a token's seat after the dot), the hand, the bazaar and the
 * scores, the legal entries as buttons and a field for any entry (a step of more cards
 * than `legal` lists). No rule is read here: the app checks what is sent.
 */
export function InterimBoard(props: BoardProps) {
  const s = props.state as GalleryState;
  const t = TEXTS[props.settings.lang];
  const [entry, setEntry] = useState("");
  if (!s || !Array.isArray(s.table) || !Array.isArray(s.hands)) {
    return <p role="alert">{t.bad}</p>;
  }
  const box = boxOf(s.table);
  const rows = [];
  for (let y = box.minY; y <= box.maxY; y++) {
    const cells = [];
    for (let x = box.minX; x <= box.maxX; x++) {
      const p = s.table.find((q) => q.x === x && q.y === y);
      cells.push(
        <td key={x} title={`${x},${y}`}>
          {p ? `${p.card}${p.owner === null ? "" : `·${p.owner + 1}`}` : "·"}
        </td>,
      );
    }
    rows.push(<tr key={y}>{cells}</tr>);
  }
  const held = props.viewer === null ? [] : s.hands[props.viewer];
  const hand = held.filter((c: string | null): c is string => c !== null);
  return (
    <section class="gallery-interim" aria-label={t.board}>
      <p>
        {t.exhibition} {s.exhibition + 1}: {s.table.length} {t.cards}
        {s.opening ? ` (${t.opening})` : ""}
        {s.closed ? ` (${t.closed})` : ""}
      </p>
      <table>
        <tbody>{rows}</tbody>
      </table>
      <p>
        {t.bazaar}: {s.bazaar.join(" ") || "—"} · {t.stock}: {s.stock.length}
      </p>
      <ul>
        {s.scores.map((score, seat) => (
          <li key={seat}>
            {props.seatNames[seat] ?? seat + 1}: {score} · {t.inHand} {s.hands[seat].length}
          </li>
        ))}
      </ul>
      {props.viewer !== null && (
        <p>
          {t.hand}: {sortCards(hand).join(" ") || "—"}
        </p>
      )}
      {props.legal.length > 0 && (
        <div>
          <div style={{ maxHeight: "12rem", overflowY: "auto" }}>
            {props.legal.map((text) => (
              <button key={text} type="button" onClick={() => props.onMove(text)}>
                {text}
              </button>
            ))}
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (entry.trim() !== "") props.onMove(entry.trim());
            }}
          >
            <label>
              {t.entry}{" "}
              <input
                value={entry}
                onInput={(e) => setEntry((e.target as HTMLInputElement).value)}
                placeholder="lay r7@1,0 *b5@2,0"
              />
            </label>
            <button type="submit">{t.play}</button>
          </form>
        </div>
      )}
    </section>
  );
}
