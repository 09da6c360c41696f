import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import type { GameHint, HintReason } from "../../engine/hint";
import { rngFromText } from "../../engine/rng";
import { chooseMove } from "./bot";
import { pointsOf } from "./cards";
import { sizeLimit, tokenPoints } from "./flow";
import type { GalleryMove } from "./notation";
import { gallery } from "./rules";
import type { GalleryState } from "./state";

/**
 * Picture Gallery's hint: the strong bot's entry for `seat`, from `view` only (other
 * hands and the draw pile are hidden there: a property test changes them and gets the
 * same hint), its sampling drawn from a fixed rng, so one view gives one hint. Its step
 * may lay more cards than `legal` lists (3): the planner weighs longer steps, and the
 * rules check any. The reason says what the entry does in the bot's view: the points
 * it adds to the seat's cards on the exhibition, the exhibition closed and its score,
 * the cards still needed to close it.
 */
export function galleryHint(view: GalleryState, seat: Seat): Result<GameHint> {
  if (view.phase !== "playing" || view.turn === null) return fail("no-hint", "no turn is on");
  if (view.turn.seat !== seat) return fail("no-hint", "it is not this seat's turn");
  const move = chooseMove(view, seat, "strong", rngFromText("tabula-hint/gallery"));
  if (move === null) return fail("no-hint", "this seat has nothing to play");
  const refused = gallery.check(view, seat, move);
  if (refused) return fail("no-hint", refused.message);
  const after = gallery.apply(view, seat, move);
  return ok({ move: gallery.formatMove(move), reason: reasonOf(view, after, seat, move) });
}

function reasonOf(
  before: GalleryState,
  after: GalleryState,
  seat: Seat,
  move: GalleryMove,
): HintReason {
  switch (move.type) {
    case "open":
    case "lay": {
      const value = move.cards.reduce((sum, p) => sum + pointsOf(p.card), 0);
      const n = move.cards.length;
      if (after.closed && !before.closed) {
        const gain = after.scores[seat] - before.scores[seat];
        return {
          en: `It closes the exhibition: ${signed(gain)} for you.`,
          ru: `Закрывает выставку: тебе ${signed(gain)}.`,
        };
      }
      const mine = tokenPoints(after)[seat];
      const left = Math.max(0, sizeLimit(after) - after.table.length);
      const opens = move.type === "open";
      return {
        en: `It ${opens ? "opens the exhibition with" : "lays"} ${n} ${n === 1 ? "card" : "cards"} worth ${value}; your cards here are worth ${mine}; ${left} more ${left === 1 ? "card closes" : "cards close"} it.`,
        ru: `${opens ? "Открывает выставку:" : "Выкладывает"} ${ruCards(n)} на ${ruPoints(value)}; твои карты здесь стоят ${mine}; до закрытия ещё ${ruCards(left, "nom")}.`,
      };
    }
    case "bazaar":
      return {
        en: `It takes the bazaar (${before.bazaar.length} ${before.bazaar.length === 1 ? "card" : "cards"}): the bot values it above a blind draw.`,
        ru: `Берёт базар (${ruCards(before.bazaar.length, "nom")}): для бота это ценнее карты из колоды.`,
      };
    case "draw":
      return {
        en: "It draws from the pile: the bot values a blind draw above the bazaar.",
        ru: "Берёт из колоды: для бота это ценнее базара.",
      };
    case "discard":
      return {
        en: "It ends the turn with the card its plans need least.",
        ru: "Заканчивает ход картой, которая меньше всего нужна для следующих ходов.",
      };
    case "decline":
      return {
        en: "It declines to open the exhibition.",
        ru: "Отказывается открывать выставку.",
      };
    case "swap":
      return {
        en: "It takes the joker back for the card it stands for, to lay it elsewhere.",
        ru: "Забирает джокера, положив вместо него его карту: джокер пригодится в другом месте.",
      };
    default:
      return {
        en: "Nothing worth laying now: it ends the turn.",
        ru: "Выкладывать сейчас нечего: ход окончен.",
      };
  }
}

/** "+12", or U+2212 for a loss. */
const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

/** 1 — one, 2–4 — few, else many (11–14 are many): the Russian plural forms. */
function ruForm(n: number, one: string, few: string, many: string): string {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return `${n} ${one}`;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return `${n} ${few}`;
  return `${n} ${many}`;
}

const ruCards = (n: number, form: "acc" | "nom" = "acc"): string =>
  ruForm(n, form === "acc" ? "карту" : "карта", "карты", "карт");
const ruPoints = (n: number): string => ruForm(n, "очко", "очка", "очков");
