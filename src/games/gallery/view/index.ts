import type { GameUi } from "../../../ui/kit/game-ui";
import { lazyBoard, lazyRules } from "../../../ui/kit/lazy";
import { describeGalleryMove } from "./describe";
import { describeGalleryReason } from "./texts";

/**
 * How Picture Gallery plugs into the app. INTERIM: the board is a plain one (the
 * exhibition as a grid of card names, the hand, and the legal entries as buttons, any
 * step typed in); the real board, on the cards kit, is the next task of issue 12.
 */
export const galleryUi: GameUi = {
  id: "gallery",
  name: { en: "Picture Gallery", ru: "Картинная галерея" },
  Board: lazyBoard(() => import("./InterimBoard").then((m) => m.InterimBoard), "gallery-loading"),
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
  describeMove: describeGalleryMove,
  describeReason: describeGalleryReason,
};
