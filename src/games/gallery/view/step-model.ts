import type { LegalTargets, Seat } from "../../../engine/game";
import {
  addCard,
  assess,
  cellsFor,
  jokerNames,
  refusal,
  startStep,
  type StepDraft,
  type StepReport,
} from "../builder";
import { handCardFor, JOKER, sortCards, withoutCard, type GalleryCard } from "../cards";
import { layContextOf } from "../context";
import { AREA_HEIGHT, AREA_WIDTH, boxOf, makeCell, type Cell } from "../grid";
import { formatMove } from "../notation";
import type { GalleryState, Placement } from "../state";

/**
 * The board's side of the lay builder (DOM-free, tested on its own): the step being
 * built as a draft of builder.ts, the table's targets made from it, and what a tap on
 * a target means. Every rule is the builder's; here are only the board's own words
 * for "add this card there" (`+r7@1,0`) and "name a joker there" (`?*@1,0`), which
 * never leave the board: real entries go to the app as they are.
 */

/** What the viewer may do now, from the stage and the legal entries the app lists. */
export type Phase = "wait" | "draw" | "open" | "must-decline" | "lay" | "discard";

export function phaseOf(s: GalleryState, viewer: Seat | null, legal: readonly string[]): Phase {
  if (viewer === null || legal.length === 0 || s.turn === null || s.phase !== "playing") {
    return "wait";
  }
  switch (s.turn.stage) {
    case "draw":
      return "draw";
    case "open":
      return mustDecline(s) ? "must-decline" : "open";
    case "lay":
      return "lay";
    case "discard":
      return "discard";
  }
}

/** The start card came back to the seat that laid it: it must decline again. */
function mustDecline(s: GalleryState): boolean {
  return s.opening !== null && s.turn !== null && s.opening.laidBy === s.turn.seat;
}

/** A fresh draft for the viewer, or null when no step can be built now. */
export function draftFor(s: GalleryState, viewer: Seat | null, phase: Phase): StepDraft | null {
  if (viewer === null || (phase !== "open" && phase !== "lay")) return null;
  return startStep(layContextOf(s, viewer));
}

/** The draft with `placements` replayed; a card the builder refuses ends the replay. */
export function withPlacements(draft: StepDraft, placements: readonly Placement[]): StepDraft {
  let out = draft;
  for (const p of placements) {
    const next = addCard(out, p);
    if (!next.ok) break;
    out = next.value;
  }
  return out;
}

/** The hand without the cards the step has laid, in display order. */
export function handLeft(draft: StepDraft | null, hand: readonly GalleryCard[]): GalleryCard[] {
  let left = [...hand];
  for (const p of draft?.placements ?? []) left = withoutCard(left, handCardFor(p.card));
  return sortCards(left);
}

/**
 * The cells the board draws: the exhibition's bounding box with one more row and
 * column on each side where the 8 × 5 area still allows it (the step's cards included).
 */
export function shownBox(cells: readonly Cell[]): { xs: number[]; ys: number[] } {
  const box = boxOf(cells);
  const span = (lo: number, hi: number, room: number): number[] => {
    const out: number[] = [];
    for (let v = lo - 1; v <= hi + 1; v++) {
      if (Math.max(hi, v) - Math.min(lo, v) < room) out.push(v);
    }
    return out;
  };
  return { xs: span(box.minX, box.maxX, AREA_WIDTH), ys: span(box.minY, box.maxY, AREA_HEIGHT) };
}

/** The one "destination" of a card that fits nowhere now: no slot has this id. */
export const NOWHERE = "nowhere";

export const addNotation = (card: GalleryCard, x: number, y: number): string =>
  `+${card}@${makeCell(x, y)}`;
const JOKER_PREFIX = `?${JOKER}@`;

/** A tap the board keeps: a card added to the step, or a joker to name at a cell. */
export type BoardTap =
  | { readonly kind: "add"; readonly placement: Placement }
  | { readonly kind: "name-joker"; readonly x: number; readonly y: number }
  | { readonly kind: "entry"; readonly text: string };

export function readTap(notation: string): BoardTap {
  if (notation.startsWith("+") || notation.startsWith(JOKER_PREFIX)) {
    const at = notation.lastIndexOf("@");
    const [x, y] = notation
      .slice(at + 1)
      .split(",")
      .map(Number);
    if (notation.startsWith("+")) {
      return { kind: "add", placement: { card: notation.slice(1, at), x, y } };
    }
    return { kind: "name-joker", x, y };
  }
  return { kind: "entry", text: notation };
}

/**
 * The table's targets now. While a step can be built: each hand card to the cells the
 * builder accepts it at, a joker to the cells where some name fits. Before the step's
 * first card: the app's swaps and discards too. Declining: only the declines.
 */
export function boardTargets(args: {
  readonly draft: StepDraft | null;
  readonly hand: readonly GalleryCard[];
  readonly app: LegalTargets;
  readonly phase: Phase;
  readonly declining: boolean;
  readonly cells: readonly Cell[];
}): LegalTargets {
  const out: Record<string, Record<string, string>> = {};
  const keep = (prefix: string) => {
    for (const [origin, to] of Object.entries(args.app)) {
      for (const [destination, notation] of Object.entries(to)) {
        if (notation.startsWith(prefix)) (out[origin] ??= {})[destination] = notation;
      }
    }
  };
  if (args.declining || args.phase === "must-decline") {
    keep("decline ");
    return out;
  }
  const draft = args.draft;
  if (draft !== null) {
    for (const card of new Set(handLeft(draft, args.hand))) {
      const to: Record<string, string> = {};
      if (card === JOKER) {
        for (const { x, y } of args.cells) {
          if (jokerNames(draft, x, y).length > 0)
            to[makeCell(x, y)] = `${JOKER_PREFIX}${makeCell(x, y)}`;
        }
      } else {
        for (const { x, y } of cellsFor(draft, card)) to[makeCell(x, y)] = addNotation(card, x, y);
      }
      // A card with no place yet can still be picked, so a tap on a place says why not.
      out[`h:${card}`] = Object.keys(to).length > 0 ? to : { [NOWHERE]: NOWHERE };
    }
  }
  if ((draft?.placements.length ?? 0) === 0) {
    keep("swap ");
    keep("discard ");
  }
  return out;
}

/** Why `card` (a hand card or `*`) may not go to x,y as the next card: the builder's code. */
export function refusalCode(
  draft: StepDraft,
  card: GalleryCard,
  x: number,
  y: number,
): string | null {
  if (card !== JOKER) return refusal(draft, card, x, y)?.code ?? null;
  if (jokerNames(draft, x, y).length > 0) return null;
  // A reason that holds for any name (occupied, no contact, the area…), else "no name fits".
  const code = refusal(draft, "*r1", x, y)?.code ?? null;
  const anyName = [
    "not-in-hand",
    "outside-area",
    "occupied",
    "not-adjacent",
    "keep-one-card",
    "over-limit",
    "open-one-line",
  ];
  return code !== null && anyName.includes(code) ? code : "joker-fits-not";
}

/** Whether `card` at x,y would make the step complete and valid ("Lay" would be enabled). */
export function completesWith(draft: StepDraft, card: GalleryCard, x: number, y: number): boolean {
  if (card === JOKER) return false;
  const next = addCard(draft, { card, x, y });
  return next.ok && assess(next.value).error === null;
}

/** The step as the entry the app logs: `open …` in an opening, else `lay …`. */
export function stepEntry(draft: StepDraft): string {
  const type = draft.context.rules.opening ? "open" : "lay";
  return formatMove({ type, cards: draft.placements });
}

/** The builder's report, and whether "Lay" (or "Open") may be pressed. */
export function stepStatus(draft: StepDraft): { report: StepReport; ready: boolean } {
  const report = assess(draft);
  return { report, ready: draft.placements.length > 0 && report.error === null };
}

/** The viewer's points on the exhibition after the step (cards bearing their token). */
export function pointsAfter(s: GalleryState, draft: StepDraft): number {
  const seat = draft.context.seat;
  let sum = 0;
  for (const p of s.table) {
    const owned = p.owner === seat || (draft.context.rules.opening && p.x === 0 && p.y === 0);
    if (owned && !p.card.startsWith("*")) sum += Number(p.card.slice(1));
  }
  for (const p of draft.placements) if (!p.card.startsWith("*")) sum += Number(p.card.slice(1));
  return sum;
}
