import { BAR_POINT, parseMove, type Segment } from "../notation";

/** One checker moved by one die, in the mover's numbering (25 = bar, 0 = off). */
export interface Step {
  readonly from: number;
  readonly to: number;
}

/** A legal full play as `legal` lists it: its exact text and its single steps. */
export interface LegalPlay {
  readonly text: string;
  readonly steps: readonly Step[];
  /** Cards variant: the two cards (larger first) the play is made with. */
  readonly cards: readonly [number, number] | null;
}

/**
 * What the seat may do now, read from the notation of its legal moves alone: the
 * board holds no rules, it only sorts what the engine offers.
 */
export interface Offers {
  readonly plays: readonly LegalPlay[];
  /** The pass text for the dice (`pass`) or per card pair (`cards 6 5 pass`). */
  readonly passes: readonly LegalPlay[];
  readonly double: boolean;
  /** `roll`: the seat free to double chooses to roll instead. */
  readonly roll: boolean;
  readonly take: boolean;
  readonly drop: boolean;
}

export const NO_OFFERS: Offers = {
  plays: [],
  passes: [],
  double: false,
  roll: false,
  take: false,
  drop: false,
};

/** A segment written `8/5(2)` is two steps; hit marks follow from the position. */
export function stepsOf(segments: readonly Segment[]): Step[] {
  const steps: Step[] = [];
  for (const s of segments)
    for (let i = 0; i < s.count; i++) steps.push({ from: s.from, to: s.to });
  return steps;
}

/** Sorts the legal texts into plays, passes and decisions; unknown texts are ignored. */
export function readOffers(legal: readonly string[]): Offers {
  const plays: LegalPlay[] = [];
  const passes: LegalPlay[] = [];
  const flags = { double: false, roll: false, take: false, drop: false };
  for (const text of legal) {
    const parsed = parseMove(text);
    if (!parsed.ok) continue;
    const move = parsed.value;
    switch (move.type) {
      case "double":
        flags.double = true;
        break;
      case "no-double":
        flags.roll = true;
        break;
      case "take":
        flags.take = true;
        break;
      case "drop":
        flags.drop = true;
        break;
      case "pass":
        passes.push({ text, steps: [], cards: null });
        break;
      case "play":
        plays.push({ text, steps: stepsOf(move.segments), cards: null });
        break;
      case "cards": {
        const cards: [number, number] = [move.values[0], move.values[1]];
        const entry = { text, steps: stepsOf(move.segments), cards };
        (move.segments.length === 0 ? passes : plays).push(entry);
        break;
      }
      default:
        break;
    }
  }
  return { plays, passes, ...flags };
}

/** The card pairs (larger first) that have a play or a pass, as `"6 5"` keys. */
export function cardPairs(offers: Offers): Set<string> {
  const pairs = new Set<string>();
  for (const p of [...offers.plays, ...offers.passes]) if (p.cards) pairs.add(pairKey(p.cards));
  return pairs;
}

export const pairKey = (cards: readonly [number, number]): string => `${cards[0]} ${cards[1]}`;

/** The offers of one card pair: its plays and its pass (the dice variant has no pairs). */
export function forPair(offers: Offers, cards: readonly [number, number] | null): Offers {
  if (cards === null) return offers;
  const key = pairKey(cards);
  const mine = (p: LegalPlay) => p.cards !== null && pairKey(p.cards) === key;
  return { ...NO_OFFERS, plays: offers.plays.filter(mine), passes: offers.passes.filter(mine) };
}

export const isBar = (point: number): boolean => point === BAR_POINT;
