import type { ComponentChildren } from "preact";
import { removeLast, type StepDraft } from "../builder";
import type { BoardTexts } from "./board-texts";
import { StepPanel } from "./StepPanel";
import { pointsAfter, stepEntry, type Phase } from "./step-model";
import type { GalleryState, Placement } from "../state";

/** What the board keeps while the viewer builds a step; dropped when the position moves. */
export interface Building {
  readonly key: string;
  readonly placements: readonly Placement[];
  readonly declining: boolean;
  readonly naming: { readonly x: number; readonly y: number } | null;
  readonly message: string | null;
}

export const IDLE = (key: string): Building => ({
  key,
  placements: [],
  declining: false,
  naming: null,
  message: null,
});

/** The clear buttons of each stage: draw or the bazaar; open, decline, pass; the step; end. */
export function Actions(props: {
  readonly phase: Phase;
  readonly state: GalleryState;
  readonly legal: readonly string[];
  readonly draft: StepDraft | null;
  readonly building: Building;
  readonly texts: BoardTexts;
  readonly waitingFor: string;
  /** The hinted move when it is one of these buttons (`draw`, `bazaar`, `pass`, `end`). */
  readonly hinted?: string | null;
  readonly onMove: (text: string) => void;
  readonly update: (change: Partial<Building>) => void;
}) {
  const t = props.texts;
  const has = (text: string) => props.legal.includes(text);
  const word = (text: string, label: string, testId: string) =>
    has(text) && (
      <button
        type="button"
        data-testid={testId}
        class={props.hinted === text ? "gl-hinted" : undefined}
        data-hint={props.hinted === text ? "true" : undefined}
        onClick={() => props.onMove(text)}
      >
        {label}
      </button>
    );
  const b = props.building;
  const empty = b.placements.length === 0;
  const panel = (extra: ComponentChildren) =>
    props.draft && !b.declining ? (
      <StepPanel
        draft={props.draft}
        texts={t}
        points={pointsAfter(props.state, props.draft)}
        onLay={() => props.onMove(stepEntry(props.draft!))}
        onUndo={() =>
          props.update({ placements: removeLast(props.draft!).placements, message: null })
        }
        onClear={() => props.update({ placements: [], message: null })}
      >
        {extra}
      </StepPanel>
    ) : (
      <div class="gl-buttons">{extra}</div>
    );
  switch (props.phase) {
    case "wait":
      return props.state.phase === "playing" ? (
        <p class="gl-hint" data-testid="gallery-hint">
          {t.waiting(props.waitingFor)}
        </p>
      ) : null;
    case "draw":
      return (
        <div class="gl-actions" data-phase="draw">
          <p class="gl-hint">{t.hintDraw}</p>
          <div class="gl-buttons">
            {word("draw", t.draw, "gallery-draw")}
            {word("bazaar", t.takeBazaar, "gallery-take-bazaar")}
          </div>
        </div>
      );
    case "must-decline":
      return (
        <div class="gl-actions" data-phase="decline">
          <p class="gl-hint">{t.hintMustDecline}</p>
        </div>
      );
    case "open":
      return (
        <div class="gl-actions" data-phase="open">
          <p class="gl-hint">{b.declining ? t.declineHint : t.hintOpen}</p>
          {panel(
            <>
              {props.legal.some((m) => m.startsWith("decline ")) && (
                <button
                  type="button"
                  data-testid="gallery-decline"
                  aria-pressed={b.declining}
                  onClick={() =>
                    props.update({ declining: !b.declining, placements: [], message: null })
                  }
                >
                  {b.declining ? t.cancel : t.decline}
                </button>
              )}
              {!b.declining && word("pass", t.pass, "gallery-pass")}
            </>,
          )}
        </div>
      );
    case "lay":
      return (
        <div class="gl-actions" data-phase="lay">
          <p class="gl-hint">
            {t.hintLay}
            {props.state.turn?.laid &&
            empty &&
            has(props.legal.find((m) => m.startsWith("discard ")) ?? "")
              ? ` ${t.hintDiscard}`
              : ""}
          </p>
          {panel(
            empty && (
              <>
                {word("pass", t.pass, "gallery-pass")}
                {word("end", t.end, "gallery-end")}
              </>
            ),
          )}
        </div>
      );
    case "discard":
      return (
        <div class="gl-actions" data-phase="discard">
          <p class="gl-hint">{has("end") ? "" : t.hintDiscard}</p>
          <div class="gl-buttons">{word("end", t.end, "gallery-end")}</div>
        </div>
      );
  }
}
