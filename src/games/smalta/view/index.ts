import type { GameUi } from "../../../ui/kit/game-ui";
import { SmaltaBoard } from "./Board";
import { describeSmaltaMove } from "./describe";
import { SMALTA_OPTIONS } from "./options";
import { SmaltaRules } from "./Rules";

/** How Smalta plugs into the app (src/ui/game-uis.ts lists it). */
export const smaltaUi: GameUi = {
  id: "smalta",
  name: { en: "Smalta", ru: "Смальта" },
  Board: SmaltaBoard,
  Rules: SmaltaRules,
  options: SMALTA_OPTIONS,
  botLevels: ["easy", "normal", "strong"],
  // Only the cards variant hides anything (the hands); die and table die are open play.
  hiddenInformation: (options) => options.fortune === "cards",
  describeMove: describeSmaltaMove,
};
