import { toBase64Url } from "./bytes";
import type { FairState } from "./state";

/**
 * Every public fact of a fair state as plain JSON data, in a fixed order: what two
 * devices compare to agree (tests, and a debugging view for the app).
 */
export function publicFacts(state: FairState): unknown {
  const b = toBase64Url;
  const sorted = <V>(m: ReadonlyMap<string, V>) => [...m].sort(([x], [y]) => (x < y ? -1 : 1));
  return {
    game: state.gameId,
    participants: state.participants,
    event: state.dice.event,
    revealed: sorted(state.dice.revealed).map(([d, link]) => [d, b(link)]),
    known: sorted(state.dice.chains).map(([d, chains]) => [
      d,
      chains.map((c) => [c.start, c.length, c.known.index, b(c.known.link)]),
    ]),
    excluded: sorted(state.dice.excluded).map(([d, x]) => [d, x.event, x.by]),
    decks: state.decks.map((deck) => ({
      index: deck.index,
      cards: deck.table.cards,
      order: deck.order,
      shuffles: deck.shuffles.map((s) => [s.device, b(s.U.toBytes()), s.deck.text]),
      locks: deck.locks.map((l) => l.text),
      dealt: deck.dealt,
      claims: [...deck.claims].sort(([p], [q]) => p - q).map(([p, who]) => [p, [...who].sort()]),
      shares: [...deck.shares]
        .sort(([p], [q]) => p - q)
        .map(([p, keys]) => [p, sorted(keys).map(([d, k]) => [d, k.toString(16)])]),
      opened: [...deck.opened].sort(([p], [q]) => p - q),
      secrets: sorted(deck.secrets).map(([d, s]) => [d, b(s)]),
      verdict: deck.verdict,
    })),
    trust: sorted(state.trust).map(([d, who]) => [d, [...who].sort()]),
    trusted: state.trusted,
  };
}
