import { CardFace } from "../../../ui/kit/cards/CardFace";
import { CardSlot } from "../../../ui/kit/cards/CardSlot";
import type { GalleryCard } from "../cards";
import type { BoardTexts } from "./board-texts";
import { lookOf } from "./look";

/** The bazaar fanned: every card's index shows; the place to put a discard. */
export function Bazaar(props: {
  readonly cards: readonly GalleryCard[];
  readonly texts: BoardTexts;
  readonly cardName: (card: string) => string;
}) {
  const names = props.cards.map(props.cardName).join(", ");
  return (
    <CardSlot
      id="bazaar"
      class="gl-bazaar"
      label={`${props.texts.bazaar}: ${names || "—"}`}
      testId="gallery-bazaar"
    >
      <span class="gl-fan" data-count={String(props.cards.length)}>
        {props.cards.length === 0 && <span class="ck-place" />}
        {props.cards.map((card, i) => (
          <CardFace key={i} look={lookOf(card)} class="gl-fan-card" />
        ))}
      </span>
      <span class="gl-pile-name">{props.texts.bazaar}</span>
    </CardSlot>
  );
}
