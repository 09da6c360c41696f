import { CardFace } from "../../../ui/kit/cards/CardFace";
import { CardSlot } from "../../../ui/kit/cards/CardSlot";
import { TableContext } from "../../../ui/kit/cards/context";
import { useContext } from "preact/hooks";
import { makeCell } from "../grid";
import type { GalleryCard } from "../cards";
import type { Placed, Placement } from "../state";
import type { BoardTexts } from "./board-texts";
import { lookOf } from "./look";
import { shownBox } from "./step-model";

export interface ExhibitionProps {
  readonly table: readonly Placed[];
  /** The cards of the step being built (drawn on the table, marked). */
  readonly step?: readonly Placement[];
  /** Cells by the state of the lines through them: `ok` (a run or set), `bad`. */
  readonly marks?: ReadonlyMap<string, "ok" | "bad">;
  readonly texts: BoardTexts;
  readonly seatName?: (seat: number) => string;
  /** A card of the notation in words ("7 in a red frame"). */
  readonly cardName: (card: string) => string;
  /** A tap on a cell, before the table reads it (the board explains a refused place). */
  readonly onCell?: (x: number, y: number, target: Element) => void;
  /** Whether the picked card (its origin, `h:r7`) laid at x,y completes a valid step. */
  readonly completes?: (origin: string, x: number, y: number) => boolean;
  /** Why the picked card may not go to x,y, in words (the empty place's name says it). */
  readonly refusal?: (origin: string, x: number, y: number) => string | null;
  /** A hinted move's cells with the card it puts there (hint-marks.ts), drawn faintly. */
  readonly hint?: ReadonlyMap<string, GalleryCard>;
}

/**
 * The exhibition on its 8 × 5 frame: every card with its token's colour, the step's
 * cards marked, and the empty places around it where the area still allows a card.
 * Each cell is a slot of the table (`x,y`), so the builder's targets light it up.
 */
export function Exhibition(props: ExhibitionProps) {
  const step = props.step ?? [];
  const all = [...props.table, ...step.map((p) => ({ ...p, owner: null, fresh: true }))];
  const hint = props.hint ?? new Map<string, GalleryCard>();
  // A hinted step may reach past the places shown around the cards: show its cells too.
  const hinted = [...hint.keys()].map((id) => {
    const [x, y] = id.split(",").map(Number);
    return { x, y };
  });
  const { xs, ys } = shownBox([...all, ...hinted]);
  const at = new Map(all.map((p) => [makeCell(p.x, p.y), p]));
  const stepCells = new Set(step.map((p) => makeCell(p.x, p.y)));
  const t = props.texts;
  const table = useContext(TableContext);
  const picked = table?.picked?.origin ?? null;
  const legal = picked !== null ? (table?.targets[picked] ?? {}) : {};
  return (
    <div
      class="gl-frame"
      style={{ "--gl-cols": String(xs.length), "--gl-rows": String(ys.length) }}
      data-testid="gallery-exhibition"
      data-cards={String(props.table.length)}
    >
      {ys.map((y) =>
        xs.map((x) => {
          const id = makeCell(x, y);
          const card = at.get(id);
          const owner = card && "owner" in card ? card.owner : null;
          const mark = props.marks?.get(id);
          const hintCard = hint.get(id);
          const completes =
            picked !== null && !card && id in legal && (props.completes?.(picked, x, y) ?? false);
          const cls = [
            "gl-cell",
            card ? "gl-filled" : "gl-empty",
            stepCells.has(id) ? "gl-step" : "",
            mark ? `gl-line-${mark}` : "",
            hintCard ? "gl-hinted" : "",
          ]
            .filter(Boolean)
            .join(" ");
          const refused =
            picked !== null && !card && !(id in legal)
              ? (props.refusal?.(picked, x, y) ?? null)
              : null;
          const said = refused
            ? `${t.cell(id)}: ${refused}`
            : card
              ? `${t.cell(id)}: ${props.cardName(card.card)}${owner !== null && props.seatName ? `, ${props.seatName(owner)}` : ""}`
              : t.cell(id);
          const label = hintCard ? `${said}. ${t.hinted(props.cardName(hintCard))}` : said;
          return (
            <CardSlot key={id} id={id} class={cls} label={label} testId="gallery-cell">
              <span
                class="gl-cell-in"
                data-cell={id}
                data-card={card?.card ?? ""}
                data-completes={completes ? "true" : undefined}
                data-hint={hintCard ? "true" : undefined}
                data-hint-card={hintCard}
                title={refused ?? undefined}
                onClick={(e) => props.onCell?.(x, y, e.currentTarget as Element)}
              >
                {card ? <CardFace look={lookOf(card.card)} /> : <span class="ck-place" />}
                {owner !== null && (
                  <span class="gl-token" data-seat={String(owner)} aria-hidden="true" />
                )}
                {hintCard && !card && <CardFace look={lookOf(hintCard)} class="gl-hint-ghost" />}
                {hintCard && (
                  <span class="gl-hint-name" aria-hidden="true">
                    {hintCard}
                  </span>
                )}
              </span>
            </CardSlot>
          );
        }),
      )}
    </div>
  );
}
