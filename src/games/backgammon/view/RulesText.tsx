import type { Lang } from "../../../ui/kit/game-ui";
import { RulesEn } from "./RulesEn";
import { RulesRu } from "./RulesRu";

/** The rules text in the reader's language; loaded on demand by Rules.tsx. */
export function RulesText(props: { readonly lang: Lang }) {
  return props.lang === "ru" ? <RulesRu /> : <RulesEn />;
}
