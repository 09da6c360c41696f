import type { Lang } from "../kit/game-ui";

/**
 * The few texts of the ways into the table screen that the app's first load carries
 * (entry.tsx); the screen's own texts (texts.ts) come with its chunk.
 */
export interface OfferTexts {
  /** The play screen's offer, on a device that plays no seat itself. */
  readonly note: string;
  readonly button: string;
  readonly loading: string;
  /** The table screen's code could not be loaded. */
  readonly chunkFailed: string;
}

export const OFFER_TEXTS: Readonly<Record<Lang, OfferTexts>> = {
  en: {
    note: "This device plays no seat: it can show the table, big, for everyone to see.",
    button: "Show the table screen",
    loading: "Opening the table…",
    chunkFailed: "The table screen is not saved on this device yet: open it once while online.",
  },
  ru: {
    note: "Это устройство ни за кого не играет: оно может показывать стол, крупно, для всех.",
    button: "Показать экран стола",
    loading: "Открываем стол…",
    chunkFailed: "Экран стола ещё не сохранён на устройстве: откройте его раз, когда есть сеть.",
  },
};
