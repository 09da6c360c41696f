import type { Lang } from "../kit/game-ui";

/**
 * The texts of the pairing screens' steps, states and reasons, in both languages (they
 * load with the screens, not with the app). One interface, so Russian has every text.
 */
export interface PairTexts {
  readonly step: (n: number) => string;
  readonly seats: string;
  readonly connection: string;
  readonly showThis: string;
  readonly showThisHint: string;
  readonly scanAnswer: string;
  readonly scanAnswerHint: string;
  readonly scanInvite: string;
  readonly scanInviteHint: string;
  readonly showAnswer: string;
  readonly showAnswerHint: string;
  readonly copy: string;
  readonly copied: string;
  readonly share: string;
  readonly shareTitle: string;
  readonly pairAgainTitle: (game: string) => string;
  readonly orPaste: string;
  readonly waiting: string;
  /** A device joined; `more` are still awaited (the same code, shown to the next one). */
  readonly waitingMore: (more: number) => string;
  readonly connecting: string;
  readonly connected: string;
  readonly failed: string;
  readonly tryAgain: string;
  /** Why pairing failed, by error code; absent: the error's own message. */
  readonly why: Readonly<Record<string, string>>;
}

const en: PairTexts = {
  step: (n) => `Step ${n}`,
  seats: "Seats",
  connection: "Connection",
  showThis: "Show this code to the other device",
  showThisHint: "On the other device open Tabula, tap “Join a game” and scan it.",
  scanAnswer: "Scan the other device's answer",
  scanAnswerHint: "It shows a code of its own: scan it here, or paste its text.",
  scanInvite: "Scan the inviting device's code",
  scanInviteHint: "Point the camera at the code on the other device, or paste its text.",
  showAnswer: "Show this answer to the inviting device",
  showAnswerHint: "The inviting device scans it; then both open the game.",
  copy: "Copy",
  copied: "Copied",
  share: "Share",
  shareTitle: "Join my Tabula game",
  pairAgainTitle: (game) => `Pair again: ${game}`,
  orPaste: "Or paste the code's text",
  waiting: "Waiting for the other device…",
  waitingMore: (more) =>
    more === 1
      ? "Joined. Now show the code to the last device…"
      : `Joined. Now show the code to the next device (${more} more)…`,
  connecting: "Connecting…",
  connected: "Connected. Opening the game…",
  failed: "Pairing failed",
  tryAgain: "Try again",
  why: {
    "bad-sdp": "This is not a Tabula pairing code.",
    "bad-pairing": "The other device answered something unexpected.",
    "old-version": "The other device runs an older Tabula — update it to pair.",
    "webrtc-failed": "The two devices could not connect. Are they on the same network?",
    "peer-network": "The PeerJS server cannot be reached. Is this device online?",
    "peer-server-error": "The PeerJS server cannot be reached.",
    "peer-unavailable": "The other device is not there. Is its Invite screen still open?",
    "peer-timeout": "The other device did not answer.",
    "peerjs-missing": "The connection code did not load. Go online once and try again.",
    "bad-server": "The PeerJS server address is not a web address.",
    "no-invitation": "That device is not inviting anyone now.",
    "not-a-player": "That device is not at this game's table.",
    "unknown-game": "That device does not hold this game.",
    "header-mismatch": "The two devices hold different versions of this game.",
    "table-full": "That table is full (six devices).",
    "no-seat": "No seat is left for this device.",
    "bad-seed": "The other device's game was not dealt fairly: refused.",
    timeout: "The other device did not answer in time.",
  },
};

const ru: PairTexts = {
  step: (n) => `Шаг ${n}`,
  seats: "Места",
  connection: "Соединение",
  showThis: "Покажите этот код другому устройству",
  showThisHint:
    "На другом устройстве откройте Табулу, нажмите «Присоединиться к игре» и отсканируйте его.",
  scanAnswer: "Отсканируйте ответ другого устройства",
  scanAnswerHint: "Оно покажет свой код: отсканируйте его здесь или вставьте его текст.",
  scanInvite: "Отсканируйте код приглашающего устройства",
  scanInviteHint: "Наведите камеру на код на другом устройстве или вставьте его текст.",
  showAnswer: "Покажите этот ответ приглашающему устройству",
  showAnswerHint: "Приглашающее устройство сканирует его, и оба откроют игру.",
  copy: "Копировать",
  copied: "Скопировано",
  share: "Поделиться",
  shareTitle: "Присоединяйтесь к моей игре в Табуле",
  pairAgainTitle: (game) => `Соединить заново: ${game}`,
  orPaste: "Или вставьте текст кода",
  waiting: "Ждём другое устройство…",
  waitingMore: (more) =>
    more === 1
      ? "Подключилось. Теперь покажите код последнему устройству…"
      : `Подключилось. Теперь покажите код следующему устройству (ещё ${more})…`,
  connecting: "Соединяемся…",
  connected: "Соединено. Открываем игру…",
  failed: "Не удалось соединить",
  tryAgain: "Попробовать снова",
  why: {
    "bad-sdp": "Это не код соединения Табулы.",
    "bad-pairing": "Другое устройство ответило что-то неожиданное.",
    "old-version": "На другом устройстве старая версия Табулы — обновите её, чтобы соединиться.",
    "webrtc-failed": "Устройства не смогли соединиться. Они в одной сети?",
    "peer-network": "Сервер PeerJS недоступен. Есть ли у устройства сеть?",
    "peer-server-error": "Сервер PeerJS недоступен.",
    "peer-unavailable": "Другого устройства нет на связи. Экран приглашения на нём ещё открыт?",
    "peer-timeout": "Другое устройство не ответило.",
    "peerjs-missing": "Код соединения не загрузился. Выйдите в сеть и попробуйте снова.",
    "bad-server": "Адрес сервера PeerJS — не веб-адрес.",
    "no-invitation": "Это устройство сейчас никого не приглашает.",
    "not-a-player": "Этого устройства нет за столом этой игры.",
    "unknown-game": "На том устройстве нет этой игры.",
    "header-mismatch": "На устройствах разные версии этой игры.",
    "table-full": "За этим столом нет мест (шесть устройств).",
    "no-seat": "Для этого устройства не осталось места.",
    "bad-seed": "Игра другого устройства сдана нечестно: отказано.",
    timeout: "Другое устройство не ответило вовремя.",
  },
};

export const PAIR_TEXTS: Readonly<Record<Lang, PairTexts>> = { en, ru };

/** Why pairing failed, in words: the reason of its code, else the error's own message. */
export function pairWhy(
  texts: PairTexts,
  error: { readonly code: string; readonly message: string },
): string {
  return texts.why[error.code] ?? error.message;
}
