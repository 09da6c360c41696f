import { fail, ok, type Result } from "../../engine/errors";
import type { GameHint } from "../../engine/hint";
import type { Seat } from "../../engine/game";
import { rngFromText } from "../../engine/random";
import type { Colour } from "../mosaic/order";
import { withCard } from "../mosaic/table";
import { teamOf } from "../mosaic/teams";
import { fromSim, search, STRONG, type SearchResult } from "./bot-strong";
import type { MountainsMove } from "./notation";
import { isDealt, isOver } from "./progress";
import { mountains } from "./rules";
import { mountainsOf, teamPoints } from "./scoring";
import type { MountainsState } from "./state";

/** The hint's shape: the engine's contract (src/engine/hint.ts). */
export type MountainsHint = GameHint;

/**
 * The seed of the hint's search: a fixed text, so the same view always gives the same
 * hint (asking twice does not give two answers).
 */
export const HINT_SEED = "tabula-hint";

/**
 * "What would you play?" for Mountains: the strong bot's move for `seat` from its view
 * (chooseMove at "strong" with the rng of HINT_SEED, the full STRONG budget: a search
 * takes some 25 ms in Node, well under a second on a phone), with one line saying what
 * the card does to its mountain and the score now, and how often the bot's playouts
 * from it were won.
 */
export function mountainsHint(view: unknown, seat: Seat): Result<MountainsHint> {
  if (!isPosition(view)) return fail("no-hint", "this is not a Mountains position");
  const legal = mountains.legalMoves(view, seat);
  if (legal.length === 0) {
    const why = isOver(view)
      ? "the game is over"
      : !isDealt(view)
        ? "the cards are not dealt yet"
        : `it is not seat ${seat}'s turn`;
    return fail("no-hint", why);
  }
  // chooseMove's own order: a lone legal move is played without a search.
  const found: SearchResult | null =
    legal.length === 1 ? null : search(view, seat, rngFromText(HINT_SEED), STRONG);
  const move = found === null ? legal[0] : fromSim(view, found.move);
  return ok({ move: mountains.formatMove(move), reason: reasonOf(view, seat, move, found) });
}

/**
 * The fields the hint reads, roughly checked: the worker hands it what the play screen
 * sent (view/state-guard.ts checks the whole shape for the board, but a pure file may
 * not import the view's).
 */
function isPosition(view: unknown): view is MountainsState {
  if (typeof view !== "object" || view === null) return false;
  const s = view as Partial<Record<keyof MountainsState, unknown>>;
  return (
    typeof s.options === "object" &&
    s.options !== null &&
    Array.isArray(s.hands) &&
    Array.isArray(s.table) &&
    Number.isInteger(s.seats)
  );
}

/** The reason line: the move's effect now, then the bot's estimate (or "the only move"). */
function reasonOf(
  view: MountainsState,
  seat: Seat,
  move: MountainsMove,
  found: SearchResult | null,
): MountainsHint["reason"] {
  if (move.type !== "place") {
    return {
      en: "None of your cards fits anywhere: you have to pass.",
      ru: "Ни одна твоя карта никуда не подходит: остаётся пас.",
    };
  }
  const effect = effectOf(view, seat, move);
  const estimate =
    found === null || found.playouts === 0
      ? { en: "it is the only card that fits", ru: "это единственный возможный ход" }
      : estimateOf(found);
  return { en: `${effect.en}; ${estimate.en}.`, ru: `${effect.ru}; ${estimate.ru}.` };
}

type Words = { readonly en: string; readonly ru: string };

/** What the card does to its mountain (or the base), and the points of both teams after it. */
function effectOf(
  view: MountainsState,
  seat: Seat,
  move: Extract<MountainsMove, { type: "place" }>,
): Words {
  const red = view.red ?? "A";
  const team = teamOf(seat);
  const mine: Colour = team === red ? "red" : "black";
  const scheme = view.options.points;
  const table = withCard(view.table, move.card, move.cell);
  const points = teamPoints(table, scheme, red);
  const ours = points[team];
  const theirs = points[team === "A" ? "B" : "A"];
  const score: Words = {
    en: ` (your team ${ours}, theirs ${theirs})`,
    ru: ` (у твоей команды ${ours}, у соперников ${theirs})`,
  };
  const what = changeOf(view, table, move.cell, mine);
  return { en: what.en + score.en, ru: what.ru + score.ru };
}

/** The mountain's change, numbered as the board numbers it after the move (from the left). */
function changeOf(
  view: MountainsState,
  table: MountainsState["table"],
  { x, y }: { readonly x: number; readonly y: number },
  mine: Colour,
): Words {
  if (view.table.length === 0) return { en: "Starts the base", ru: "Начинает основание" };
  // Stage 1: every card of the base is a mountain of its own, one card high.
  if (y === 0) {
    return table.length === view.options.width
      ? { en: "Completes the base", ru: "Завершает основание" }
      : { en: "Extends the base", ru: "Удлиняет основание" };
  }
  const scheme = view.options.points;
  const before = mountainsOf(view.table, scheme).find((m) => m.x === x)!;
  const afterAll = mountainsOf(table, scheme);
  const index = afterAll.findIndex((m) => m.x === x);
  const after = afterAll[index];
  const n = index + 1;
  // A team lays only its own colour (the own-colour deal): its sum on the mountain grows.
  if (before.owner === mine) {
    return {
      en: `Grows your team's mountain ${n} to ${after.height} cards`,
      ru: `Гора ${n} твоей команды вырастает до ${after.height} ${cardsGenitive(after.height)}`,
    };
  }
  if (after.owner === mine) {
    return before.owner === null
      ? { en: `Wins mountain ${n} for your team`, ru: `Гора ${n} достаётся твоей команде` }
      : { en: `Takes mountain ${n} from the other team`, ru: `Отбирает гору ${n} у соперников` };
  }
  if (after.owner === null) {
    return { en: `Evens the sums of mountain ${n}`, ru: `Уравнивает суммы горы ${n}` };
  }
  const gap = Math.abs(after.red - after.black);
  return {
    en: `Cuts the other team's lead on mountain ${n} to ${gap}`,
    ru: `Сокращает перевес соперников на горе ${n} до ${gap}`,
  };
}

/** "до 2 карт", "до 21 карты": the genitive after «до». */
function cardsGenitive(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? "карты" : "карт";
}

/** How the bot's playouts from the move went: the share won (and drawn, if any). */
function estimateOf(found: SearchResult): Words {
  const n = found.playouts;
  const won = percent(found.wins, n);
  const drawn = percent(found.draws, n);
  return {
    en: `the bot wins ${won}% of its ${n} playouts from here${drawn > 0 ? ` and draws ${drawn}%` : ""}`,
    ru: `бот выигрывает ${won} % из ${n} ${playoutsGenitive(n)} после этого хода${drawn > 0 ? `, ещё ${drawn} % — вничью` : ""}`,
  };
}

/** k of n in whole percent, never rounded to 0 or 100 unless it is exactly that. */
function percent(k: number, n: number): number {
  const p = Math.round((100 * k) / n);
  return k > 0 && p === 0 ? 1 : k < n && p === 100 ? 99 : p;
}

/** "из 21 розыгрыша", "из 640 розыгрышей": the genitive after «из». */
function playoutsGenitive(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? "розыгрыша" : "розыгрышей";
}
