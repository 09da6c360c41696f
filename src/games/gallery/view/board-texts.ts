import { ruPlural } from "../../../engine/ru-plural";
import type { Lang } from "../../../ui/kit/game-ui";
import type { LayCode } from "../laying";

/** What a refusal is about: the card, the cell and the exhibition's size limit. */
export interface ReasonDetail {
  readonly card: string;
  readonly cell: string;
  readonly limit: number;
}

/** The board's words (lazy: loaded with the board, not with the first screen). */
export interface BoardTexts {
  readonly table: string;
  readonly exhibition: (n: number) => string;
  readonly size: (cards: number, limit: number) => string;
  readonly toClose: (left: number) => string;
  readonly opening: string;
  readonly closedBy: (name: string) => string;
  readonly bazaar: string;
  readonly stock: (n: number) => string;
  readonly cell: (id: string) => string;
  /** The place of a card that fits nowhere now ("can go to: no place now"). */
  readonly nowhere: string;
  readonly hand: string;
  readonly draw: string;
  readonly takeBazaar: string;
  readonly open: string;
  readonly decline: string;
  readonly declineHint: string;
  readonly cancel: string;
  readonly pass: string;
  readonly end: string;
  readonly lay: string;
  readonly undo: string;
  readonly clear: string;
  readonly nameJoker: (cell: string) => string;
  readonly hintDraw: string;
  readonly hintOpen: string;
  readonly hintMustDecline: string;
  readonly hintLay: string;
  readonly hintDiscard: string;
  readonly waiting: (name: string) => string;
  readonly pickFirst: string;
  readonly refused: (card: string, cell: string, why: string) => string;
  readonly jokerFitsNot: string;
  readonly lineRow: string;
  readonly lineColumn: string;
  readonly run: string;
  readonly set: string;
  readonly stepOk: string;
  readonly closes: (points: number, overshoot: number) => string;
  readonly reasons: (code: string, d: ReasonDetail) => string;
  readonly scores: string;
  readonly total: string;
  readonly doubled: string;
  readonly inHand: (n: number) => string;
  readonly lastRound: string;
  readonly you: string;
  readonly token: (colour: number) => string;
  /** A place or pile the hinted move uses ("What would you play?"), with the card it names. */
  readonly hinted: (card: string) => string;
  readonly hintedHere: string;
}

const TOKENS_EN = ["yellow", "white", "grey", "violet"];
const TOKENS_RU = ["жёлтая", "белая", "серая", "фиолетовая"];

const EN_REASONS: Record<LayCode, (d: ReasonDetail) => string> = {
  "not-in-hand": () => "you have no such card left in your hand",
  "outside-area": () => "the exhibition must fit in 8 columns by 5 rows",
  occupied: () => "that place already holds a card",
  "not-adjacent": () => "a card must touch a card on the table by an edge (not a corner)",
  "open-one-line": () => "the opening is one line through the start card",
  "keep-one-card": () => "keep one card in your hand for the bazaar",
  "over-limit": (d) => `the exhibition may end one card past its limit of ${d.limit}, never two`,
  "not-run-or-set": () =>
    "the line would be neither a run (one colour, values in a row) nor a set (one value)",
  "colour-repeated": () => "a set may not repeat a colour in this game",
  "two-jokers": () => "a line holds one joker at most",
  "extends-twice": () => "a group from before your turn grows by one card a turn",
  "empty-step": () => "lay at least one card",
  "open-too-few": () => "open with at least two cards beside the start card",
  "short-line": () => "a line of two cards: a new group needs three cards in one step",
  "second-set": () => "the exhibition already has a set of that value",
};

const RU_REASONS: Record<LayCode, (d: ReasonDetail) => string> = {
  "not-in-hand": () => "такой карты в руке больше нет",
  "outside-area": () => "выставка должна помещаться в 8 столбцов на 5 рядов",
  occupied: () => "это место уже занято",
  "not-adjacent": () => "карта должна касаться карты на столе ребром (не углом)",
  "open-one-line": () => "открытие — одна линия через стартовую карту",
  "keep-one-card": () => "оставьте в руке одну карту для базара",
  "over-limit": (d) => `выставка может превысить предел ${d.limit} на одну карту, не на две`,
  "not-run-or-set": () =>
    "линия не будет ни рядом (один цвет, номера подряд), ни набором (один номер)",
  "colour-repeated": () => "в этой партии цвета в наборе не повторяются",
  "two-jokers": () => "в линии не больше одного джокера",
  "extends-twice": () => "группа, лежавшая до хода, растёт на одну карту за ход",
  "empty-step": () => "выложите хотя бы одну карту",
  "open-too-few": () => "откройте хотя бы двумя картами рядом со стартовой",
  "short-line": () => "линия из двух карт: новая группа — сразу три карты за один шаг",
  "second-set": () => "в выставке уже есть набор этого номера",
};

const plural = ruPlural;

const en: BoardTexts = {
  table: "Picture Gallery table",
  exhibition: (n) => `Exhibition ${n}`,
  size: (cards, limit) => `${cards} of ${limit} cards`,
  toClose: (left) => (left <= 0 ? "closes now" : `${left} to close it`),
  opening: "to be opened",
  closedBy: (name) => `closed by ${name}: points doubled`,
  bazaar: "Bazaar",
  stock: (n) => `Draw pile: ${n}`,
  cell: (id) => `place ${id}`,
  nowhere: "no place now",
  hand: "Your hand",
  draw: "Draw a card",
  takeBazaar: "Take the bazaar",
  open: "Open",
  decline: "Decline",
  declineHint: "Pick the card to lay as the new start card, then tap the start card.",
  cancel: "Cancel",
  pass: "Pass",
  end: "End the turn",
  lay: "Lay",
  undo: "Undo",
  clear: "Clear",
  nameJoker: (cell) => `Name the joker at ${cell}`,
  hintDraw: "Draw a card or take the whole bazaar.",
  hintOpen: "Open: lay two or more cards in one line with the start card — or decline.",
  hintMustDecline: "Your start card came back: decline again with another card.",
  hintLay: "Pick a card, then a place. Lay the step when every line is a run or a set.",
  hintDiscard: "Put a card on the bazaar: pick it, then tap the bazaar.",
  waiting: (name) => `${name} to play`,
  pickFirst: "Pick a card from your hand first.",
  refused: (card, cell, why) => `${card} cannot go to ${cell}: ${why}.`,
  jokerFitsNot: "no card the joker could stand for fits there",
  lineRow: "Row",
  lineColumn: "Column",
  run: "run",
  set: "set",
  stepOk: "Ready to lay.",
  closes: (points, overshoot) =>
    overshoot > 0
      ? `This step closes the exhibition one card past the limit: your ${points} points less ${overshoot}, doubled.`
      : `This step closes the exhibition: your ${points} points are doubled.`,
  reasons: (code, d) => EN_REASONS[code as LayCode]?.(d) ?? code,
  scores: "Scores",
  total: "Total",
  doubled: "×2",
  inHand: (n) => `${n} in hand`,
  lastRound: "The draw pile is empty: no more drawing or discarding.",
  you: "you",
  token: (c) => `${TOKENS_EN[c] ?? "player's"} token`,
  hinted: (card) => `the hint puts ${card} here`,
  hintedHere: "the hint plays this",
};

const ru: BoardTexts = {
  table: "Стол «Картинной галереи»",
  exhibition: (n) => `Выставка ${n}`,
  size: (cards, limit) => `${cards} из ${limit} карт`,
  toClose: (left) =>
    left <= 0 ? "закрывается" : `до закрытия ${left} ${plural(left, "карта", "карты", "карт")}`,
  opening: "ещё не открыта",
  closedBy: (name) => `закрыл(а) ${name}: очки удвоены`,
  bazaar: "Базар",
  stock: (n) => `Колода: ${n}`,
  cell: (id) => `место ${id}`,
  nowhere: "пока некуда",
  hand: "Ваши карты",
  draw: "Взять из колоды",
  takeBazaar: "Забрать базар",
  open: "Открыть",
  decline: "Отказаться",
  declineHint: "Выберите карту — новую стартовую, затем коснитесь стартовой карты.",
  cancel: "Отмена",
  pass: "Пас",
  end: "Закончить ход",
  lay: "Выложить",
  undo: "Вернуть",
  clear: "Сбросить",
  nameJoker: (cell) => `Назовите джокера на ${cell}`,
  hintDraw: "Возьмите карту из колоды или весь базар.",
  hintOpen: "Откройте: две карты или больше в одну линию со стартовой — или откажитесь.",
  hintMustDecline: "Стартовая карта вернулась: откажитесь снова другой картой.",
  hintLay: "Выберите карту, затем место. Выкладывайте, когда каждая линия — ряд или набор.",
  hintDiscard: "Положите карту на базар: выберите её и коснитесь базара.",
  waiting: (name) => `Ходит ${name}`,
  pickFirst: "Сначала выберите карту в руке.",
  refused: (card, cell, why) => `${card} нельзя положить на ${cell}: ${why}.`,
  jokerFitsNot: "туда не подходит ни одна карта, которой мог бы стать джокер",
  lineRow: "Ряд",
  lineColumn: "Столбец",
  run: "ряд",
  set: "набор",
  stepOk: "Можно выкладывать.",
  closes: (points, overshoot) =>
    overshoot > 0
      ? `Этот шаг закрывает выставку с лишней картой: ваши ${points} очков минус ${overshoot}, удвоенные.`
      : `Этот шаг закрывает выставку: ваши ${points} очков удваиваются.`,
  reasons: (code, d) => RU_REASONS[code as LayCode]?.(d) ?? code,
  scores: "Очки",
  total: "Итого",
  doubled: "×2",
  inHand: (n) => `${n} в руке`,
  lastRound: "Колода пуста: больше не берут и не сбрасывают.",
  you: "вы",
  token: (c) => `${TOKENS_RU[c] ?? "цветная"} фишка`,
  hinted: (card) => `подсказка кладёт сюда: ${card}`,
  hintedHere: "подсказка играет это",
};

export const BOARD_TEXTS: Readonly<Record<Lang, BoardTexts>> = { en, ru };

/** Every laying code the builder can give, for the tests that both languages say each. */
export const LAY_CODES = Object.keys(EN_REASONS) as LayCode[];
