import type { Seat } from "../../engine/game";
import type { Rng } from "../../engine/rng";
import type { LayContext } from "./builder";
import { galleryDeck, handCardFor, type GalleryCard } from "./cards";
import { sizeLimit } from "./flow";
import type { GalleryState, Placed } from "./state";
import { forEachStep } from "./steps";

/**
 * What a bot believes about the cards it cannot see, from its seat's view alone: the
 * cards it has not seen are the deck minus its hand, the exhibition, the bazaar and the
 * cards out of the game; every other hand and the draw pile are drawn from them.
 */
export function unseenCards(view: GalleryState, seat: Seat): GalleryCard[] {
  const seen = [
    ...view.hands[seat].filter((c): c is GalleryCard => c !== null),
    ...view.table.map((p) => handCardFor(p.card)),
    ...view.bazaar,
    ...view.out,
  ];
  const counts = new Map<string, number>();
  for (const card of seen) counts.set(card, (counts.get(card) ?? 0) + 1);
  const out: GalleryCard[] = [];
  for (const card of galleryDeck()) {
    const n = counts.get(card) ?? 0;
    if (n > 0) counts.set(card, n - 1);
    else out.push(card);
  }
  return out;
}

/** `k` cards drawn at random from `pool` (without replacement). */
export function sampleCards(pool: readonly GalleryCard[], k: number, rng: Rng): GalleryCard[] {
  const copy = [...pool];
  const out: GalleryCard[] = [];
  for (let i = 0; i < k && copy.length > 0; i++) {
    const j = rng.int(copy.length);
    out.push(copy[j]);
    copy[j] = copy[copy.length - 1];
    copy.pop();
  }
  return out;
}

/** Nodes a closing check may search (a hand with no closing step is searched through). */
const CLOSE_CHECK_NODES = 4_000;

/**
 * Whether `hand` holds a step that closes the exhibition `table` (a new turn of `seat`,
 * nothing laid yet), searching steps of at most `maxCards` cards.
 */
export function canClose(
  state: GalleryState,
  seat: Seat,
  table: readonly Placed[],
  hand: readonly GalleryCard[],
  maxCards: number,
): boolean {
  const limit = sizeLimit(state);
  const context: LayContext = {
    seat,
    table,
    fresh: [],
    hand,
    rules: {
      distinct: state.options.distinctColours,
      limit,
      keepOne: !state.lastRound,
      opening: false,
    },
  };
  if (table.length + maxCards < limit) return false;
  // A search stopped by its budget found nothing: only a step that reaches the limit counts.
  let found = false;
  forEachStep(context, (search) => (found = search.board.count >= limit), {
    maxCards,
    maxNodes: CLOSE_CHECK_NODES,
  });
  return found;
}
