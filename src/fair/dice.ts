import { type Result, ok } from "../engine/errors";
import { keyFromText } from "../engine/rng";
import { fromBase64Url, toBase64Url } from "./bytes";
import { reachesBack } from "./chain";
import type { FairHeader } from "./commitment";
import { FairCode, fairFail } from "./errors";

/**
 * Commit–reveal dice. Each device committed at pairing to the end of a hash chain; for
 * random event t (the t-th random entry of the game) it reveals link t. When every
 * device still in the dice has revealed, the outcome's key is the hash of the game id,
 * t and every link, and the outcome is drawn from it through the engine's Rng as in a
 * seeded game. Nobody knows the outcome before the last link is out, and nobody can
 * steer it: every link was fixed by the commitment before the game.
 *
 * The last device to reveal sees the others' links first and so knows the outcome
 * before revealing; it cannot change its link, only withhold it. Withholding does not
 * pay: after a timeout (the app's) another device writes `skip t <device>`, the event
 * is drawn without that device's link, and the device is left out of the dice for the
 * rest of the game, written in the log by the device that left it out. So a device can
 * bias at most one event per game, once, in plain sight — and with two devices the one
 * left plays on alone, so the dice are no longer checked from then on (`diceChecked`).
 */

export interface ChainState {
  /** The first event the chain covers; it covers `length` events. */
  readonly start: number;
  readonly length: number;
  /** The latest link known: its index in the chain (0 = the commitment) and value. */
  readonly known: { readonly index: number; readonly link: Uint8Array };
}

export interface Exclusion {
  readonly event: number;
  readonly by: string;
}

export interface DiceState {
  /** The current event (1-based): the number of random entries so far, plus one. */
  readonly event: number;
  readonly chains: ReadonlyMap<string, readonly ChainState[]>;
  /** Links revealed for the current event. */
  readonly revealed: ReadonlyMap<string, Uint8Array>;
  readonly excluded: ReadonlyMap<string, Exclusion>;
}

export function startDice(header: FairHeader): DiceState {
  const chains = new Map(
    header.devices.map((c) => [
      c.device,
      [{ start: 1, length: c.length, known: { index: 0, link: fromBase64Url(c.chain)! } }],
    ]),
  );
  return { event: 1, chains, revealed: new Map(), excluded: new Map() };
}

/** The devices whose links key the outcomes now. */
export function contributors(dice: DiceState, participants: readonly string[]): string[] {
  return participants.filter((d) => !dice.excluded.has(d));
}

/** Whether every contributor has revealed the current event. */
export function diceReady(dice: DiceState, participants: readonly string[]): boolean {
  return contributors(dice, participants).every((d) => dice.revealed.has(d));
}

/** Outcomes are checked while at least two devices key them. */
export function diceChecked(dice: DiceState, participants: readonly string[]): boolean {
  return contributors(dice, participants).length >= 2;
}

function withMap<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): Map<K, V> {
  return new Map(map).set(key, value);
}

function mayAct(dice: DiceState, participants: readonly string[], author: string) {
  if (!participants.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} is not a fair device of this game`);
  }
  const out = dice.excluded.get(author);
  if (out) {
    return fairFail(
      FairCode.Excluded,
      `${author} was left out of the dice at event ${out.event} by ${out.by}`,
    );
  }
  return null;
}

export function applyReveal(
  dice: DiceState,
  participants: readonly string[],
  author: string,
  event: number,
  link: Uint8Array,
): Result<DiceState> {
  const refused = mayAct(dice, participants, author);
  if (refused) return refused;
  if (event !== dice.event)
    return fairFail(FairCode.NotDue, `event ${dice.event} is due, not ${event}`);
  if (dice.revealed.has(author))
    return fairFail(FairCode.Repeated, `${author} already revealed event ${event}`);
  const chains = dice.chains.get(author)!;
  const at = chains.findIndex((c) => c.start <= event && event < c.start + c.length);
  if (at === -1) return fairFail(FairCode.NotDue, `no chain of ${author} covers event ${event}`);
  const chain = chains[at];
  const index = event - chain.start + 1;
  if (!reachesBack(link, index - chain.known.index, chain.known.link)) {
    return fairFail(FairCode.BadLink, `the link does not match ${author}'s commitment`);
  }
  const updated = chains.map((c, i) => (i === at ? { ...c, known: { index, link } } : c));
  return ok({
    ...dice,
    chains: withMap(dice.chains, author, updated),
    revealed: withMap(dice.revealed, author, link),
  });
}

export function applySkip(
  dice: DiceState,
  participants: readonly string[],
  author: string,
  event: number,
  device: string,
): Result<DiceState> {
  const refused = mayAct(dice, participants, author);
  if (refused) return refused;
  if (event !== dice.event)
    return fairFail(FairCode.NotDue, `event ${dice.event} is due, not ${event}`);
  if (!participants.includes(device) || dice.excluded.has(device) || device === author) {
    return fairFail(FairCode.NotDue, `${device} is not another device still in the dice`);
  }
  if (dice.revealed.has(device))
    return fairFail(FairCode.NotDue, `${device} has revealed event ${event}`);
  if (!dice.revealed.has(author)) {
    return fairFail(FairCode.NotDue, "a device reveals its own link before it leaves another out");
  }
  return ok({ ...dice, excluded: withMap(dice.excluded, device, { event, by: author }) });
}

export function applyChain(
  dice: DiceState,
  participants: readonly string[],
  author: string,
  start: number,
  length: number,
  commitment: Uint8Array,
): Result<DiceState> {
  const refused = mayAct(dice, participants, author);
  if (refused) return refused;
  const chains = dice.chains.get(author)!;
  const last = chains[chains.length - 1];
  if (start !== last.start + last.length) {
    return fairFail(
      FairCode.NotDue,
      `${author}'s next chain starts at event ${last.start + last.length}`,
    );
  }
  const added = { start, length, known: { index: 0, link: commitment } };
  return ok({ ...dice, chains: withMap(dice.chains, author, [...chains, added]) });
}

/** The key of the current event's outcome (engine/rng.ts keyFromText); call when ready. */
export function rollKey(
  gameId: string,
  dice: DiceState,
  participants: readonly string[],
): Uint32Array {
  const links = participants.map((d) => {
    const link = dice.excluded.has(d) ? undefined : dice.revealed.get(d);
    return `${d}=${link ? toBase64Url(link) : "-"}`;
  });
  return keyFromText(`tabula-fair-roll/1\n${gameId}\n${dice.event}\n${links.join("\n")}`);
}

/** After the event's random entry: the next event. */
export function nextEvent(dice: DiceState): DiceState {
  return { ...dice, event: dice.event + 1, revealed: new Map() };
}
