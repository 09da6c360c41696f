import { useMemo, useRef, useState } from "preact/hooks";
import { CardFace } from "../../../ui/kit/cards/CardFace";
import { CardTable } from "../../../ui/kit/cards/CardTable";
import { Hand } from "../../../ui/kit/cards/Hand";
import { BACK } from "../../../ui/kit/cards/looks";
import { targetsWithin } from "../../../ui/kit/cards/selection";
import { KIT_TEXTS } from "../../../ui/kit/cards/texts";
import type { BoardProps } from "../../../ui/kit/game-ui";
import { jokerNames, type StepDraft } from "../builder";
import type { GalleryCard } from "../cards";
import { sizeLimit } from "../flow";
import { makeCell } from "../grid";
import type { GalleryState } from "../state";
import { BOARD_TEXTS, type BoardTexts } from "./board-texts";
import { Actions, IDLE, type Building } from "./Actions";
import { Bazaar } from "./Bazaar";
import { Exhibition } from "./Exhibition";
import { useHandHint } from "./hand-hint";
import { hintMarks } from "./hint-marks";
import { lookOf } from "./look";
import { ScoreTable, Seats } from "./Scores";
import { JokerNames } from "./StepPanel";
import {
  boardTargets,
  completesWith,
  draftFor,
  handLeft,
  NOWHERE,
  phaseOf,
  readTap,
  refusalCode,
  shownBox,
  stepStatus,
  withPlacements,
  type Phase,
} from "./step-model";
import { isGalleryState } from "./state-guard";
import { TEXTS } from "./texts";
import "./board.css";

/**
 * Picture Gallery's board on the cards kit: the exhibition on its 8 × 5 frame, the
 * bazaar fanned, the draw pile, the players, the viewer's hand sorted, and the lay
 * builder: pick a card (or a joker, then its name), tap a place; the lines the step
 * makes are judged at once by builder.ts and "Lay" is enabled only for a valid step.
 * No rule is written here: the builder and the app's legal entries say everything.
 */
export function GalleryBoard(props: BoardProps) {
  const s = props.state as GalleryState;
  const lang = props.settings.lang;
  const t = BOARD_TEXTS[lang];
  const kit = KIT_TEXTS[lang];
  const cardName = (card: string) => kit.cardName(lookOf(card));
  const valid = isGalleryState(s);
  const viewer = props.viewer;
  const hand: GalleryCard[] =
    valid && viewer !== null ? s.hands[viewer].filter((c): c is GalleryCard => c !== null) : [];
  const phase: Phase = valid ? phaseOf(s, viewer, props.legal) : "wait";
  const key = valid
    ? `${s.exhibition}|${s.table.map((p) => `${p.card}@${p.x},${p.y}`).join(" ")}|${s.turn?.seat}|` +
      `${s.turn?.stage}|${hand.join()}|${phase}|${props.legal.length}`
    : "";
  const [kept, setBuilding] = useState<Building>(() => IDLE(key));
  const b = kept.key === key ? kept : IDLE(key);
  const update = (change: Partial<Building>) => setBuilding({ ...b, ...change });

  const draft: StepDraft | null = useMemo(() => {
    if (!valid) return null;
    const base = draftFor(s, viewer, phase);
    return base && withPlacements(base, b.placements);
  }, [key, b.placements]);
  const cells = useMemo(() => {
    if (!valid) return [];
    const { xs, ys } = shownBox([...s.table, ...(draft?.placements ?? [])]);
    return ys.flatMap((y) => xs.map((x) => ({ x, y })));
  }, [key, draft]);
  const app = useMemo(
    () =>
      props.targets && props.legal.length > 0 ? targetsWithin(props.targets, props.legal) : {},
    [props.targets, props.legal],
  );
  const targets = useMemo(
    () =>
      valid && phase !== "wait" && b.naming === null
        ? boardTargets({ draft, hand, app, phase, declining: b.declining, cells })
        : {},
    [key, draft, app, b.declining, b.naming, cells],
  );
  // The hinted move, drawn only (the hint panel plays it): its cells, cards and piles.
  const hint = useMemo(() => (valid ? hintMarks(props.hint) : null), [valid, props.hint]);
  const box = useRef<HTMLDivElement>(null);
  useHandHint(box, hint?.hand ?? []);
  if (!valid) return <p role="alert">{TEXTS[lang].bad}</p>;

  const onPlay = (notation: string) => {
    const tap = readTap(notation);
    if (tap.kind === "add") update({ placements: [...b.placements, tap.placement], message: null });
    else if (tap.kind === "name-joker") update({ naming: { x: tap.x, y: tap.y }, message: null });
    else props.onMove(tap.text);
  };
  /** Why the picked card (its origin) may not go to x,y, in words; null if it may or nothing is built. */
  const refusalText = (origin: string, x: number, y: number): string | null => {
    if (draft === null || b.declining || phase === "must-decline") return null;
    const id = makeCell(x, y);
    if (!origin.startsWith("h:") || targets[origin]?.[id] !== undefined) return null;
    const card = origin.slice(2);
    const code = refusalCode(draft, card, x, y);
    if (code === null) return null;
    const why =
      code === "joker-fits-not"
        ? t.jokerFitsNot
        : t.reasons(code, { card, cell: id, limit: draft.context.rules.limit });
    return t.refused(cardName(card), id, why);
  };
  const onCell = (x: number, y: number, target: Element) => {
    if (draft === null || b.declining || phase === "must-decline") return;
    const picked = target.closest(".ck-table")?.getAttribute("data-ck-picked") ?? "";
    if (picked === "") {
      if (!s.table.some((p) => p.x === x && p.y === y)) update({ message: t.pickFirst });
      return;
    }
    const message = refusalText(picked, x, y);
    if (message !== null) update({ message });
  };

  const limit = sizeLimit(s);
  const marks = new Map<string, "ok" | "bad">();
  if (draft && draft.placements.length > 0) {
    for (const line of stepStatus(draft).report.lines) {
      for (const c of line.cells) {
        const id = makeCell(c.x, c.y);
        if (line.error !== null) marks.set(id, "bad");
        else if (!marks.has(id)) marks.set(id, "ok");
      }
    }
  }
  const seatName = (seat: number) => props.seatNames[seat] ?? String(seat + 1);
  const onTable = s.table.length + (draft?.placements.length ?? 0);
  return (
    <div data-testid="board" class="gl-board-box" data-phase={phase} ref={box}>
      <CardTable
        targets={targets}
        onPlay={onPlay}
        settings={props.settings}
        label={t.table}
        class="gl-board"
        placeName={(id) => placeName(id, t)}
      >
        <Seats state={s} viewer={viewer} names={props.seatNames} texts={t} lang={lang} />
        <header class="gl-status" data-testid="gallery-status">
          <strong>{t.exhibition(s.exhibition + 1)}</strong>
          <span
            data-testid="gallery-size"
            data-limit={String(limit)}
            data-cards={String(s.table.length)}
          >
            {s.opening !== null
              ? t.opening
              : `${t.size(onTable, limit)} · ${t.toClose(limit - onTable)}`}
          </span>
          {s.closed && s.history.length > 0 && (
            <span class="gl-closed" data-testid="gallery-closed">
              {t.closedBy(seatName(s.history[s.history.length - 1].closer ?? 0))}
            </span>
          )}
          <span class="gl-piles">
            <Bazaar cards={s.bazaar} texts={t} cardName={cardName} hinted={hint?.bazaar} />
            <span
              class={`gl-stock${hint?.stock ? " gl-hinted" : ""}`}
              data-testid="gallery-stock"
              data-count={String(s.stock.length)}
              data-hint={hint?.stock ? "true" : undefined}
            >
              {s.stock.length > 0 && <CardFace look={BACK} />}
              <span>{t.stock(s.stock.length)}</span>
            </span>
          </span>
        </header>
        <Exhibition
          table={s.table}
          step={draft?.placements ?? []}
          marks={marks}
          hint={hint?.cells}
          texts={t}
          seatName={seatName}
          cardName={cardName}
          onCell={onCell}
          refusal={refusalText}
          completes={(origin, x, y) =>
            draft !== null && origin.startsWith("h:") && completesWith(draft, origin.slice(2), x, y)
          }
        />
        {s.lastRound && s.phase === "playing" && <p class="gl-note">{t.lastRound}</p>}
        {b.message && (
          <p class="gl-refusal" role="status" data-testid="gallery-refusal">
            {b.message}
          </p>
        )}
        {b.naming && draft ? (
          <JokerNames
            names={jokerNames(draft, b.naming.x, b.naming.y)}
            cell={makeCell(b.naming.x, b.naming.y)}
            texts={t}
            cardName={cardName}
            onName={(name) =>
              update({
                placements: [...b.placements, { card: name, x: b.naming!.x, y: b.naming!.y }],
                naming: null,
              })
            }
            onCancel={() => update({ naming: null })}
          />
        ) : (
          <Actions
            phase={phase}
            state={s}
            legal={props.legal}
            draft={draft}
            building={b}
            texts={t}
            waitingFor={s.turn ? seatName(s.turn.seat) : ""}
            hinted={hint?.word ?? null}
            onMove={props.onMove}
            update={update}
          />
        )}
        {viewer !== null && (
          <Hand
            cards={handLeft(draft, hand)}
            lookOf={lookOf}
            originOf={(card) => `h:${card}`}
            label={t.hand}
            class="gl-hand"
          />
        )}
        <ScoreTable state={s} names={props.seatNames} texts={t} />
      </CardTable>
    </div>
  );
}

function placeName(id: string, t: BoardTexts): string {
  if (id === "bazaar") return t.bazaar;
  if (id === NOWHERE) return t.nowhere;
  return t.cell(id);
}
