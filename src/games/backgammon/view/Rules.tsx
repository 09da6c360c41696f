import { lazyRules } from "../../../ui/kit/lazy";

/** The rules of backgammon as the app shows them (docs/games/backgammon.md, in the reader's language). */
export const BackgammonRules = lazyRules(
  () => import("./RulesText").then((module) => module.RulesText),
  "bg-rules",
);
