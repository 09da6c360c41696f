import type { Lang } from "../../../ui/kit/game-ui";
import { RulesEn } from "./RulesEn";
import { RulesRu } from "./RulesRu";
// The rules' figures use the board's colours. Imported here, in the lazy chunk, not by
// Rules.tsx: the manifest (and so the command line, in Node) never loads a stylesheet.
import "./board.css";

/** The rules text in the reader's language; loaded on demand by Rules.tsx. */
export function RulesText(props: { readonly lang: Lang }) {
  return props.lang === "ru" ? <RulesRu /> : <RulesEn />;
}
