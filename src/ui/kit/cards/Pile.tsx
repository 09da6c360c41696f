import { useContext } from "preact/hooks";
import type { Lang } from "../game-ui";
import { CardFace } from "./CardFace";
import { CardSlot } from "./CardSlot";
import { TableContext } from "./context";
import { BACK, type CardLook } from "./looks";
import { KIT_TEXTS, type KitTexts } from "./texts";

/** The kit's words: the table's language inside a CardTable, else `lang` (default English). */
function useTexts(lang: Lang | undefined): KitTexts {
  const table = useContext(TableContext);
  return lang ? KIT_TEXTS[lang] : (table?.texts ?? KIT_TEXTS.en);
}

export interface PileProps {
  /** The pile's id in the targets: a destination ("c2"), the origin of its top ("d1"), or both. */
  readonly id: string;
  /** Bottom to top; a card the viewer may not see is BACK (a face-down stock is all backs). */
  readonly cards: readonly CardLook[];
  /** The pile's name ("centre pile 2"). */
  readonly label: string;
  /** `stack`: the top card with the count (default); `cascade`: every card, overlapped downwards. */
  readonly layout?: "stack" | "cascade";
  /** More words for the pile's name ("needs a 7"). */
  readonly note?: string;
  /** Outside a CardTable: the language of its name (inside, the table's). */
  readonly lang?: Lang;
  readonly class?: string;
}

/**
 * A pile as one slot: its top card (or every card, cascaded so each index shows), a
 * hint of depth and its count. Its name says what it is, how many cards it holds and
 * its top: "centre pile 2, 5 cards, top: jack of hearts".
 */
export function Pile(props: PileProps) {
  const texts = useTexts(props.lang);
  const n = props.cards.length;
  const top = n > 0 ? props.cards[n - 1] : null;
  const parts = [props.label, n === 0 ? texts.empty : texts.cards(n)];
  if (top && top.kind !== "back") parts.push(texts.top(texts.cardName(top)));
  else if (top) parts.push(texts.faceDown);
  if (props.note) parts.push(props.note);
  const layout = props.layout ?? "stack";
  return (
    <CardSlot
      id={props.id}
      look={top}
      label={parts.join(", ")}
      class={`ck-pile ck-${layout}${props.class ? ` ${props.class}` : ""}`}
      testId={`pile-${props.id}`}
    >
      {layout === "cascade" ? <Cascade cards={props.cards} /> : <Stack cards={props.cards} />}
    </CardSlot>
  );
}

function Stack(props: { cards: readonly CardLook[] }) {
  const n = props.cards.length;
  if (n === 0) return <span class="ck-place" />;
  const depth = Math.min(3, n - 1);
  return (
    <span class="ck-stack" data-count={String(n)}>
      {Array.from({ length: depth }, (_, i) => (
        <span key={i} class="ck-under" style={{ "--ck-depth": String(depth - i) }} />
      ))}
      <CardFace look={props.cards[n - 1]} />
      {n > 1 && (
        <span class="ck-count" aria-hidden="true">
          {n}
        </span>
      )}
    </span>
  );
}

function Cascade(props: { cards: readonly CardLook[] }) {
  if (props.cards.length === 0) return <span class="ck-place" />;
  return (
    <span class="ck-cascade-cards" style={{ "--ck-n": String(props.cards.length) }}>
      {props.cards.map((look, i) => (
        <CardFace key={i} look={look} class="ck-cascade-card" />
      ))}
    </span>
  );
}

/** Another seat's hand, compact: a few backs and the count ("Anna: 5 cards"). */
export function HiddenHand(props: { count: number; label: string; lang?: Lang }) {
  const texts = useTexts(props.lang);
  const shown = Math.min(props.count, 5);
  return (
    <span
      class="ck-backs"
      role="img"
      aria-label={`${props.label}: ${texts.cards(props.count)}`}
      data-count={String(props.count)}
    >
      {Array.from({ length: shown }, (_, i) => (
        <CardFace key={i} look={BACK} />
      ))}
      <span class="ck-count" aria-hidden="true">
        {props.count}
      </span>
    </span>
  );
}
