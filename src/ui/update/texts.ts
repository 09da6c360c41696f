import type { Lang } from "../kit/game-ui";

/** The prompt's words. Kept beside the prompt so that it does not depend on the app's i18n. */
export const updateTexts: Readonly<
  Record<Lang, { readonly message: string; readonly reload: string; readonly later: string }>
> = {
  en: {
    message: "A new version of Tabula is ready. Your games are saved.",
    reload: "Reload",
    later: "Later",
  },
  ru: {
    message: "Готова новая версия Табулы. Ваши партии сохранены.",
    reload: "Обновить",
    later: "Позже",
  },
};
