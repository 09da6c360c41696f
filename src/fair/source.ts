import { type Result, ok } from "../engine/errors";
import type { Game } from "../engine/game";
import type { RandomSource } from "../engine/random";
import { rngFromKey } from "../engine/rng";
import { rollKey } from "./dice";
import { pendingDecks, rollReady } from "./deal";
import { type FairState } from "./state";
import { makeToken } from "./tokens";
import type { FairCardSource, FairRng } from "./rng";

/**
 * The fair RandomSource: the outcome of the due event is `game.sampleRandom(state, rng)`
 * with the engine's Rng keyed by the event's reveals (dice.ts) — exactly like a seeded
 * game, so sampleRandom does not change. For a deal, the rng also carries the fair deck
 * (`cards`): the cards kit's `shuffledSource(deck, rng)` asks it for its CardSource
 * (one check in the kit: `isFairRng(rng) ? rng.cards(deck) : shuffle…`), and every card
 * it deals is a token, the same on every device.
 */

export { isFairRng, type FairCardSource, type FairRng } from "./rng";

/** The rng of the due random entry (entry index as in seeded games), once it is ready. */
export function rollRng(state: FairState, entryIndex: number): Result<FairRng> {
  const notReady = rollReady(state);
  if (notReady) return { ok: false, error: notReady };
  const base = rngFromKey(rollKey(state.gameId, state.dice, state.participants), entryIndex);
  const decks = pendingDecks(state);
  const used = new Set<number>();
  return ok({
    int: (n: number) => base.int(n),
    fairDeck: decks[0]?.index ?? null,
    cards<C>(cards: readonly C[]): FairCardSource<C> {
      // A mismatch is a bug of the game (its announced decks are not the ones it deals),
      // not bad input: no entry can cause it. Several decks of one event are matched by
      // their cards, each once, in the order the game asks for them.
      if (decks.length === 0) throw new Error("fair play: this random event deals no deck");
      const text = JSON.stringify(cards);
      const deck = decks.find((d) => !used.has(d.index) && JSON.stringify(d.table.cards) === text);
      if (!deck) {
        throw new Error(`fair play: the game deals other cards than deck ${decks[0].index}`);
      }
      used.add(deck.index);
      return { size: cards.length, card: (p: number) => makeToken(deck.index, p) as C };
    },
  });
}

/** A RandomSource for the merge at a position whose event is ready (see rollReady). */
export function fairRandomSource(state: FairState): Result<RandomSource> {
  const notReady = rollReady(state);
  if (notReady) return { ok: false, error: notReady };
  return ok({
    draw<S, M>(game: Game<S, M, unknown>, s: S, entryIndex: number): M {
      // In trusted mode (after a conversion) the dice deal real cards: a plain Rng.
      if (state.trusted) {
        return game.sampleRandom(
          s,
          rngFromKey(rollKey(state.gameId, state.dice, state.participants), entryIndex),
        );
      }
      const rng = rollRng(state, entryIndex);
      if (!rng.ok) throw new Error(rng.error.message); // ready was checked above
      return game.sampleRandom(s, rng.value);
    },
  });
}
