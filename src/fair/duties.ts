import type { Game, Seat } from "../engine/game";
import type { FairDevice } from "./device";
import { claimsOwed, deckOwed, renewOwed, revealOwed, secretsOwed, sharesOwed } from "./owed";
import { redealDue, type FairState } from "./state";
import { seatView, unveil, visibleTokens, wantsOf, type Wants } from "./tokens";

/**
 * The duties loop of a fair device, as pure functions of the head of the log: which
 * fair entries this device owes now, and what it may show for a seat it holds.
 *
 * Device order. At any position, the duties fall into phases, in this order: renew a
 * dice chain; shuffle or lock the deck being prepared; reveal the due event's link
 * (only while chance is due, and once the deck is locked); claim one's own cards; send
 * shares; reveal deck secrets (the hand is over, or a deck is broken). Only the first
 * device in `fair.participants` order that owes something in the first phase anyone
 * owes anything in writes, so the devices write one after another and their entries
 * never race as siblings at one place of the log. What each device owes is computed
 * from public facts (owed.ts), so every device agrees on whose turn it is.
 *
 * The reveal phase starts with the author of the head entry (the device that just
 * moved), then the others in `participants` order: the mover reveals with its move
 * (the same write), so the next device's reveal completes the roll, and a device that
 * moves next never waits a round trip for the mover's link.
 */

export interface DutyInput {
  /** The game module (engine contract). */
  readonly game: Game<unknown, unknown>;
  /** The game state at the head position (tokens where cards are hidden). */
  readonly state: unknown;
  /** Position.fair at the head. */
  readonly fair: FairState;
  /** This device (src/fair/device.ts). */
  readonly device: FairDevice;
  /** Seat index → id of the device holding it (Position.holders). */
  readonly holders: ReadonlyMap<Seat, string>;
  /** The hand (its deck) is over: reveal the dealt decks' secrets for the audit. */
  readonly handOver: boolean;
  /**
   * The author of the head entry (the log's last accepted entry): the reveal phase
   * starts with it when it is a fair device. Absent: `participants` order.
   */
  readonly headAuthor?: string | null;
}

/** What a device owes in a phase (the app's label: "waiting for <device> to reveal"). */
export type Duty = "renew" | "deck" | "reveal" | "claim" | "share" | "keys";

/** A phase: whether `device` owes something in it, and (for this device) its entries. */
interface Phase {
  readonly duty: Duty;
  owes(device: string): boolean;
  entries(device: FairDevice): string[];
  /** The order the devices owe this phase in (default: `participants`). */
  readonly order?: readonly string[];
}

/** `participants` with `first` moved to the front (when it is one of them). */
export function revealOrder(
  participants: readonly string[],
  first: string | null | undefined,
): readonly string[] {
  if (first == null || !participants.includes(first)) return participants;
  return [first, ...participants.filter((d) => d !== first)];
}

const some = (m: ReadonlyMap<number, readonly number[]>): boolean => m.size > 0;
const list = (entry: string | null): string[] => (entry === null ? [] : [entry]);

/** Whether chance is to play the next entry: only then is a dice link revealed. */
function chanceDue(game: Game<unknown, unknown>, state: unknown): boolean {
  return game.result(state) === null && game.pending(state) !== null;
}

function holderList(holders: ReadonlyMap<Seat, string>): string[] {
  const seats = [...holders.keys()].sort((a, b) => a - b);
  return seats.map((seat) => holders.get(seat)!);
}

function phases(input: Omit<DutyInput, "device">, wants: Wants): Phase[] {
  const { fair, handOver } = input;
  const due = chanceDue(input.game, input.state);
  return [
    {
      duty: "renew",
      owes: (d) => renewOwed(fair, d),
      entries: (dev) => list(dev.renewEntry(fair)),
    },
    { duty: "deck", owes: (d) => deckOwed(fair, d), entries: (dev) => list(dev.deckEntry(fair)) },
    {
      duty: "reveal",
      // The conversion's redeal is keyed by a dice event too (state.ts, redealDue).
      owes: (d) => (due || redealDue(fair)) && revealOwed(fair, d),
      entries: (dev) => list(dev.revealEntry(fair)),
      order: revealOrder(fair.participants, input.headAuthor),
    },
    {
      duty: "claim",
      // In trusted mode the secrets open every card: no claim or share is needed.
      owes: (d) => !fair.trusted && some(claimsOwed(fair, wants, d)),
      entries: (dev) => dev.claimEntries(fair, wants),
    },
    {
      duty: "share",
      owes: (d) => !fair.trusted && some(sharesOwed(fair, wants, d)),
      entries: (dev) => dev.openEntries(fair, wants),
    },
    {
      duty: "keys",
      owes: (d) => secretsOwed(fair, d, handOver).length > 0,
      entries: (dev) =>
        secretsOwed(fair, dev.device, handOver).flatMap((d) => list(dev.secretEntry(fair, d))),
    },
  ];
}

/**
 * The first phase anyone owes something in at this position, and the first device (in
 * that phase's order) that owes it: the one device that writes now. Null when nobody
 * owes anything.
 */
function dutyNow(
  input: Omit<DutyInput, "device">,
): { readonly device: string; readonly phase: Phase } | null {
  const wants = wantsOf(input.game, input.state, holderList(input.holders));
  for (const phase of phases(input, wants)) {
    const device = (phase.order ?? input.fair.participants).find((d) => phase.owes(d));
    if (device !== undefined) return { device, phase };
  }
  return null;
}

/**
 * The fair entries this device owes at this position, as entry texts in the order to
 * write them, honouring device order (a device reveals/shuffles/locks only after the
 * device before it), empty when it owes nothing now. Pure; no I/O.
 */
export function owedEntries(input: DutyInput): string[] {
  const { fair, device } = input;
  if (fair.trusted?.without === device.device) return [];
  const now = dutyNow(input);
  return now?.device === device.device ? now.phase.entries(device) : [];
}

/**
 * The dice link this device reveals with a move it is writing (`input` is the position
 * right after the move, whose author this device is): its reveal when the move makes a
 * roll due and the reveal phase is what the table does next; otherwise nothing (the
 * duties loop writes the rest after the move). The reveal goes in the move's own write
 * (docs/fair-play.md, "Where a roll's time goes").
 */
export function revealWithMove(input: DutyInput): string[] {
  const now = dutyNow(input);
  if (now?.phase.duty !== "reveal" || now.device !== input.device.device) return [];
  return now.phase.entries(input.device);
}

/**
 * The device the table waits for at this position, and for what; null when no device
 * owes a fair entry (then the due outcome, or the seat to move, is next). Public: any
 * device, a spectator too, gets the same answer.
 */
export function waitingFor(
  input: Omit<DutyInput, "device">,
): { readonly device: string; readonly duty: Duty } | null {
  const now = dutyNow(input);
  return now && { device: now.device, duty: now.phase.duty };
}

export interface ViewInput {
  readonly game: Game<unknown, unknown>;
  readonly state: unknown;
  readonly fair: FairState;
  readonly device: FairDevice;
  /** A seat this device holds (null: what a spectator may see). */
  readonly seat: Seat | null;
}

/**
 * What this device may show for one seat it holds: view(state, seat) with the cards it
 * has read unveiled and unread tokens as null (seatView of tokens.ts).
 */
export function viewFor(input: ViewInput): unknown {
  const { game, state, fair, device, seat } = input;
  const read = device.readAll(fair, visibleTokens(game.view(state, seat)));
  return seatView(game, state, seat, read);
}

export interface MoveInput extends ViewInput {
  readonly seat: Seat;
  /** The move the seat is about to play (the game's move value, not its text). */
  readonly move: unknown;
}

/** Every card value among a JSON value's leaves, counted. */
function leafCounts(value: unknown, into = new Map<unknown, number>()): Map<unknown, number> {
  if (Array.isArray(value)) for (const v of value) leafCounts(v, into);
  else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) leafCounts(v, into);
  } else if (typeof value === "string" || typeof value === "number") {
    into.set(value, (into.get(value) ?? 0) + 1);
  }
  return into;
}

/**
 * The entries this device writes BEFORE a move of `seat` that plays hidden cards of its
 * own face up (a card from the hand, a discard): its share of each, which opens it to all,
 * so that the rules check the move against real cards. Generic: the move is applied to
 * the state with this device's cards unveiled; the cards it read that the move makes
 * public (shown more often in the spectator's view after than before), or that leave the
 * seat's own view as such (Picture Gallery's joker, `*` in the hand, laid as `*r7`), are
 * the candidates. If the move is still refused with only those open (a rule that reads
 * the whole hand, as Picture Gallery's opener passing with jokers only), every card the
 * seat holds hidden is. Then each candidate the move is legal without is dropped, so a
 * move opens only what the rules need. Empty when the move shows no hidden card, or is
 * not legal on what this device reads.
 */
export function showEntriesFor(input: MoveInput): string[] {
  const { game, state, fair, device, seat, move } = input;
  const read = device.readAll(fair, visibleTokens(game.view(state, seat)));
  const hidden = [...read].filter(([token]) => visibleTokens(state).has(token));
  if (hidden.length === 0) return [];
  const full = unveil(state, read);
  if (game.check(full, seat, move) !== null) return [];
  const legalWith = (shown: readonly (readonly [string, unknown])[]): boolean =>
    game.check(unveil(state, new Map(shown)), seat, move) === null;
  let shown = madePublic(game, full, seat, move, hidden);
  if (!legalWith(shown)) shown = hidden;
  for (const token of [...shown]) {
    const without = shown.filter((s) => s !== token);
    if (legalWith(without)) shown = without;
  }
  return shown.flatMap(([token]) => {
    const entry = device.showEntry(fair, token);
    return entry === null ? [] : [entry];
  });
}

/** The hidden cards a move makes public, or takes out of the seat's own view. */
function madePublic(
  game: MoveInput["game"],
  full: unknown,
  seat: Seat,
  move: unknown,
  hidden: readonly (readonly [string, unknown])[],
): (readonly [string, unknown])[] {
  const next = game.apply(full, seat, move);
  const before = leafCounts(game.view(full, null));
  const after = leafCounts(game.view(next, null));
  const mineBefore = leafCounts(game.view(full, seat));
  const mineAfter = leafCounts(game.view(next, seat));
  const out: (readonly [string, unknown])[] = [];
  for (const entry of hidden) {
    const card = entry[1];
    const shown = (after.get(card) ?? 0) - (before.get(card) ?? 0);
    const left = (mineBefore.get(card) ?? 0) - (mineAfter.get(card) ?? 0);
    if (shown <= 0 && left <= 0) continue;
    // one token per card made public (or gone from the seat's view)
    if (shown > 0) before.set(card, (before.get(card) ?? 0) + 1);
    else mineAfter.set(card, (mineAfter.get(card) ?? 0) + 1);
    out.push(entry);
  }
  return out;
}
