import type { Game, Seat } from "../engine/game";
import type { FairDevice } from "./device";
import { claimsOwed, deckOwed, renewOwed, revealOwed, secretsOwed, sharesOwed } from "./owed";
import type { FairState } from "./state";
import { seatView, visibleTokens, wantsOf, type Wants } from "./tokens";

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
}

/** A phase: whether `device` owes something in it, and (for this device) its entries. */
interface Phase {
  owes(device: string): boolean;
  entries(device: FairDevice): string[];
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

function phases(input: DutyInput, wants: Wants): Phase[] {
  const { fair, handOver } = input;
  const due = chanceDue(input.game, input.state);
  return [
    { owes: (d) => renewOwed(fair, d), entries: (dev) => list(dev.renewEntry(fair)) },
    { owes: (d) => deckOwed(fair, d), entries: (dev) => list(dev.deckEntry(fair)) },
    {
      owes: (d) => due && revealOwed(fair, d),
      entries: (dev) => list(dev.revealEntry(fair)),
    },
    {
      owes: (d) => some(claimsOwed(fair, wants, d)),
      entries: (dev) => dev.claimEntries(fair, wants),
    },
    {
      owes: (d) => some(sharesOwed(fair, wants, d)),
      entries: (dev) => dev.openEntries(fair, wants),
    },
    {
      owes: (d) => secretsOwed(fair, d, handOver).length > 0,
      entries: (dev) =>
        secretsOwed(fair, dev.device, handOver).flatMap((d) => list(dev.secretEntry(fair, d))),
    },
  ];
}

/**
 * The fair entries this device owes at this position, as entry texts in the order to
 * write them, honouring device order (a device reveals/shuffles/locks only after the
 * device before it), empty when it owes nothing now. Pure; no I/O.
 */
export function owedEntries(input: DutyInput): string[] {
  const { fair, device } = input;
  if (fair.trusted?.without === device.device) return [];
  const wants = wantsOf(input.game, input.state, holderList(input.holders));
  for (const phase of phases(input, wants)) {
    const first = fair.participants.find((d) => phase.owes(d));
    if (first === undefined) continue;
    return first === device.device ? phase.entries(device) : [];
  }
  return [];
}

/**
 * The device the table waits for now: the first device, in device order, that owes a
 * fair entry at this position (this device included), or null when nobody owes one.
 * The app says "waiting for <device>", and times out a reveal that does not come.
 */
export function dutyHolder(input: Omit<DutyInput, "device">): string | null {
  const { fair } = input;
  const wants = wantsOf(input.game, input.state, holderList(input.holders));
  for (const phase of phases(input as DutyInput, wants)) {
    const first = fair.participants.find((d) => phase.owes(d));
    if (first !== undefined) return first;
  }
  return null;
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
