import { fail, ok, type GameError, type Result } from "../engine/errors";
import { FairCode } from "../fair/errors";
import type { AnyGame } from "../engine/game";
import type { RandomSource } from "../engine/random";
import { parseFairHeader } from "../fair/commitment";
import { fairRandomSource } from "../fair/source";
import { afterRoll, beginDecks, pendingDeck } from "../fair/deal";
import { applyFairEntry, startFair, type FairState } from "../fair/state";
import { unveil } from "../fair/tokens";
import type { Entry } from "./entry";
import type { GameHeader } from "./header";
import { actorNow } from "./step";

/**
 * Fair play in the merge (docs/fair-play.md, "Plugging in"): each position of a fair
 * game carries its fair state beside the game state. A `fair` entry is judged by the
 * fold of src/fair and unveils the cards it opens to all; a random outcome is drawn
 * from the devices' reveals (and the locked deck) at its position, not from the seed.
 * Trusted games never reach this file: their positions have no `fair`.
 */

/** The fair state a position needs: `fair` with the deck of a due deal begun. */
export function withDueDeck(game: AnyGame, state: unknown, fair: FairState): Result<FairState> {
  if (actorNow(game, state) !== "chance" || pendingDeck(fair)) return ok(fair);
  const decks = decksOf(game, state);
  return decks === null ? ok(fair) : beginDecks(fair, decks);
}

/** The decks the due event deals: the game's `fairDecks`, or its one `fairDeck`. */
function decksOf(game: AnyGame, state: unknown): readonly (readonly (string | number)[])[] | null {
  if (game.fairDecks) return game.fairDecks(state);
  const cards = game.fairDeck?.(state) ?? null;
  return cards === null ? null : [cards];
}

/** The fair state at the start of a fair game (null for a trusted one). */
export function startFairOf(
  game: AnyGame,
  header: GameHeader,
  state: unknown,
): Result<FairState> | null {
  if (header.fair === undefined) return null;
  const parsed = parseFairHeader(header.fair);
  if (!parsed.ok) return parsed;
  return withDueDeck(game, state, startFair(header.id, parsed.value));
}

export interface FairStep {
  readonly state: unknown;
  readonly fair: FairState;
  /** The seat holders, when the entry changed them (a conversion to trusted mode). */
  readonly holders?: readonly string[];
}

/**
 * The seats of the device the table went on without pass to the first device that
 * agreed to go on without it (the one whose player asked): docs/fair-play.md.
 */
function holdersAfterTrust(
  before: FairState,
  after: FairState,
  holders: readonly string[],
): readonly string[] | null {
  if (before.trusted || !after.trusted) return null;
  const { without } = after.trusted;
  const taker = [...(after.trust.get(without) ?? [])][0];
  return holders.map((h) => (h === without ? taker : h));
}

/**
 * A fair entry at a position: the fair state after it and the game state with the cards
 * it opened to all unveiled. A position that opens to no card leaves its token (the
 * deck is broken: `brokenDeck(fair)` says which, and its audit names the culprit).
 */
export function judgeFairEntry(
  game: AnyGame,
  at: { readonly state: unknown; readonly fair?: FairState; readonly holders: readonly string[] },
  entry: Entry,
): Result<FairStep> {
  if (at.fair === undefined) return fail("bad-kind", "fair entries belong to fair games only");
  if (entry.seat !== "chance") return fail("bad-kind", "a fair entry is played by chance");
  const step = applyFairAt(game, at.state, at.fair, entry.author, entry.text);
  if (!step.ok) return step;
  const holders = holdersAfterTrust(at.fair, step.value.fair, at.holders);
  return holders ? ok({ ...step.value, holders }) : step;
}

/** The fair entry `text` by `author` at a position (a log's or a game file's). */
export function applyFairAt(
  game: AnyGame,
  at: unknown,
  fairAt: FairState,
  author: string,
  text: string,
): Result<FairStep> {
  const applied = applyFairEntry(fairAt, author, text);
  if (!applied.ok) return applied;
  const cards = new Map<string, unknown>();
  for (const u of applied.value.unveiled) if (u.card !== null) cards.set(u.token, u.card);
  const state = cards.size > 0 ? unveil(at, cards) : at;
  const fair = withDueDeck(game, state, applied.value.state);
  return fair.ok ? ok({ state, fair: fair.value }) : fair;
}

/**
 * Why a seat of a fair game may not be handed to `to` (null: it may). A seat's cards
 * are read with its holder's keys, so a device without keys in the game (a new device,
 * or "any device") could never read the hand: the game would stall. Handed to another
 * fair device, the hand's cards open to every device (the old holder sends its shares
 * of them like any other device; docs/fair-play.md, "Handing a seat over"). Once the
 * game is trusted, anything goes.
 */
export function fairHandOver(at: { readonly fair?: FairState }, to: string): GameError | null {
  const fair = at.fair;
  if (!fair || fair.trusted || fair.participants.includes(to)) return null;
  return {
    code: FairCode.HandOver,
    message: `in fair play a seat goes only to a device of the game that holds keys, not ${to}`,
  };
}

/** The random source of the due outcome at a fair position, once every reveal is in. */
export function fairSourceAt(fair: FairState): Result<RandomSource> {
  return fairRandomSource(fair);
}

/** The fair state after an accepted game entry: the next event after an outcome, a new deal's deck. */
export function fairAfter(
  game: AnyGame,
  state: unknown,
  fair: FairState,
  random: boolean,
): Result<FairState> {
  return withDueDeck(game, state, random ? afterRoll(fair) : fair);
}
