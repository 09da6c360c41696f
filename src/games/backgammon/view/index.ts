import type { GameUi } from "../../../ui/kit/game-ui";
import {
  describeBackgammonMove,
  describeBackgammonReason,
  describeBackgammonResult,
} from "./describe";
import { LazyBackgammonBoard } from "./LazyBoard";
import { BACKGAMMON_BOT_LEVELS, BACKGAMMON_OPTIONS } from "./options";
import { BackgammonRules } from "./Rules";
import { BackgammonThumbnail } from "./Thumbnail";

/** How backgammon plugs into the app (src/ui/game-uis.ts lists it). */
export const backgammonUi: GameUi = {
  id: "backgammon",
  name: { en: "Backgammon", ru: "Нарды" },
  Board: LazyBackgammonBoard,
  Rules: BackgammonRules,
  Thumbnail: BackgammonThumbnail,
  blurb: {
    en: "Dice or cards, the doubling cube, matches",
    ru: "Кубики или карты, куб удвоения, матчи",
  },
  options: BACKGAMMON_OPTIONS,
  botLevels: BACKGAMMON_BOT_LEVELS,
  // Only the cards variant hides anything (the hands); dice games are open play.
  hiddenInformation: (options) => options.cards === true,
  boardShowsScores: true,
  // The decision to roll (cube games) says nothing of the play: the move before it stays.
  listsMove: (text) => text !== "roll",
  describeMove: describeBackgammonMove,
  describeReason: describeBackgammonReason,
  describeResult: describeBackgammonResult,
};
