import { deckSize, deckStage, type DeckState } from "./deck-state";
import { pendingDeck } from "./deal";
import { activeDevices, type FairState } from "./state";
import { parseToken, type Wants } from "./tokens";

/**
 * What a device owes at a fair state, computed from public facts only, so that every
 * device can tell what any other device still owes (device order: a device writes only
 * after the devices before it). FairDevice uses the same functions to make its entries,
 * so a device's own duties and what the others expect of it never drift apart.
 */

/** A new chain is committed this many events before the current one runs out. */
export const RENEW_MARGIN = 32;

/** Positions by deck among `tokens` that pass `needed`, in ready decks `device` locked. */
export function owedPositions(
  state: FairState,
  device: string,
  tokens: Iterable<string>,
  needed: (deck: DeckState, p: number) => boolean,
): Map<number, number[]> {
  const found = new Map<number, number[]>();
  for (const token of tokens) {
    const at = parseToken(token);
    const deck = at && state.decks[at.deck - 1];
    if (!at || !deck || !deck.order.includes(device) || deckStage(deck).kind !== "ready") continue;
    if (at.position >= deckSize(deck) || deck.opened.has(at.position)) continue;
    if (!needed(deck, at.position)) continue;
    const list = found.get(at.deck) ?? [];
    if (!list.includes(at.position)) list.push(at.position);
    found.set(at.deck, list);
  }
  return found;
}

/**
 * The positions of each deck `device` owes a share of, for what the game shows: every
 * card shown to all, and each card shown to another device once that device has
 * claimed it (proven its own lock of it).
 */
export function sharesOwed(state: FairState, wants: Wants, device: string): Map<number, number[]> {
  const tokens: string[] = [...wants.toAll];
  for (const [reader, list] of wants.byDevice) {
    if (reader === device) continue;
    for (const token of list) {
      const at = parseToken(token);
      const claimed = at && state.decks[at.deck - 1]?.claims.get(at.position)?.has(reader);
      if (claimed && !wants.toAll.has(token)) tokens.push(token);
    }
  }
  return owedPositions(
    state,
    device,
    tokens,
    (deck, p) => deck.shares.get(p)?.has(device) !== true,
  );
}

/** The positions of each deck `device` is to read and has not claimed yet. */
export function claimsOwed(state: FairState, wants: Wants, device: string): Map<number, number[]> {
  const tokens = [...(wants.byDevice.get(device) ?? [])].filter((t) => !wants.toAll.has(t));
  const unclaimed = (deck: DeckState, p: number) => deck.claims.get(p)?.has(device) !== true;
  return owedPositions(state, device, tokens, unclaimed);
}

/** Whether `device` is to renew its dice chain now (its current one is about to run out). */
export function renewOwed(state: FairState, device: string): boolean {
  const chains = state.dice.chains.get(device);
  if (!chains || !activeDevices(state).includes(device)) return false;
  const last = chains[chains.length - 1];
  return state.dice.event >= last.start + last.length - RENEW_MARGIN;
}

/** Whether `device` is to shuffle or lock the deck being prepared now. */
export function deckOwed(state: FairState, device: string): boolean {
  const deck = pendingDeck(state);
  if (!deck) return false;
  const stage = deckStage(deck);
  return stage.kind !== "ready" && stage.device === device;
}

/** Whether `device` is to reveal its link of the current event (one of its chains covers it). */
export function revealOwed(state: FairState, device: string): boolean {
  const { dice } = state;
  if (!activeDevices(state).includes(device) || dice.revealed.has(device)) return false;
  const chains = dice.chains.get(device) ?? [];
  return chains.some((c) => c.start <= dice.event && dice.event < c.start + c.length);
}

/**
 * The dealt (or broken) decks whose secret `device` has not revealed yet: at the end of
 * the hand, or at once after a conversion to trusted mode (every card is then public).
 */
export function secretsOwed(state: FairState, device: string, handOver: boolean): number[] {
  if (state.trusted?.without === device) return [];
  const now = handOver || state.trusted !== null;
  return state.decks
    .filter((d) => (now && d.dealt) || d.verdict?.kind === "broken")
    .filter((d) => d.order.includes(device) && !d.secrets.has(device))
    .map((d) => d.index);
}
