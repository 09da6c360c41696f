import type { Seat } from "../../engine/game";
import * as cards from "./cards";
import type { GalleryCard } from "./cards";
import * as grid from "./grid";
import type { GalleryOutcome, GalleryState, Hidden, Placed, Placement, Turn } from "./state";

// Read once: a call through an imported binding costs a getter under tsx (see laying.ts).
const { handCardFor, isTokenCard, JOKER, pointsOf } = cards;
const { makeCell } = grid;

/**
 * How a game of Picture Gallery moves on: the exhibition's opening, the turns, the
 * closing and its scoring, the next exhibition, the last round once the draw pile has
 * run out, and the end. Each function takes a state whose entry was checked.
 */

/** The size limit of the current exhibition: 8, 9, 10… with two players, else 14, 15… */
export function sizeLimit(s: Pick<GalleryState, "seats" | "exhibition">): number {
  return (s.seats === 2 ? 8 : 14) + s.exhibition;
}

export const nextSeat = (s: GalleryState, seat: Seat): Seat => (seat + 1) % s.seats;

const turnOf = (seat: Seat, stage: Turn["stage"]): Turn => ({
  seat,
  stage,
  laid: false,
  fresh: [],
});

export function withHand(s: GalleryState, seat: Seat, hand: readonly Hidden[]): GalleryState {
  return { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)) };
}

/** Removes one copy of each card from the seat's hand. */
export function handWithout(hand: readonly Hidden[], cards: readonly GalleryCard[]): Hidden[] {
  const out = [...hand];
  for (const card of cards) {
    const at = out.indexOf(card);
    if (at >= 0) out.splice(at, 1);
  }
  return out;
}

/**
 * `opener` opens a new exhibition: the top of the draw pile is turned as its start card
 * (a joker there goes to the opener's hand and the next card is turned). With no card
 * to turn, no exhibition opens and the game ends. In a fair game the top is a token,
 * opened to all once it lies at 0,0: a joker found there then is taken by the `joker`
 * event (`takeStartJoker`), which does what this loop does.
 */
export function startExhibition(s: GalleryState, opener: Seat): GalleryState {
  const stock = [...s.stock];
  const hand = [...s.hands[opener]];
  while (stock.length > 0 && stock[0] === JOKER) hand.push(stock.shift() as Hidden);
  const taken = { ...withHand(s, opener, hand), stock };
  if (stock.length === 0) return finish(taken, "no-opening");
  const start = stock.shift() as GalleryCard;
  return {
    ...taken,
    stock,
    table: [{ x: 0, y: 0, card: start, owner: null }],
    opening: { opener, laidBy: null, returns: {} },
    closed: false,
    turn: turnOf(opener, "open"),
  };
}

/**
 * The start card turned at 0,0 opened to all as a joker (a fair game: it was a token
 * when it was turned): it goes to the opener's hand and the next card is turned.
 */
export function takeStartJoker(s: GalleryState): GalleryState {
  const opener = s.opening!.opener;
  const hand = [...s.hands[opener], JOKER];
  return startExhibition({ ...withHand(s, opener, hand), table: [], opening: null }, opener);
}

/** Whether the start card being opened is a joker: the `joker` event is due. */
export function startIsJoker(s: GalleryState): boolean {
  return s.phase === "playing" && s.opening !== null && s.table[0]?.card === JOKER;
}

/** The turn passes to `seat` while the exhibition is being opened. */
function openingTurn(s: GalleryState, seat: Seat): GalleryState {
  // A turn that starts with the draw pile empty opens no exhibition.
  if (s.stock.length === 0) return finish(s, "no-opening");
  return { ...s, turn: turnOf(seat, "open") };
}

/** The opener takes the start card and lays `card` as the new start card. */
export function decline(s: GalleryState, card: GalleryCard): GalleryState {
  const opening = s.opening!;
  const seat = opening.opener;
  const start = s.table[0].card;
  const hand = handWithout([...s.hands[seat], start], [card]);
  return openingTurn(
    {
      ...withHand(s, seat, hand),
      table: [{ x: 0, y: 0, card, owner: null }],
      opening: { ...opening, laidBy: seat },
    },
    nextSeat(s, seat),
  );
}

/**
 * A `pass` while the exhibition is being opened. When every other seat has passed on
 * the start card it comes back to the opener, who must decline again — or, the third
 * time that card comes back, it goes to the bazaar and the next seat opens with a new
 * start card. An opener who can neither open nor decline passes the same way.
 */
export function passOpening(s: GalleryState): GalleryState {
  const opening = s.opening!;
  const seat = s.turn!.seat;
  if (seat === opening.opener) return retireStartCard(s);
  const next = nextSeat(s, seat);
  if (next !== opening.opener) return openingTurn(s, next);
  const card = s.table[0].card;
  const returns = { ...opening.returns, [card]: (opening.returns[card] ?? 0) + 1 };
  if (returns[card] >= 3) return retireStartCard(s);
  return openingTurn({ ...s, opening: { ...opening, returns } }, next);
}

function retireStartCard(s: GalleryState): GalleryState {
  const opener = s.opening!.opener;
  const retired = { ...s, bazaar: [...s.bazaar, s.table[0].card], table: [], opening: null };
  return startExhibition(retired, nextSeat(s, opener));
}

/** The opening step: the exhibition is open, the opener's tokens on the start card too. */
export function open(s: GalleryState, cards: readonly Placement[]): GalleryState {
  const seat = s.turn!.seat;
  const start = { ...s.table[0], owner: seat };
  // Nothing more is laid in the opening turn: it goes on to the discard.
  const opened = { ...s, table: [start], opening: null, turn: turnOf(seat, "discard") };
  return closeIfFull(laySteps(opened, cards), cards);
}

/** A `lay` step. */
export function lay(s: GalleryState, cards: readonly Placement[]): GalleryState {
  return closeIfFull(laySteps(s, cards), cards);
}

function laySteps(s: GalleryState, cards: readonly Placement[]): GalleryState {
  const turn = s.turn!;
  const seat = turn.seat;
  const placed: Placed[] = cards.map((p) => ({
    x: p.x,
    y: p.y,
    card: p.card,
    owner: p.card.startsWith("*") ? null : seat,
  }));
  const hand = handWithout(
    s.hands[seat],
    cards.map((p) => handCardFor(p.card)),
  );
  return {
    ...withHand(s, seat, hand),
    table: [...s.table, ...placed],
    turn: { ...turn, laid: true, fresh: [...turn.fresh, ...cards.map((p) => makeCell(p.x, p.y))] },
  };
}

/** Swaps the joker at x,y for `card` from the hand; the joker goes to the hand. */
export function swap(s: GalleryState, card: GalleryCard, x: number, y: number): GalleryState {
  const turn = s.turn!;
  const table = s.table.map((p) => (p.x === x && p.y === y ? { x, y, card, owner: turn.seat } : p));
  const hand = [...handWithout(s.hands[turn.seat], [card]), JOKER];
  return { ...withHand(s, turn.seat, hand), table, turn: { ...turn, laid: true } };
}

/** Closes the exhibition when the step brought it to its size limit, and scores it. */
function closeIfFull(s: GalleryState, step: readonly Placement[]): GalleryState {
  const limit = sizeLimit(s);
  if (s.table.length < limit) return s;
  const closer = s.turn!.seat;
  const over = s.table.length > limit ? pointsOf(step[step.length - 1].card) : 0;
  const points = tokenPoints(s).map((p, seat) => (seat === closer ? (p - over) * 2 : p));
  return {
    ...s,
    closed: true,
    scores: s.scores.map((total, seat) => total + points[seat]),
    history: [...s.history, { limit, cards: s.table.length, closer, overshoot: over, points }],
    turn: { ...s.turn!, stage: "discard" },
  };
}

/** Each seat's points on the exhibition: the values of the cards bearing its token. */
export function tokenPoints(s: GalleryState): number[] {
  const points = Array<number>(s.seats).fill(0);
  for (const p of s.table) if (p.owner !== null) points[p.owner] += pointsOf(p.card);
  return points;
}

/** Ends the turn: the next seat's turn, or after a closing the next exhibition. */
export function endTurn(s: GalleryState): GalleryState {
  const seat = s.turn!.seat;
  if (!s.closed) return beginTurn(s, nextSeat(s, seat));
  const cleared: GalleryState = {
    ...s,
    out: [...s.out, ...s.table.map((p) => handCardFor(p.card))],
    table: [],
    closed: false,
    exhibition: s.exhibition + 1,
  };
  if (s.stock.length === 0) return finish(cleared, "last-exhibition");
  return startExhibition(cleared, nextSeat(s, seat));
}

/**
 * A turn on the open exhibition starts with a draw — or, once the draw pile is empty,
 * with no draw at all: the bazaar then leaves the game and the last round begins.
 */
function beginTurn(s: GalleryState, seat: Seat): GalleryState {
  if (s.stock.length > 0) return { ...s, turn: turnOf(seat, "draw") };
  const last = s.lastRound
    ? s
    : { ...s, lastRound: true, out: [...s.out, ...s.bazaar], bazaar: [] };
  return { ...last, turn: turnOf(seat, "lay") };
}

/** A `pass` on the open exhibition; a full round of them in the last round ends the game. */
export function passTurn(s: GalleryState): GalleryState {
  if (!s.lastRound) return endTurn(s);
  const passes = s.passes + 1;
  if (passes >= s.seats) return finish({ ...s, passes }, "all-passed");
  return endTurn({ ...s, passes });
}

export function endLastRoundTurn(s: GalleryState): GalleryState {
  return endTurn({ ...s, passes: 0 });
}

export function discard(s: GalleryState, card: GalleryCard): GalleryState {
  const seat = s.turn!.seat;
  const hand = handWithout(s.hands[seat], [card]);
  return endTurn({ ...withHand(s, seat, hand), bazaar: [...s.bazaar, card] });
}

export function draw(s: GalleryState): GalleryState {
  const seat = s.turn!.seat;
  const [top, ...stock] = s.stock;
  const hand = [...s.hands[seat], top];
  return { ...withHand(s, seat, hand), stock, turn: { ...s.turn!, stage: "lay" } };
}

export function takeBazaar(s: GalleryState): GalleryState {
  const seat = s.turn!.seat;
  const hand = [...s.hands[seat], ...s.bazaar];
  return { ...withHand(s, seat, hand), bazaar: [], turn: { ...s.turn!, stage: "lay" } };
}

/**
 * The end: an exhibition still open is scored without the doubling, each card left in
 * a hand counts its value against its holder, and the highest total wins (ties share).
 * In a fair game the hands may still hold tokens: the hands are then shown to all
 * (`view`), and the outcome is settled once every card is open (`outcomeOf`).
 */
export function finish(s: GalleryState, reason: string): GalleryState {
  const scores = [...s.scores];
  let history = s.history;
  const unfinished = s.opening === null && !s.closed && s.table.length > 0;
  if (unfinished) {
    const points = tokenPoints(s);
    points.forEach((p, seat) => (scores[seat] += p));
    history = [
      ...history,
      { limit: sizeLimit(s), cards: s.table.length, closer: null, overshoot: 0, points },
    ];
  }
  const over: GalleryState = {
    ...s,
    phase: "over",
    out: [...s.out, ...s.table.map((p) => handCardFor(p.card))],
    table: [],
    opening: null,
    closed: false,
    turn: null,
    history,
  };
  const settled = { reason, scores };
  const outcome = outcomeOf({ ...over, settling: settled });
  return outcome === null ? { ...over, settling: settled } : { ...over, outcome };
}

/**
 * The outcome of a game over: its stored outcome, or (a fair game that ended with
 * tokens in hand) the one settled from `settling` once every hand card is open; null
 * while a hand card is still a token.
 */
export function outcomeOf(s: GalleryState): GalleryOutcome | null {
  if (s.outcome !== null) return s.outcome;
  if (s.phase !== "over" || s.settling === undefined) return null;
  const scores = [...s.settling.scores];
  for (let seat = 0; seat < s.hands.length; seat++) {
    for (const card of s.hands[seat]) {
      if (card === null) continue; // a viewer's state (a bot's search): as before, unknown
      if (isTokenCard(card)) return null;
      scores[seat] -= pointsOf(card);
    }
  }
  const best = Math.max(...scores);
  const winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  return { scores, winners, reason: s.settling.reason };
}
