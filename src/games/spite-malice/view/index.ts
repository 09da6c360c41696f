import type { GameUi } from "../../../ui/kit/game-ui";
import { lazyBoard, lazyRules } from "../../../ui/kit/lazy";
import { describeSpiteMove } from "./describe";
import { SPITE_OPTIONS } from "./options";
import { describeSpiteReason } from "./move-texts";
import { SpiteThumbnail } from "./Thumbnail";

/**
 * How Spite and Malice plugs into the app. This file is in the first load: names,
 * options and words only; the boards (on the cards kit) and the rules pages are chunks
 * of their own.
 */
export const spiteUi: GameUi = {
  id: "spite-malice",
  name: { en: "Spite and Malice", ru: "Злоба и коварство" },
  blurb: {
    en: "Race to play out your goal pile onto the centre",
    ru: "Кто первым выложит в центр всю стопку цели",
  },
  Thumbnail: SpiteThumbnail,
  Board: lazyBoard(() => import("./Board").then((m) => m.SpiteBoard), "spite-loading"),
  TableBoard: lazyBoard(
    () => import("./TableBoard").then((m) => m.SpiteTableBoard),
    "spite-loading",
  ),
  Rules: lazyRules(() => import("./RulesText").then((m) => m.RulesText), "spite-rules"),
  options: SPITE_OPTIONS,
  botLevels: ["easy", "normal", "strong"],
  hiddenInformation: () => true,
  fairCards: true,
  describeMove: describeSpiteMove,
  describeReason: describeSpiteReason,
};
