import type { GameUi } from "../../../ui/kit/game-ui";
import { lazyBoard, lazyRules } from "../../../ui/kit/lazy";
import { describeMountainsMove } from "./describe";
import { MOUNTAINS_OPTIONS } from "./options";
import { describeMountainsReason } from "./words-texts";
import { MountainsThumbnail } from "./Thumbnail";

/**
 * How Mountains plugs into the app. In the first load: keep it tiny (no kit component,
 * no rules); the board, the table screen's board and the rules page are chunks.
 */
export const mountainsUi: GameUi = {
  id: "mountains",
  name: { en: "Mountains", ru: "Горы" },
  Board: lazyBoard(() => import("./Board").then((m) => m.MountainsBoard), "mountains-loading"),
  TableBoard: lazyBoard(
    () => import("./TableBoard").then((m) => m.MountainsTableBoard),
    "mountains-loading",
  ),
  Rules: lazyRules(() => import("./RulesText").then((m) => m.RulesText), "mountains-rules"),
  Thumbnail: MountainsThumbnail,
  blurb: {
    en: "Two teams of colours raise mountains of cards",
    ru: "Две команды цветов растят горы из карт",
  },
  options: MOUNTAINS_OPTIONS,
  botLevels: ["easy", "normal", "strong"],
  hiddenInformation: () => true,
  fairCards: true,
  boardShowsScores: true,
  describeMove: describeMountainsMove,
  describeReason: describeMountainsReason,
};
