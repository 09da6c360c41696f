import * as errors from "../../engine/errors";
import type { GameError } from "../../engine/errors";
import type { Actor, Seat } from "../../engine/game";
import * as builder from "./builder";
import * as cards from "./cards";
import type { GalleryCard } from "./cards";
import * as context from "./context";
import * as flow from "./flow";
import { isFairDeal } from "../cards/deal";
import type { GalleryMove } from "./notation";
import type { GalleryState } from "./state";

/** Cards each player is dealt. */
export const HAND_SIZE = 10;

// Read once: a call through an imported binding costs a getter under tsx (see laying.ts).
const { ErrorCode, gameError: err } = errors;
const { stepError } = builder;
const { galleryDeck, isTokenCard, sameCards } = cards;
const { startIsJoker } = flow;
const { layContextOf } = context;

/** Why `actor` may not play `move` now, or null (the whole of `check`). */
export function checkMove(s: GalleryState, actor: Actor, move: GalleryMove): GameError | null {
  if (s.phase === "over") return err(ErrorCode.GameOver, "the game is over");
  if (s.phase === "deal") {
    if (actor !== "chance") return err(ErrorCode.RandomDue, `the deal is due first`);
    if (move.type !== "deal")
      return err(ErrorCode.WrongRandom, `the deal is due, not "${move.type}"`);
    return checkDeal(s, move);
  }
  if (startIsJoker(s)) {
    if (actor !== "chance")
      return err(ErrorCode.RandomDue, "the joker turned as start card goes first");
    return move.type === "joker"
      ? null
      : err(ErrorCode.WrongRandom, `the start card is a joker: "joker" is due`);
  }
  if (actor === "chance") return err(ErrorCode.NotRandomNow, "no random event is due now");
  if (move.type === "joker") return err("joker-by-chance", `"joker" is written by chance`);
  const turn = s.turn!;
  // A fair game's start card is a token until every device has opened it to all: no
  // rule may read it before (docs/fair-play.md: a token is an opaque card).
  if (turn.stage === "open" && isTokenCard(s.table[0]?.card ?? "")) {
    return err("start-card-hidden", "the start card is still being turned up");
  }
  if (actor !== turn.seat) return err(ErrorCode.NotYourTurn, `it is seat ${turn.seat}'s turn`);
  switch (turn.stage) {
    case "open":
      return checkOpening(s, actor, move);
    case "draw":
      return checkDraw(s, move);
    case "lay":
      return checkLay(s, actor, move);
    case "discard":
      return checkLastDiscard(s, actor, move);
  }
}

function checkDeal(
  s: GalleryState,
  move: Extract<GalleryMove, { type: "deal" }>,
): GameError | null {
  if (move.first < 0 || move.first >= s.seats) {
    return err("bad-deal", `the first player is one of seats 0 to ${s.seats - 1}`);
  }
  if (move.hands.length !== s.seats || move.hands.some((h) => h.length !== HAND_SIZE)) {
    return err("bad-deal", `the deal gives ${HAND_SIZE} cards to each of ${s.seats} seats`);
  }
  const stock = galleryDeck().length - s.seats * HAND_SIZE;
  if (move.stock.length !== stock) {
    return err("bad-deal", `the draw pile gets ${stock} cards, not ${move.stock.length}`);
  }
  // A fair deal lists tokens (#d.p): only its sizes can be checked here; the fair fold
  // checks the deck itself, and the audit its cards.
  if (isFairDeal([...move.hands, move.stock])) return null;
  if (!sameCards([...move.hands.flat(), ...move.stock], galleryDeck())) {
    return err("bad-deal", "the deal must hold the 86 cards exactly: 80 pictures and 6 jokers");
  }
  return null;
}

function holds(s: GalleryState, seat: Seat, card: GalleryCard): boolean {
  return s.hands[seat].includes(card);
}

function checkOpening(s: GalleryState, seat: Seat, move: GalleryMove): GameError | null {
  const opening = s.opening!;
  const isOpener = seat === opening.opener;
  const cameBack = isOpener && opening.laidBy === seat;
  switch (move.type) {
    case "open":
      if (cameBack) {
        return err("must-decline", "your start card came back to you: take it and lay another");
      }
      return stepError(layContextOf(s, seat), move.cards);
    case "decline":
      if (!isOpener) {
        return err("not-opener", `only seat ${opening.opener} may decline; open or pass`);
      }
      if (move.card.startsWith("*")) return err("decline-joker", "a joker is never a start card");
      if (!holds(s, seat, move.card)) {
        return move.card === s.table[0].card
          ? err("decline-same-card", `lay another card than the start card ${move.card}`)
          : err("not-in-hand", `there is no ${move.card} in your hand`);
      }
      return null;
    case "pass":
      // The opener passes only with no picture card at all in hand: then it can neither
      // decline (a start card is never a joker) nor open (a line holds one joker).
      if (!isOpener) return null;
      return cameBack || s.hands[seat].some((c) => c !== null && !c.startsWith("*"))
        ? err("must-open-or-decline", "open the exhibition, or decline with another card")
        : null;
    default:
      return err("opening-now", "the exhibition is being opened: open, decline or pass");
  }
}

function checkDraw(s: GalleryState, move: GalleryMove): GameError | null {
  if (move.type === "draw") return null;
  if (move.type === "bazaar") {
    return s.bazaar.length > 0 ? null : err("bazaar-empty", "the bazaar is empty: draw a card");
  }
  return err("draw-first", "start your turn with draw, or take the whole bazaar");
}

function checkLay(s: GalleryState, seat: Seat, move: GalleryMove): GameError | null {
  const turn = s.turn!;
  switch (move.type) {
    case "lay":
      return stepError(layContextOf(s, seat), move.cards);
    case "swap":
      return checkSwap(s, seat, move.card, move.x, move.y);
    case "discard":
      if (s.lastRound) return noBazaar();
      if (!turn.laid) {
        return err("discard-without-laying", "you laid nothing this turn: end it with pass");
      }
      return holds(s, seat, move.card)
        ? null
        : err("not-in-hand", `there is no ${move.card} in your hand`);
    case "pass":
      return turn.laid
        ? err(
            "pass-after-laying",
            s.lastRound ? "you laid cards: end with end" : "you laid cards: end with a discard",
          )
        : null;
    case "end":
      if (!s.lastRound)
        return err("end-needs-last-round", "end your turn with a discard to the bazaar");
      return turn.laid
        ? null
        : err("end-without-laying", "you laid nothing this turn: end it with pass");
    case "draw":
    case "bazaar":
      return s.lastRound
        ? err("no-drawing", "the draw pile is empty: nobody draws any more")
        : err("already-drew", "you have taken your card this turn");
    default:
      return err("opening-done", "the exhibition is already open");
  }
}

function checkSwap(
  s: GalleryState,
  seat: Seat,
  card: GalleryCard,
  x: number,
  y: number,
): GameError | null {
  const target = s.table.find((p) => p.x === x && p.y === y);
  if (!target || !target.card.startsWith("*")) {
    return err("no-joker-there", `there is no joker at ${x},${y}`);
  }
  if (target.card.slice(1) !== card) {
    return err(
      "joker-stands-for-other",
      `the joker at ${x},${y} stands for ${target.card.slice(1)}, not ${card}`,
    );
  }
  return holds(s, seat, card) ? null : err("not-in-hand", `there is no ${card} in your hand`);
}

function noBazaar(): GameError {
  return err("no-discard", "the draw pile is empty: there is no bazaar; end your turn with end");
}

/** After the opening step or the closing step nothing more is laid: only the discard. */
function checkLastDiscard(s: GalleryState, seat: Seat, move: GalleryMove): GameError | null {
  if (move.type === "discard") {
    if (s.lastRound) return noBazaar();
    return holds(s, seat, move.card)
      ? null
      : err("not-in-hand", `there is no ${move.card} in your hand`);
  }
  if (move.type === "end" && s.lastRound) return null;
  if (move.type === "lay" || move.type === "swap") {
    return s.closed
      ? err("exhibition-closed", "the exhibition is closed: nothing more is laid on it")
      : err("opening-done", "nothing more is laid in the turn that opens the exhibition");
  }
  return err(
    "must-discard",
    s.lastRound ? "end your turn with end" : "end your turn with a discard to the bazaar",
  );
}
