import type { Lang } from "../kit/game-ui";

/** The end of a join link that invites a table screen (the Join screen reads it). */
export const TABLE_LINK = "&as=table";

/**
 * Everything the table screen and its ways in (the play screen's offer, the Join
 * screen's choice, the Table panel's invitation) say, in both languages. One interface,
 * so the compiler checks that Russian has every text English has.
 */
export interface TableTexts {
  readonly title: string;
  /** The Join screen's choice. */
  readonly joinAsTable: string;
  /** The Table panel's second invitation. */
  readonly inviteButton: string;
  readonly inviteText: string;
  readonly leave: string;
  readonly fullScreen: string;
  readonly leaveFullScreen: string;
  readonly players: string;
  readonly score: string;
  readonly toMove: string;
  readonly turnOf: (name: string) => string;
  readonly thinking: (name: string) => string;
  readonly randomDue: string;
  readonly over: string;
  readonly wins: (names: string) => string;
  readonly draw: string;
  readonly moves: string;
  readonly noMoves: string;
  /** A move in the list and in the live region: "Anna: painted c4". */
  readonly moveBy: (name: string, move: string) => string;
  /** This device holds seats: their moves (and hands) stay on the play screen. */
  readonly heldHere: (names: string) => string;
  readonly play: string;
  readonly awake: Readonly<Record<"on" | "unsupported" | "failed", string>>;
  readonly loading: string;
  readonly notFound: string;
  readonly loadFailed: (reason: string) => string;
  readonly noBoard: (game: string) => string;
  readonly board: string;
}

const en: TableTexts = {
  title: "Table screen",
  joinAsTable: "Join as the table screen (a tablet in the middle of the table)",
  inviteButton: "Invite a table screen",
  inviteText:
    "Open this link on the tablet in the middle of the table: it shows the table for everyone, never a hand.",
  leave: "Leave",
  fullScreen: "Full screen",
  leaveFullScreen: "Leave full screen",
  players: "Players",
  score: "score",
  toMove: "to move",
  turnOf: (name) => `${name} to move`,
  thinking: (name) => `${name} is thinking…`,
  randomDue: "Chance is drawing…",
  over: "Game over",
  wins: (names) => `${names} won`,
  draw: "A draw",
  moves: "Moves",
  noMoves: "No moves yet",
  moveBy: (name, move) => `${name}: ${move}`,
  heldHere: (names) => `This device plays ${names}: make those moves on the play screen.`,
  play: "Play",
  awake: {
    on: "The screen stays on",
    unsupported: "This browser may dim the screen: keep it on in the device's settings.",
    failed: "The screen could not be kept on: keep it on in the device's settings.",
  },
  loading: "Opening the table…",
  notFound: "This game is not on this device.",
  loadFailed: (reason) => `The game could not be opened: ${reason}`,
  noBoard: (game) => `This app has no board for ${game}.`,
  board: "The table",
};

const ru: TableTexts = {
  title: "Экран стола",
  joinAsTable: "Подключиться как экран стола (планшет в центре стола)",
  inviteButton: "Пригласить экран стола",
  inviteText:
    "Откройте эту ссылку на планшете в центре стола: он покажет стол для всех, но ничью руку.",
  leave: "Выйти",
  fullScreen: "Во весь экран",
  leaveFullScreen: "Обычный экран",
  players: "Игроки",
  score: "очки",
  toMove: "ходит",
  turnOf: (name) => `Ходит ${name}`,
  thinking: (name) => `${name} думает…`,
  randomDue: "Решает случай…",
  over: "Игра окончена",
  wins: (names) => `Победа: ${names}`,
  draw: "Ничья",
  moves: "Ходы",
  noMoves: "Ходов пока нет",
  moveBy: (name, move) => `${name}: ${move}`,
  heldHere: (names) => `Это устройство играет за: ${names}. Эти ходы делайте на экране игры.`,
  play: "Играть",
  awake: {
    on: "Экран не гаснет",
    unsupported: "Браузер может гасить экран: отключите это в настройках устройства.",
    failed: "Не удалось не давать экрану гаснуть: отключите это в настройках устройства.",
  },
  loading: "Открываем стол…",
  notFound: "Этой игры нет на устройстве.",
  loadFailed: (reason) => `Не удалось открыть игру: ${reason}`,
  noBoard: (game) => `В приложении нет доски для игры ${game}.`,
  board: "Стол",
};

export const TABLE_TEXTS: Readonly<Record<Lang, TableTexts>> = { en, ru };
