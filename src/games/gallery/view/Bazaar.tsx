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
  /** The hinted move takes the bazaar or puts its discard here. */
  readonly hinted?: boolean;
}) {
  const names = props.cards.map(props.cardName).join(", ");
  return (
    <CardSlot
      id="bazaar"
      class={`gl-bazaar${props.hinted ? " gl-hinted" : ""}`}
      label={`${props.texts.bazaar}: ${names || "—"}${props.hinted ? `. ${props.texts.hintedHere}` : ""}`}
      testId="gallery-bazaar"
    >
      <span
        class="gl-fan"
        data-count={String(props.cards.length)}
        data-hint={props.hinted ? "true" : undefined}
      >
        {props.cards.length === 0 && <span class="ck-place" />}
        {props.cards.map((card, i) => (
          <CardFace key={i} look={lookOf(card)} class="gl-fan-card" />
        ))}
      </span>
      <span class="gl-pile-name">{props.texts.bazaar}</span>
    </CardSlot>
  );
}
