import { lazyRules } from "../../../ui/kit/lazy";

/** The rules of Smalta as the app shows them (docs/games/smalta.md, in the reader's language). */
export const SmaltaRules = lazyRules(
  () => import("./RulesText").then((module) => module.RulesText),
  "smalta-rules",
);
