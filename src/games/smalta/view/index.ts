import type { GameUi } from "../../../ui/kit/game-ui";
import { lazyBoard } from "../../../ui/kit/lazy";
import { describeSmaltaMove, describeSmaltaReason } from "./describe";
import { SMALTA_OPTIONS } from "./options";
import { SmaltaRules } from "./Rules";
import { SmaltaThumbnail } from "./Thumbnail";

/** The board is a chunk of its own, loaded when a game opens, not on the Home screen. */
const LazySmaltaBoard = lazyBoard(
  () => import("./Board").then((module) => module.SmaltaBoard),
  "smalta-loading",
);

/** How Smalta plugs into the app (src/ui/game-uis.ts lists it). */
export const smaltaUi: GameUi = {
  id: "smalta",
  name: { en: "Smalta", ru: "Смальта" },
  Board: LazySmaltaBoard,
  Rules: SmaltaRules,
  Thumbnail: SmaltaThumbnail,
  blurb: {
    en: "Paint the mosaic: a square of one or four colours wins",
    ru: "Мозаика: побеждает квадрат одного или четырёх цветов",
  },
  options: SMALTA_OPTIONS,
  botLevels: ["easy", "normal", "strong"],
  // Only the cards variant hides anything (the hands); die and table die are open play.
  hiddenInformation: (options) => options.fortune === "cards",
  boardShowsScores: true,
  // A table-die roll typed in is the seat's move, but no play: the paint after it is.
  listsMove: (text) => !text.startsWith("roll "),
  describeMove: describeSmaltaMove,
  describeReason: describeSmaltaReason,
};
