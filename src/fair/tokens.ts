import type { AnyGame } from "../engine/game";

/**
 * Hidden cards in a fair game's state. A card nobody may see yet is a token "#d.p" —
 * position p of deck d — on EVERY device, so the state (and the replay) is the same
 * everywhere and holds only public facts. A device that can read a token (its own hand)
 * keeps what it read beside the state, and `unveil`s it into a copy of the state for
 * its own screens and bots. A card opened to all is unveiled in the state itself.
 *
 * Rules must treat a token as an opaque card: move it, count it, never read its rank.
 * Who may read which token follows from the game's own `view`: what `view(state, seat)`
 * shows is read by the device holding the seat; what `view(state, null)` shows, by all.
 */

const TOKEN = /^#([1-9][0-9]{0,4})\.(0|[1-9][0-9]{0,3})$/;

/** A token as a regular expression source, for notations that list dealt cards. */
export const TOKEN_PATTERN = String.raw`#[1-9][0-9]{0,4}\.(?:0|[1-9][0-9]{0,3})`;

export function makeToken(deck: number, position: number): string {
  return `#${deck}.${position}`;
}

export function parseToken(
  text: string,
): { readonly deck: number; readonly position: number } | null {
  const m = TOKEN.exec(text);
  return m ? { deck: Number(m[1]), position: Number(m[2]) } : null;
}

export const isToken = (x: unknown): x is string => typeof x === "string" && TOKEN.test(x);

/** Every token in a JSON value. */
export function visibleTokens(value: unknown, into = new Set<string>()): Set<string> {
  if (isToken(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) visibleTokens(v, into);
  else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) visibleTokens(v, into);
  }
  return into;
}

/** A copy of a JSON value with each token found in `cards` replaced (parts without one are shared). */
export function unveil<T>(value: T, cards: ReadonlyMap<string, unknown>): T {
  return mapTokens(value, (token) => (cards.has(token) ? cards.get(token) : token)) as T;
}

/** A copy with every token replaced by null: what a board or a bot gets for a card not read. */
export function hideTokens<T>(value: T): T {
  return mapTokens(value, () => null) as T;
}

function mapTokens(value: unknown, f: (token: string) => unknown): unknown {
  if (isToken(value)) return f(value);
  if (Array.isArray(value)) {
    const mapped = value.map((v) => mapTokens(v, f));
    return mapped.some((v, i) => v !== value[i]) ? mapped : value;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    const mapped = entries.map(([k, v]) => [k, mapTokens(v, f)] as const);
    return mapped.some(([, v], i) => v !== entries[i][1]) ? Object.fromEntries(mapped) : value;
  }
  return value;
}

/** Which tokens each device must be able to read, and which everyone must. */
export interface Wants {
  readonly toAll: ReadonlySet<string>;
  readonly byDevice: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The wants of a state, from the game's views and the device holding each seat. */
export function wantsOf(game: AnyGame, state: unknown, holders: readonly string[]): Wants {
  const toAll = visibleTokens(game.view(state, null));
  const byDevice = new Map<string, Set<string>>();
  holders.forEach((device, seat) => {
    const mine = byDevice.get(device) ?? new Set<string>();
    for (const token of visibleTokens(game.view(state, seat)))
      if (!toAll.has(token)) mine.add(token);
    byDevice.set(device, mine);
  });
  return { toAll, byDevice };
}

/**
 * The state as `seat`'s device may show it: what it read unveiled, the game's view of
 * the seat, and any token it could not read yet as null — the shape view() gives, so
 * boards and bots need no change.
 */
export function seatView<S>(
  game: AnyGame,
  state: S,
  seat: number | null,
  read: ReadonlyMap<string, unknown>,
): S {
  return hideTokens(game.view(unveil(state, read), seat)) as S;
}
