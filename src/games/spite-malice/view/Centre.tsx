import { useRef } from "preact/hooks";
import { rankLabel } from "../../cards/french";
import { frenchLook, BACK } from "../../../ui/kit/cards/looks";
import { Pile } from "../../../ui/kit/cards/Pile";
import { needOf } from "../centre";
import type { SpiteState } from "../state";
import type { SpiteTexts } from "./texts";

/**
 * The centre: the draw pile, then each centre pile with the rank it needs next under
 * it (an empty slot: an ace). With unlimited piles one more free slot is drawn while
 * every numbered slot is in use, where the next ace starts a pile.
 */
export function Centre(props: { state: SpiteState; texts: SpiteTexts }) {
  const { state, texts } = props;
  const piles = state.centre.map((pile) => pile as readonly string[]);
  const unlimited = state.options.piles === 0;
  const slots = unlimited && !piles.some((p) => p.length === 0) ? [...piles, []] : piles;
  // The stock's cards are all hidden: a few backs stand for its depth and count.
  const stock = Array.from({ length: state.stock.length }, () => BACK);
  const fresh = useFresh(slots);
  return (
    <section class="sm-centre" aria-label={texts.centre}>
      <div class="sm-pile sm-stock">
        <Pile id="stock" cards={stock} label={texts.stock} />
        <span class="sm-note" aria-hidden="true">
          {state.stock.length}
        </span>
        {state.setAside.length > 0 && (
          <span class="sm-aside" data-testid="set-aside">
            {texts.setAside(state.setAside.length)}
          </span>
        )}
      </div>
      {slots.map((pile, i) => {
        const need = pile.length === 0 ? 1 : needOf(pile);
        return (
          <div class="sm-pile" key={i} data-need={String(need)} data-fresh={String(fresh.has(i))}>
            <Pile
              id={`c${i + 1}`}
              cards={pile.map(frenchLook)}
              label={texts.centrePile(i + 1)}
              note={pile.length === 0 ? texts.newPile : texts.next(need)}
            />
            <span class="sm-note" aria-hidden="true" data-testid={`need-c${i + 1}`}>
              {`→ ${rankLabel(need)}`}
            </span>
          </div>
        );
      })}
    </section>
  );
}

/**
 * The slots whose pile changed with the last entry (a card laid, a pile completed): the
 * board marks them until the next change, so each play of a rival, arriving one entry
 * at a time, shows where it landed.
 */
function useFresh(slots: readonly (readonly string[])[]): ReadonlySet<number> {
  const seen = useRef<{ tops: readonly string[]; fresh: ReadonlySet<number> } | null>(null);
  const tops = slots.map((pile) => `${pile.length}:${pile[pile.length - 1] ?? ""}`);
  const last = seen.current;
  if (last === null) {
    seen.current = { tops, fresh: new Set() };
  } else if (last.tops.join("|") !== tops.join("|")) {
    const fresh = new Set<number>();
    tops.forEach((top, i) => top !== (last.tops[i] ?? "0:") && fresh.add(i));
    seen.current = { tops, fresh };
  }
  return seen.current!.fresh;
}
