import { type GameError, type Result, ok } from "../engine/errors";
import type { CardValue } from "./cards";
import { deckStage, newDeck, type DeckState } from "./deck-state";
import { diceReady, nextEvent } from "./dice";
import { FairCode, fairError, fairFail } from "./errors";
import { FairLimits } from "./notation";
import { activeDevices, deckDevices, type FairState } from "./state";

// The decks of the next random event (fair play): which are pending, starting them,
// whether the event can be drawn, and what drawing it does to them.

/**
 * The decks the due random event deals, not dealt yet: usually one; a game may deal
 * several at one event (Mountains: the red and the black cards, shuffled apart).
 */
export function pendingDecks(state: FairState): DeckState[] {
  return state.decks.filter((d) => !d.dealt);
}

/**
 * The deck being prepared for the next random event: the first pending deck not yet
 * shuffled and locked (the devices prepare them one after another), else the last one.
 */
export function pendingDeck(state: FairState): DeckState | null {
  const pending = pendingDecks(state);
  return pending.find((d) => deckStage(d).kind !== "ready") ?? pending.at(-1) ?? null;
}

/**
 * Starts the deck the due random event will deal: `cards` in the order every device
 * computes from the game state (the rules' deck of the deal). The active devices
 * shuffle and lock it, in order, before the event's random entry.
 */
export function beginDeck(state: FairState, cards: readonly CardValue[]): Result<FairState> {
  return beginDecks(state, [cards]);
}

/** Starts every deck the due random event deals, in the order the game deals them. */
export function beginDecks(
  state: FairState,
  decks: readonly (readonly CardValue[])[],
): Result<FairState> {
  // In trusted mode (after a conversion) outcomes deal real cards: no deck is begun.
  if (state.trusted) return ok(state);
  if (pendingDeck(state)) return fairFail(FairCode.NotDue, "a deck is already being dealt");
  if (decks.length < 1) return fairFail(FairCode.BadDeck, "an event deals at least one deck");
  let next = state;
  for (const cards of decks) {
    if (cards.length < 1 || cards.length > FairLimits.maxDeck) {
      return fairFail(FairCode.BadDeck, `a deck has 1 to ${FairLimits.maxDeck} cards`);
    }
    const valid = (c: CardValue) =>
      typeof c === "string" || (typeof c === "number" && Number.isFinite(c));
    if (!cards.every(valid)) return fairFail(FairCode.BadDeck, "cards are strings or numbers");
    const deck = newDeck(next.decks.length + 1, cards, deckDevices(next));
    next = { ...next, decks: [...next.decks, deck] };
  }
  return ok(next);
}

/** Null when the due random entry can be drawn: every reveal in, and its decks locked. */
export function rollReady(state: FairState): GameError | null {
  const waiting = activeDevices(state).filter((d) => !state.dice.revealed.has(d));
  if (!diceReady(state.dice, state.participants)) {
    return fairError(
      FairCode.NotReady,
      `event ${state.dice.event} waits for ${waiting.join(", ")}`,
    );
  }
  const deck = pendingDeck(state);
  if (deck && deckStage(deck).kind !== "ready") {
    return fairError(FairCode.NotReady, `deck ${deck.index} is not shuffled and locked yet`);
  }
  return null;
}

/** After the random entry of the current event: the next event; its decks are dealt. */
export function afterRoll(state: FairState): FairState {
  const decks = state.decks.some((d) => !d.dealt)
    ? state.decks.map((d) => (d.dealt ? d : { ...d, dealt: true }))
    : state.decks;
  return { ...state, dice: nextEvent(state.dice), decks };
}
