import { fail, ok, type Result } from "../../engine/errors";
import type { Seat } from "../../engine/game";
import type { GameHint, HintReason } from "../../engine/hint";
import { rngFromText } from "../../engine/rng";
import { chooseMove, colourChoices, valueNet, type ColourChoice } from "./bot";
import { SearchBoard } from "./bot-board";
import { valueAfterPaint } from "./bot-expectimax";
import { lookaheadScore, positionOf } from "./bot-search";
import { colourBit, colourCount, emptyCellsOf, makesCluster, threatAfter } from "./bot-tactics";
import type { SmaltaMove } from "./notation";
import { smalta, winningBlock } from "./rules";
import type { SmaltaState, WinKind } from "./state";

/**
 * "What would you play?" for Smalta (src/engine/hint.ts): the strong bot's move from the
 * seat's view, with a line drawn from what the bot itself weighs — a win on the spot,
 * else the opponent's chance to win at once after the move, whether it hands them a
 * cluster point, and the bot's estimate of the mover's chance to win (the expectimax
 * value over the value net with the die, the lookahead score with cards).
 */

/**
 * The strong bot breaks ties with its rng; a fixed seed makes the hint a function of
 * the view alone, so asking twice in one position gives the same answer.
 */
const HINT_SEED = "tabula-hint";

/** The hint and its reason line: the engine's contract (src/engine/hint.ts). */
export type SmaltaHint = GameHint;
export type { HintReason };

type PaintMove = Extract<SmaltaMove, { type: "paint" } | { type: "card" }>;

/** The hint for `seat` from its view `rules.view(state, seat)`; the manifest checks its shape. */
export function smaltaHint(view: SmaltaState, seat: Seat): Result<SmaltaHint> {
  const refusal = refusalOf(view, seat);
  if (refusal !== null) return fail("no-hint", refusal);
  const move = chooseMove(view, seat, "strong", rngFromText(HINT_SEED));
  // refusalOf leaves only paints and cards to choose among; this guards the types.
  if (move === null || (move.type !== "paint" && move.type !== "card")) {
    return fail("no-hint", "there is nothing to paint now");
  }
  return ok({
    move: smalta.formatMove(move),
    reason: reasonOf(factsOf(view, seat, move), view.options.fortune === "cards"),
  });
}

/** Why there is no hint for `seat` now, or null when it has a paint to choose. */
function refusalOf(view: SmaltaState, seat: Seat): string | null {
  if (smalta.result(view) !== null) return "the game is over";
  const due = smalta.pending(view);
  if (due === "first") return "the lot for the first move is still to be drawn";
  if (due === "roll") return "the die is still to be rolled";
  if (due === "deal") return "the cards are still to be dealt";
  if (!smalta.toMove(view).includes(seat)) return "it is not this seat's turn";
  // With the table die the seat enters its own roll: a bare die roll, nothing to advise.
  if (view.options.fortune === "table" && view.roll === null) return "roll the die first";
  return null;
}

/** What the reason line says of a move, each as the strong bot reckons it. */
export interface HintFacts {
  /** The square the move completes, when it wins on the spot. */
  readonly win: WinKind | null;
  /** The opponent's chance to win on their very next turn (0 when the move wins). */
  readonly risk: number;
  /** With the die: how many of the six colours would win for them then. */
  readonly riskColours: number;
  /** Whether no move of this turn leaves them a smaller chance. */
  readonly leastRisk: boolean;
  /** Whether it gives the opponent a cluster point. */
  readonly cluster: boolean;
  /** The bot's estimate of the mover's chance to win after it; null without a net. */
  readonly estimate: number | null;
}

export function factsOf(view: SmaltaState, seat: Seat, move: PaintMove): HintFacts {
  const lead = view.points[seat] - view.points[1 - seat];
  const position = positionOf(view.cells, lead);
  const colour = move.type === "card" ? move.value : (view.roll ?? 0);
  const choices = colourChoices(view, seat);
  const choice = choices.find((c) => c.colour === colour) ?? choices[0];
  const wins = (cell: number, c: number): boolean => (position.wins[cell] & colourBit(c)) !== 0;
  if (wins(move.cell, colour)) {
    const cells = view.cells.map((c, i) => (i === move.cell ? colour : c));
    const kind = winningBlock(cells, move.cell, seat)?.kind ?? "monochrome";
    return { win: kind, risk: 0, riskColours: 0, leastRisk: true, cluster: false, estimate: 1 };
  }
  const threatOf = (c: ColourChoice, cell: number): number =>
    threatAfter(position.cells, position.wins, cell, c.colour);
  const threat = threatOf(choice, move.cell);
  const risk = choice.model.opponentHits(threat);
  let least = risk;
  for (const c of choices) {
    for (const cell of emptyCellsOf(position.cells)) {
      if (!wins(cell, c.colour)) least = Math.min(least, c.model.opponentHits(threatOf(c, cell)));
    }
  }
  return {
    win: null,
    risk,
    riskColours: colourCount(threat),
    leastRisk: risk <= least + 1e-9,
    cluster: makesCluster(view.cells, move.cell, colour),
    estimate: estimateOf(view, lead, move.cell, choice),
  };
}

/** The value the strong bot ranks its candidates by (bot.ts), for this one move. */
function estimateOf(
  view: SmaltaState,
  lead: number,
  cell: number,
  choice: ColourChoice,
): number | null {
  if (view.options.fortune === "cards") {
    return lookaheadScore(positionOf(view.cells, lead), cell, choice.colour, choice.model);
  }
  if (valueNet === null) return null;
  return valueAfterPaint(SearchBoard.of(view.cells, lead), cell, choice.colour, valueNet);
}

/** A chance as a whole percent, never rounding a real chance to 0 or a doubt to 100. */
function percent(x: number): string {
  const p = Math.round(x * 100);
  if (p === 0 && x > 0) return "<1";
  if (p === 100 && x < 1) return ">99";
  return String(p);
}

export function reasonOf(facts: HintFacts, cards: boolean): HintReason {
  if (facts.win !== null) {
    const mono = facts.win === "monochrome";
    return {
      en: `Completes a ${mono ? "monochrome" : "four-colour"} square: you win at once.`,
      ru: `Замыкает ${mono ? "монохромный" : "четырёхцветный"} квадрат — ты сразу побеждаешь.`,
    };
  }
  let en: string;
  let ru: string;
  if (facts.risk === 0) {
    en = `The opponent can't win at once${facts.cluster ? ", but gets a point" : " and gets no point"}.`;
    ru = `Соперник не сможет выиграть сразу${facts.cluster ? ", но получит очко" : " и не получит очка"}.`;
  } else {
    // With the die the chance is a count of colours (2 in 6); with cards a percentage.
    const chanceEn = cards ? `${percent(facts.risk)}%` : `${facts.riskColours} in 6`;
    const chanceRu = cards ? `${percent(facts.risk)}\u00a0%` : `${facts.riskColours} из 6`;
    const leastEn = facts.leastRisk ? ` (no ${cards ? "move" : "cell"} leaves less)` : "";
    const leastRu = facts.leastRisk
      ? ` (меньше не оставляет ни ${cards ? "один ход" : "одна клетка"})`
      : "";
    en = `The opponent's chance to win at once is ${chanceEn}${leastEn}${facts.cluster ? ", and they get a point" : "; no point for them"}.`;
    ru = `Шанс соперника выиграть сразу — ${chanceRu}${leastRu}${facts.cluster ? ", и он получит очко" : ", очка он не получит"}.`;
  }
  if (facts.estimate !== null) {
    en += ` The bot rates your chance to win at ${percent(facts.estimate)}%.`;
    ru += ` Бот оценивает твои шансы на победу в ${percent(facts.estimate)}\u00a0%.`;
  }
  return { en, ru };
}
