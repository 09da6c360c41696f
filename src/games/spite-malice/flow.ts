import type { Seat } from "../../engine/game";
import { emptyCentre } from "./centre";
import { sortCards } from "../cards/deck";
import { drawUpTo } from "../cards/hand";
import type { Card, HandRecord, HandReason, SpiteState } from "./state";

/**
 * How a hand moves on between entries: the deal, the draws (and when a reshuffle is
 * due), the end of a turn, the end of a hand and the next hand of a match.
 */

export const HAND_SIZE = 5;

/** The seat that starts the next hand: drawn by lot for the first, then the next seat round. */
export function nextFirst(s: SpiteState): Seat | null {
  return s.history.length === 0 ? null : (s.first + 1) % s.seats;
}

/** Fields an entry changes; the flow below makes one new state of them (no chain of copies). */
export type Patch = { -readonly [K in keyof SpiteState]?: SpiteState[K] };

/**
 * `s` with `p`'s fields, built field by field: one object of one shape for every state
 * (replay makes one per entry, and a spread of two objects is several times slower).
 */
export function patched(s: SpiteState, p: Patch): SpiteState {
  return {
    options: s.options,
    seats: s.seats,
    phase: p.phase ?? s.phase,
    turn: p.turn ?? s.turn,
    first: p.first ?? s.first,
    goals: p.goals ?? s.goals,
    hands: p.hands ?? s.hands,
    discards: p.discards ?? s.discards,
    centre: p.centre ?? s.centre,
    stock: p.stock ?? s.stock,
    setAside: p.setAside ?? s.setAside,
    drawDue: p.drawDue ?? s.drawDue,
    dryStart: p.dryStart ?? s.dryStart,
    played: p.played ?? s.played,
    idleTurns: p.idleTurns ?? s.idleTurns,
    totals: p.totals ?? s.totals,
    history: p.history ?? s.history,
  };
}

export function dealt(
  s: SpiteState,
  first: Seat,
  goals: readonly (readonly Card[])[],
  stock: readonly Card[],
): SpiteState {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  return startTurn(s, {
    phase: "play",
    first,
    turn: first,
    goals: goals.map((g) => [...g]),
    hands: seats.map(() => []),
    discards: seats.map(() => [[], [], [], []]),
    centre: emptyCentre(s.options),
    stock: [...stock],
    setAside: [],
    idleTurns: 0,
  });
}

/** The turn of `turn` begins: it draws up to five. */
function startTurn(s: SpiteState, patch: Patch): SpiteState {
  const stock = patch.stock ?? s.stock;
  const setAside = patch.setAside ?? s.setAside;
  patch.dryStart = stock.length === 0 && setAside.length === 0;
  patch.played = false;
  return drawUp(s, patch);
}

/**
 * The seat to move draws from the stock top until it holds five. When the stock runs
 * out first and completed piles are set aside, a reshuffle is due (and this draw is
 * completed after it); with nothing set aside the draw stays short.
 */
export function drawUp(s: SpiteState, patch: Patch = {}): SpiteState {
  const turn = patch.turn ?? s.turn;
  const hands = patch.hands ?? s.hands;
  const stock = patch.stock ?? s.stock;
  const setAside = patch.setAside ?? s.setAside;
  const hand = hands[turn];
  if (hand.length < HAND_SIZE && stock.length > 0) {
    // The kit's one way from a face-down stock into a hand (where fair play reveals it).
    const drawn = drawUpTo(hand, stock, HAND_SIZE);
    patch.hands = hands.map((h, i) => (i === turn ? drawn.hand : h));
    patch.stock = drawn.stock;
  }
  const held = (patch.hands ?? hands)[turn].length;
  const left = (patch.stock ?? stock).length;
  patch.drawDue = held < HAND_SIZE && left === 0 && setAside.length > 0;
  return patched(s, patch);
}

/** The set-aside cards become the stock, and the draw that was due is completed. */
export function reshuffled(s: SpiteState, stock: readonly Card[]): SpiteState {
  return drawUp(s, { stock: [...stock], setAside: [] });
}

export function setAsideWith(s: SpiteState, completed: readonly Card[]): readonly Card[] {
  return sortCards([...s.setAside, ...completed]);
}

/** After the closing discard (or `end`): a blocked hand ends, else the next seat's turn. */
export function endTurn(s: SpiteState, patch: Patch = {}): SpiteState {
  const idleTurns = s.dryStart && !s.played ? s.idleTurns + 1 : 0;
  if (idleTurns >= s.seats) return endHand(patched(s, { ...patch, idleTurns }), "blocked");
  patch.idleTurns = idleTurns;
  patch.turn = (s.turn + 1) % s.seats;
  return startTurn(s, patch);
}

/**
 * Scores the hand: an emptied goal pile is worth 5 plus every card left in the other
 * goal piles; a blocked hand gives the seats with the fewest goal cards the difference
 * to each opponent. Then the match is over, or the next hand's deal is due.
 */
export function endHand(s: SpiteState, reason: HandReason): SpiteState {
  const left = s.goals.map((g) => g.length);
  const fewest = Math.min(...left);
  const winners = reason === "goal" ? [s.turn] : seatsWhere(left, (n) => n === fewest);
  const points = left.map((own, seat) =>
    winners.includes(seat)
      ? left.reduce((sum, n, other) => sum + (other === seat ? 0 : n - own), 0)
      : 0,
  );
  if (reason === "goal") points[s.turn] += 5;
  const record: HandRecord = { winners, points, reason };
  const totals = s.totals.map((t, i) => t + points[i]);
  const ended = patched(s, { totals, history: [...s.history, record], drawDue: false });
  const target = s.options.match;
  if (target === 0 || Math.max(...totals) >= target) return { ...ended, phase: "over" };
  return { ...ended, phase: "deal", turn: (s.first + 1) % s.seats };
}

function seatsWhere(values: readonly number[], keep: (v: number) => boolean): Seat[] {
  return values.flatMap((v, i) => (keep(v) ? [i] : []));
}

/** The winners of a finished game: the hand's, or with a match the highest totals. */
export function finalWinners(s: SpiteState): Seat[] {
  const last = s.history[s.history.length - 1];
  if (s.options.match === 0) return last ? [...last.winners] : [];
  const best = Math.max(...s.totals);
  return seatsWhere(s.totals, (t) => t === best);
}
