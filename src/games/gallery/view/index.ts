import type { GameUi } from "../../../ui/kit/game-ui";
import { lazyBoard, lazyRules } from "../../../ui/kit/lazy";
import { describeGalleryMove } from "./describe";
import { describeGalleryReason } from "./texts";
import { GalleryThumbnail } from "./Thumbnail";

/**
 * How Picture Gallery plugs into the app: names, the option, the bot levels, the moves
 * and results in words; the board (on the cards kit, with the lay builder), the table
 * screen's board and the rules pages are chunks of their own.
 */
export const galleryUi: GameUi = {
  id: "gallery",
  name: { en: "Picture Gallery", ru: "Картинная галерея" },
  blurb: {
    en: "Lay numbered paintings in runs and sets; close the exhibition to double",
    ru: "Выкладывайте картины рядами и наборами; закройте выставку — очки удвоятся",
  },
  Thumbnail: GalleryThumbnail,
  Board: lazyBoard(() => import("./Board").then((m) => m.GalleryBoard), "gallery-loading"),
  TableBoard: lazyBoard(
    () => import("./TableBoard").then((m) => m.GalleryTableBoard),
    "gallery-loading",
  ),
  Rules: lazyRules(() => import("./RulesText").then((m) => m.RulesText), "gallery-rules"),
  options: [
    {
      key: "distinctColours",
      label: { en: "Sets", ru: "Наборы" },
      values: [
        { value: false, label: { en: "colours may repeat", ru: "цвета могут повторяться" } },
        { value: true, label: { en: "distinct colours", ru: "разные цвета" } },
      ],
      default: false,
    },
  ],
  botLevels: ["easy", "normal", "strong"],
  hiddenInformation: () => true,
  fairCards: true,
  describeMove: describeGalleryMove,
  boardShowsScores: true,
  listsMove: (text) => text !== "draw",
  describeReason: describeGalleryReason,
};
