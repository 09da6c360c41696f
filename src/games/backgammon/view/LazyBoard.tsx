import { lazyBoard } from "../../../ui/kit/lazy";

/**
 * The board's code (SVG drawing, the partial-play model, its styles) is loaded on first
 * use, as its own chunk: the app's first load stays within budget for people who never
 * open a backgammon game.
 */
export const LazyBackgammonBoard = lazyBoard(
  () => import("./Board").then((module) => module.BackgammonBoard),
  "bg-loading",
);
