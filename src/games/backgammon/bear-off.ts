import { BAR, CHECKERS } from "./board";
import { parseMove } from "./notation";

/**
 * The bear-off the app plays for the player when nothing else matters (its "Bear off"
 * button, or at once with the automatic bear-off setting): every checker of the mover
 * is home and no opposing checker can be met again (none on the bar or in the mover's
 * home board), so the game is a pure bear-off. Halves are 25 counts in their owner's
 * numbering (index p − 1 is point p, index 24 the bar).
 */
export function isPureBearOff(mover: readonly number[], opponent: readonly number[]): boolean {
  for (let i = 6; i <= BAR; i++) if (mover[i] > 0) return false;
  // The mover's points 1–6 are the opponent's 19–24 (indexes 18–23), and its bar.
  for (let i = 18; i <= BAR; i++) if (opponent[i] > 0) return false;
  return mover.some((n) => n > 0);
}

/**
 * The best of the legal plays (their notation, as `legal` lists them) in a pure
 * bear-off, or null when it is not one (or no play is listed). Best: the most
 * checkers off, then the fewest pips left, then the fewest gaps below the highest
 * checker (a smooth home board wastes fewer later rolls); ties keep the list's order.
 */
export function bestBearOff(
  mover: readonly number[],
  opponent: readonly number[],
  legal: readonly string[],
): string | null {
  if (!isPureBearOff(mover, opponent)) return null;
  let best: string | null = null;
  let bestScore: readonly number[] = [];
  for (const text of legal) {
    const after = resultOf(mover, text);
    if (after === null) continue;
    const score = scoreOf(after);
    if (best === null || better(score, bestScore)) {
      best = text;
      bestScore = score;
    }
  }
  return best;
}

/** The mover's half after a written play, by plain arithmetic (no hits in a pure bear-off). */
function resultOf(mover: readonly number[], text: string): number[] | null {
  const move = parseMove(text);
  if (!move.ok || move.value.type !== "play") return null;
  const after = [...mover];
  for (const s of move.value.segments) {
    for (let k = 0; k < s.count; k++) {
      if (s.from < 1 || s.from > 6 || after[s.from - 1] === 0) return null;
      after[s.from - 1]--;
      if (s.to > 0) after[s.to - 1]++;
    }
  }
  return after;
}

/** [checkers off, −pips, −gaps]: larger is better, compared in that order. */
function scoreOf(half: readonly number[]): number[] {
  let onBoard = 0;
  let pips = 0;
  let highest = 0;
  for (let i = 0; i < 6; i++) {
    onBoard += half[i];
    pips += half[i] * (i + 1);
    if (half[i] > 0) highest = i + 1;
  }
  let gaps = 0;
  for (let i = 0; i < highest; i++) if (half[i] === 0) gaps++;
  return [CHECKERS - onBoard, -pips, -gaps];
}

function better(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}
