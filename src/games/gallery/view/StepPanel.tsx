import type { ComponentChildren } from "preact";
import { CardFace } from "../../../ui/kit/cards/CardFace";
import type { StepDraft } from "../builder";
import { makeCell } from "../grid";
import type { BoardTexts } from "./board-texts";
import { lookOf } from "./look";
import { stepStatus } from "./step-model";

/**
 * The step being built, in words: each line it makes (its cards, run or set, or the
 * rule it breaks now), whether it closes the exhibition, and the buttons Lay (or Open),
 * Undo and Clear. Lay is enabled only when the builder finds the step complete and valid.
 */
export function StepPanel(props: {
  readonly draft: StepDraft;
  readonly texts: BoardTexts;
  readonly points: number;
  readonly onLay: () => void;
  readonly onUndo: () => void;
  readonly onClear: () => void;
  /** More buttons of the stage, in the same row (Decline, Pass, End). */
  readonly children?: ComponentChildren;
}) {
  const t = props.texts;
  const { report, ready } = stepStatus(props.draft);
  const limit = props.draft.context.rules.limit;
  const detail = { card: "", cell: "", limit };
  const opening = props.draft.context.rules.opening;
  const cards = props.draft.placements.length;
  const at = new Map<string, string>(
    [...props.draft.context.table, ...props.draft.placements].map((p) => [
      makeCell(p.x, p.y),
      p.card,
    ]),
  );
  return (
    <section class="gl-step-panel" data-testid="gallery-step" data-ready={String(ready)}>
      {report.lines.length > 0 && (
        <ul class="gl-lines">
          {report.lines.map((line) => {
            const ok = line.error === null;
            return (
              <li
                key={line.cells.map((c) => makeCell(c.x, c.y)).join(" ")}
                class="gl-line"
                data-ok={String(ok)}
                data-testid="gallery-line"
              >
                <span class="gl-line-cards" aria-hidden="true">
                  {line.cells.map((c) => {
                    const card = at.get(makeCell(c.x, c.y));
                    return card ? <CardFace key={makeCell(c.x, c.y)} look={lookOf(card)} /> : null;
                  })}
                </span>
                <span>
                  {line.direction === "row" ? t.lineRow : t.lineColumn}{" "}
                  {line.cells.map((c) => at.get(makeCell(c.x, c.y))).join(" ")}:{" "}
                  {ok ? (
                    <strong>✓ {line.kind === "set" ? t.set : t.run}</strong>
                  ) : (
                    <strong>✗ {t.reasons(line.error ?? "", detail)}</strong>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {cards > 0 && report.error !== null && report.lines.every((l) => l.error === null) && (
        <p class="gl-step-error" data-testid="gallery-step-error">
          ✗ {t.reasons(report.error.code, detail)}
        </p>
      )}
      {ready && (
        <p class="gl-step-ok">
          {report.closes ? t.closes(props.points, report.overshoot) : t.stepOk}
        </p>
      )}
      <div class="gl-buttons">
        <button
          type="button"
          class="gl-primary"
          data-testid="gallery-lay"
          disabled={!ready}
          onClick={props.onLay}
        >
          {opening ? t.open : t.lay}
        </button>
        <button
          type="button"
          data-testid="gallery-undo"
          disabled={cards === 0}
          onClick={props.onUndo}
        >
          {t.undo}
        </button>
        <button
          type="button"
          data-testid="gallery-clear"
          disabled={cards === 0}
          onClick={props.onClear}
        >
          {t.clear}
        </button>
        {props.children}
      </div>
    </section>
  );
}

/** The names a joker may take at a cell, as cards to tap; and Cancel. */
export function JokerNames(props: {
  readonly names: readonly string[];
  readonly cell: string;
  readonly texts: BoardTexts;
  readonly cardName: (card: string) => string;
  readonly onName: (card: string) => void;
  readonly onCancel: () => void;
}) {
  return (
    <section
      class="gl-joker"
      data-testid="gallery-joker-names"
      aria-label={props.texts.nameJoker(props.cell)}
    >
      <p>{props.texts.nameJoker(props.cell)}</p>
      <div class="gl-joker-list">
        {props.names.map((name) => (
          <button
            key={name}
            type="button"
            class="gl-joker-name"
            data-card={name}
            aria-label={props.cardName(name)}
            onClick={() => props.onName(name)}
          >
            <CardFace look={lookOf(name)} />
          </button>
        ))}
      </div>
      <button type="button" onClick={props.onCancel}>
        {props.texts.cancel}
      </button>
    </section>
  );
}
