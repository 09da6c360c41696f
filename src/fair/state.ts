import { type Result, ok } from "../engine/errors";
import type { CardValue } from "./cards";
import type { FairHeader } from "./commitment";
import { applyLock, applyShuffle, type DeckState, type DeckVerdict } from "./deck-state";
import { applyClaim, applyOpen, applySecret, type Opened } from "./deck-open";
import {
  applyChain,
  applyReveal,
  applySkip,
  contributors,
  diceReady,
  nextEvent,
  rollKey,
  startDice,
  type DiceState,
} from "./dice";
import { FairCode, fairFail } from "./errors";
import { parseFairEntry } from "./notation";
import { makeToken } from "./tokens";
import { openKnown, othersRevealed, redealDeck } from "./redeal";

/**
 * The fair-play state of a game: a pure fold of its fair entries, the same on every
 * device (it holds public facts only). The log's merge keeps one per position, beside
 * the game state: `applyFairEntry` judges a fair entry at its place; `beginDeck` and
 * `afterRoll` follow the game's random events. Big values (decks) are shared between
 * states, so keeping one per position is cheap.
 */
export interface FairState {
  readonly gameId: string;
  /** The fair devices, sorted by id (header.fair). */
  readonly participants: readonly string[];
  readonly dice: DiceState;
  /** Every deck of the game so far, deck d at index d − 1. */
  readonly decks: readonly DeckState[];
  /** Consents to go on in trusted mode, by the device the table goes on without. */
  readonly trust: ReadonlyMap<string, ReadonlySet<string>>;
  /** The table agreed to go on without this device, in trusted mode from then on. */
  readonly trusted: { readonly without: string; readonly event: number } | null;
  /**
   * After the conversion: the dice event whose reveals dealt again the cards nobody
   * present could open (redeal.ts), or null while that redeal is still to come.
   */
  readonly redealt: number | null;
}

/** A card opened to everyone by an entry: unveil `token` to `card` in the game state. */
export interface Unveiled {
  readonly token: string;
  /** null: the position opens to no card (the deck is broken). */
  readonly card: CardValue | null;
}

export interface FairApplied {
  readonly state: FairState;
  readonly unveiled: readonly Unveiled[];
}

export function startFair(gameId: string, header: FairHeader): FairState {
  return {
    gameId,
    participants: header.devices.map((d) => d.device),
    dice: startDice(header),
    decks: [],
    trust: new Map(),
    trusted: null,
    redealt: null,
  };
}

/** The devices that still key the dice. */
export const activeDevices = (state: FairState): string[] =>
  contributors(state.dice, state.participants);

/**
 * The devices that shuffle and lock a new deck: every fair device but one the table went
 * on without in trusted mode. A device left out of the dice still locks the decks, so its
 * seats' cards stay its own; if it is gone, the deck waits (or the table converts).
 */
export const deckDevices = (state: FairState): string[] =>
  state.participants.filter((d) => d !== state.trusted?.without);

function unveiledOf(deck: DeckState, opened: Opened): Unveiled[] {
  return opened.map(([p, card]) => ({
    token: makeToken(deck.index, p),
    card: card === null ? null : deck.table.cards[card],
  }));
}

function withDeck(state: FairState, deck: DeckState): FairState {
  return { ...state, decks: state.decks.map((d) => (d.index === deck.index ? deck : d)) };
}

/** Judges the fair entry `text` by `author` at a position; the state after it, or why not. */
export function applyFairEntry(
  state: FairState,
  author: string,
  text: string,
): Result<FairApplied> {
  const parsed = parseFairEntry(text);
  if (!parsed.ok) return parsed;
  const entry = parsed.value;
  if (!state.participants.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} is not a fair device of this game`);
  }
  const same = (dice: Result<DiceState>): Result<FairApplied> =>
    dice.ok ? ok({ state: { ...state, dice: dice.value }, unveiled: [] }) : dice;
  switch (entry.type) {
    case "reveal": {
      const dice = applyReveal(state.dice, state.participants, author, entry.event, entry.link);
      return dice.ok ? ok(redealIfReady({ ...state, dice: dice.value })) : dice;
    }
    case "skip":
      return same(applySkip(state.dice, state.participants, author, entry.event, entry.device));
    case "chain":
      return same(
        applyChain(
          state.dice,
          state.participants,
          author,
          entry.start,
          entry.length,
          entry.commitment,
        ),
      );
    case "trust":
      return applyTrust(state, author, entry.without);
  }
  const deck = state.decks[entry.deck - 1];
  if (!deck) return fairFail(FairCode.NotDue, `there is no deck ${entry.deck} yet`);
  switch (entry.type) {
    case "shuffle": {
      const next = applyShuffle(deck, state.gameId, author, entry);
      return next.ok ? ok({ state: withDeck(state, next.value), unveiled: [] }) : next;
    }
    case "lock": {
      const next = applyLock(deck, author, entry.cards);
      return next.ok ? ok({ state: withDeck(state, next.value), unveiled: [] }) : next;
    }
    case "claim": {
      const next = applyClaim(deck, state.gameId, author, entry, text);
      return next.ok ? ok({ state: withDeck(state, next.value), unveiled: [] }) : next;
    }
    case "open": {
      const next = applyOpen(deck, state.gameId, author, entry, text);
      if (!next.ok) return next;
      return ok({
        state: withDeck(state, next.value.deck),
        unveiled: unveiledOf(deck, next.value.opened),
      });
    }
    case "keys": {
      const next = applySecret(deck, author, entry.secret);
      if (!next.ok) return next;
      const without = state.trusted?.without;
      // Trusted mode: the secrets of the devices present open what their keys open.
      const known =
        without !== undefined &&
        !next.value.deck.secrets.has(without) &&
        othersRevealed(next.value.deck, without)
          ? openKnown(next.value.deck)
          : next.value;
      return ok({
        state: withDeck(state, known.deck),
        unveiled: unveiledOf(deck, [
          ...next.value.opened,
          ...(known === next.value ? [] : known.opened),
        ]),
      });
    }
  }
}

function applyTrust(state: FairState, author: string, without: string): Result<FairApplied> {
  if (state.trusted) return fairFail(FairCode.Repeated, "the game is already in trusted mode");
  if (!state.participants.includes(without) || without === author) {
    return fairFail(FairCode.NotDue, `${without} is not another fair device of this game`);
  }
  const consents = new Set(state.trust.get(without) ?? []);
  if (consents.has(author)) return fairFail(FairCode.Repeated, `${author} already agreed`);
  consents.add(author);
  const trust = new Map(state.trust).set(without, consents);
  const everyone = state.participants.filter((d) => d !== without).every((d) => consents.has(d));
  if (!everyone) return ok({ state: { ...state, trust }, unveiled: [] });
  const event = state.dice.event;
  const excluded = new Map(state.dice.excluded);
  if (!excluded.has(without)) excluded.set(without, { event, by: "table" });
  // Decks not dealt yet are dropped: from now on outcomes deal real cards (trusted mode).
  const decks = state.decks.filter((d) => d.dealt);
  return ok({
    state: {
      ...state,
      trust,
      trusted: { without, event },
      decks,
      dice: { ...state.dice, excluded },
    },
    unveiled: [],
  });
}

/** The dealt decks the conversion's redeal is to open (every other one is open or audited). */
const redealDecks = (state: FairState): DeckState[] =>
  state.decks.filter((d) => d.dealt && d.opened.size < d.table.cards.length);

/**
 * Whether the table, converted to trusted mode, is to deal again the cards nobody can
 * open: every device present has revealed its secret of every dealt deck, and the redeal
 * has not happened yet. The devices then reveal their links of the current event (the
 * duties loop), and the last reveal deals them (`redealIfReady`).
 */
export function redealDue(state: FairState): boolean {
  const without = state.trusted?.without;
  if (without === undefined || state.redealt !== null) return false;
  // Nothing left locked (no deal yet, or every card open): no redeal, no event spent.
  // A broken deck is not dealt again: the game is marked broken (brokenDeck).
  if (redealDecks(state).length === 0 || brokenDeck(state)) return false;
  return state.decks.every((d) => !d.dealt || d.secrets.has(without) || othersRevealed(d, without));
}

/**
 * After a reveal: if the redeal is due and this event's reveals are all in, the event
 * deals again every card nobody present can open, and the dice go on to the next event.
 */
function redealIfReady(state: FairState): FairApplied {
  if (!redealDue(state) || !diceReady(state.dice, state.participants)) {
    return { state, unveiled: [] };
  }
  const key = rollKey(state.gameId, state.dice, state.participants);
  let next: FairState = state;
  const unveiled: Unveiled[] = [];
  for (const deck of redealDecks(state)) {
    const dealt = redealDeck(deck, key);
    next = withDeck(next, dealt.deck);
    unveiled.push(...unveiledOf(deck, dealt.opened));
  }
  return {
    state: { ...next, redealt: state.dice.event, dice: nextEvent(state.dice) },
    unveiled,
  };
}

/** The first broken deck's verdict, if any: the game is then marked broken. */
export function brokenDeck(state: FairState): (DeckVerdict & { readonly deck: number }) | null {
  for (const d of state.decks) {
    if (d.verdict?.kind === "broken") return { ...d.verdict, deck: d.index };
  }
  return null;
}
