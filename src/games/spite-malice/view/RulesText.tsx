import type { Lang } from "../../../ui/kit/game-ui";
import { RulesEn } from "./RulesEn";
import { RulesRu } from "./RulesRu";

/** The rules in the reader's language (docs/games/spite-malice.md has every decision). */
export function RulesText(props: { readonly lang: Lang }) {
  return props.lang === "ru" ? <RulesRu /> : <RulesEn />;
}
