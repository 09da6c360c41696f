import type { LegalTargets } from "../../../engine/game";
import { CardFace } from "../../../ui/kit/cards/CardFace";
import { CardSlot } from "../../../ui/kit/cards/CardSlot";
import { frenchLook } from "../../../ui/kit/cards/looks";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import type { Lang } from "../../../ui/kit/game-ui";
import { makeCell } from "../../mosaic/cell";
import { cardAt } from "../../mosaic/table";
import { mountainsOf, type Mountain } from "../scoring";
import type { MountainsState } from "../state";
import { columnsOf, frameOf, gridPlace, type Frame } from "./geometry";
import type { HintMark } from "./hint-mark";
import { TEXTS, type MountainsTexts } from "./texts";

export interface GridProps {
  readonly state: MountainsState;
  /** The viewer's legal placements (empty when it is not their turn). */
  readonly targets: LegalTargets;
  /** The game is over: owned mountains are coloured by team. */
  readonly over: boolean;
  readonly lang: Lang;
  /** A hinted placement (hint-mark.ts) to draw on its cell; null: none. */
  readonly hint?: Extract<HintMark, { kind: "place" }> | null;
}

/**
 * The table as it grows: the rectangle it can still become (geometry.ts), each card
 * where it lies, the places the viewer may lay a card as slots of the card table, and
 * under each mountain its red and black sums and which colour leads it. A hinted
 * placement's cell is outlined in the hint's look with the card shown faintly in it.
 */
export function Grid(props: GridProps) {
  const { state, lang } = props;
  const texts = TEXTS[lang];
  const { width, height, points } = state.options;
  const frame = frameOf(state.table, width, height);
  const mountains = mountainsOf(state.table, points);
  const destinations = new Set(Object.values(props.targets).flatMap((to) => Object.keys(to)));
  const last = state.table[state.table.length - 1];
  const style = { "--cols": columnsOf(frame), "--rows": frame.rows };
  return (
    <div
      class="mt-grid"
      style={style}
      data-testid="mountains-grid"
      data-fixed={String(frame.fixed)}
      data-columns={columnsOf(frame)}
      aria-label={(frame.fixed ? texts.frameFixed : texts.frameOpen)(width, height)}
      role="group"
    >
      {frame.fixed && <div class="mt-frame" aria-hidden="true" />}
      {props.over && mountains.map((m) => <Owned key={`own${m.x}`} frame={frame} mountain={m} />)}
      {cellsOf(frame).map(({ x, y }) => {
        const card = cardAt(state.table, { x, y });
        const { column, row } = gridPlace(frame, x, y);
        const place = { gridColumn: column, gridRow: row };
        const id = makeCell({ x, y });
        if (card !== null) {
          const isLast = last !== undefined && last.x === x && last.y === y;
          const name = KIT_TEXTS[lang].cardName(frenchLook(card));
          return (
            <span
              key={id}
              class={`mt-laid${isLast ? " mt-last" : ""}`}
              style={place}
              role="img"
              aria-label={isLast ? `${name}, ${texts.lastCard}` : name}
              data-testid="mountains-laid"
              data-cell={id}
              data-card={card}
            >
              <CardFace look={frenchLook(card)} />
            </span>
          );
        }
        if (destinations.has(id)) {
          const hint = props.hint?.cell === id ? props.hint : null;
          if (hint === null) {
            return (
              <div key={id} class="mt-place" style={place}>
                <CardSlot id={id} class="mt-cell" testId={`cell-${id}`} />
              </div>
            );
          }
          const look = frenchLook(hint.card);
          const cellName = texts.cell(x - frame.minX + 1, y + 1);
          return (
            <div key={id} class="mt-place mt-hinted" style={place} data-hint="true">
              <CardSlot
                id={id}
                class="mt-cell"
                testId={`cell-${id}`}
                label={`${cellName}, ${texts.hinted(KIT_TEXTS[lang].cardName(look))}`}
              >
                <span class="ck-place">
                  <span class="mt-hint-ghost" aria-hidden="true">
                    <CardFace look={look} />
                  </span>
                </span>
              </CardSlot>
            </div>
          );
        }
        return <span key={id} class="mt-empty" style={place} aria-hidden="true" />;
      })}
      {mountains.map((m, i) => (
        <Sums
          key={`sum${m.x}`}
          index={i + 1}
          frame={frame}
          mountain={m}
          texts={texts}
          over={props.over}
        />
      ))}
    </div>
  );
}

/** Every cell of the frame, top row first (reading order, as the keyboard walks it). */
function cellsOf(frame: Frame): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let y = frame.rows - 1; y >= 0; y--)
    for (let x = frame.minX; x <= frame.maxX; x++) out.push({ x, y });
  return out;
}

function Owned(props: { frame: Frame; mountain: Mountain }) {
  const { mountain } = props;
  if (mountain.owner === null) return null;
  const { column } = gridPlace(props.frame, mountain.x, 0);
  return (
    <span
      class={`mt-owned mt-owned-${mountain.owner}`}
      style={{ gridColumn: column, gridRow: `1 / span ${props.frame.rows}` }}
      aria-hidden="true"
    />
  );
}

/** A second cue besides colour: the suit symbol of the leading colour, "=" for a tie. */
const OWNER_MARK = { red: "♥", black: "♠", none: "=" } as const;

function Sums(props: {
  /** The mountain's number, from the left end of the base. */
  index: number;
  frame: Frame;
  mountain: Mountain;
  texts: MountainsTexts;
  over: boolean;
}) {
  const { mountain: m, texts } = props;
  const { column } = gridPlace(props.frame, m.x, 0);
  const owner =
    m.owner === null ? texts.nobody : (props.over ? texts.owns : texts.leads)(texts[m.owner]);
  return (
    <span
      class="mt-sums"
      style={{ gridColumn: column, gridRow: props.frame.rows + 1 }}
      data-testid={`sums-${m.x}`}
      data-owner={m.owner ?? "none"}
      data-red={m.red}
      data-black={m.black}
      role="img"
      aria-label={`${texts.mountain(props.index, m.red, m.black)}, ${owner}`}
    >
      <span class="mt-sum-red">{m.red}</span>
      <span class="mt-sum-black">{m.black}</span>
      <span class={`mt-owner mt-owner-${m.owner ?? "none"}`} aria-hidden="true">
        {OWNER_MARK[m.owner ?? "none"]}
      </span>
    </span>
  );
}
