/**
 * The bots' cube decisions: a documented conversion of the net's cubeless
 * probabilities into cubeful equities, Janowski's ("Take-points in money games",
 * 1993), then the standard comparisons. All equities are per unit of the current cube.
 *
 * From the five probabilities of the player on roll (net-eval.ts) come p (win), W
 * (the average value of a win: 1 + gammon and backgammon shares) and L (of a loss).
 * With a fully live cube the player's take point is TP = (L − ½) / (W + L + ½) and its
 * cash point CP = (L + 1) / (W + L + ½), and the equity is piecewise linear in p:
 *  - cube owned by the player:  (0, −L) → (CP, 1) → (1, W);
 *  - cube in the middle:        (0, −L) → (TP, −1) → (CP, 1) → (1, W);
 *  - cube owned by the opponent: (0, −L) → (TP, −1) → (1, W).
 * The cubeful equity is x · live + (1 − x) · dead, the dead cube's being the cubeless
 * pW − (1 − p)L; x, the cube's efficiency, is 0.68 in contact (GNU Backgammon's value)
 * and 0.75 in a race, where the game flows more evenly (our choice).
 *
 * The player on roll doubles when min(double/take, double/drop) > no double, where
 * double/take = 2 · E(opponent owns), double/drop = 1; the opponent takes when
 * double/take ≤ 1. Match play (match.ts's scores) adjusts W and L and the cube's
 * worth to the match (see `matchAdjusted`); the Crawford game has no doubling (the
 * rules forbid it).
 */
export type Owner = "center" | "mover" | "opponent";

export const EFFICIENCY_CONTACT = 0.68;
export const EFFICIENCY_RACE = 0.75;

/** What a win and a loss are worth on average (per cube), from the on-roll probabilities. */
export interface Stakes {
  readonly p: number;
  readonly win: number;
  readonly loss: number;
}

export function stakesOf(probs: ArrayLike<number>): Stakes {
  const p = probs[0];
  const lose = 1 - p;
  return {
    p,
    win: p > 1e-9 ? (p + probs[1] + probs[2]) / p : 1,
    loss: lose > 1e-9 ? (lose + probs[3] + probs[4]) / lose : 1,
  };
}

/** Linear interpolation through the points (x ascending). */
function through(points: readonly (readonly [number, number])[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    if (x <= x1 || i === points.length - 1) {
      return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return points[points.length - 1][1];
}

/** The fully live cube's equity (Janowski), per unit of the cube. */
export function liveEquity(s: Stakes, owner: Owner): number {
  const { p, win: W, loss: L } = s;
  const tp = (L - 0.5) / (W + L + 0.5);
  const cp = (L + 1) / (W + L + 0.5);
  switch (owner) {
    case "mover":
      return through(
        [
          [0, -L],
          [cp, 1],
          [1, W],
        ],
        p,
      );
    case "center":
      return through(
        [
          [0, -L],
          [tp, -1],
          [cp, 1],
          [1, W],
        ],
        p,
      );
    case "opponent":
      return through(
        [
          [0, -L],
          [tp, -1],
          [1, W],
        ],
        p,
      );
  }
}

export function cubefulEquity(s: Stakes, owner: Owner, efficiency: number): number {
  const dead = s.p * s.win - (1 - s.p) * s.loss;
  return efficiency * liveEquity(s, owner) + (1 - efficiency) * dead;
}

export interface CubeAdvice {
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly double: boolean;
  readonly take: boolean;
}

/** The doubling decision of the player on roll (owner: "center" or "mover") and the answer to it. */
export function cubeAdvice(s: Stakes, owner: Owner, efficiency: number): CubeAdvice {
  const noDouble = cubefulEquity(s, owner, efficiency);
  const doubleTake = 2 * cubefulEquity(s, "opponent", efficiency);
  return {
    noDouble,
    doubleTake,
    double: owner !== "opponent" && Math.min(doubleTake, 1) > noDouble,
    take: doubleTake <= 1,
  };
}

/** A match's score as the cube decision needs it: points each side still needs. */
export interface MatchNeeds {
  readonly mover: number;
  readonly opponent: number;
  /** A game after the Crawford game: the leader is one point from the match. */
  readonly postCrawford: boolean;
}

/**
 * Match play, without a match equity table (documented approximations):
 *  - a win or loss counts only up to the points that end the match, so W and L are
 *    capped at need / cube (a gammon that the winner does not need is worth a single);
 *  - a player who wins the match by winning this game at the current cube never
 *    doubles (the cube is dead for it), and a double that a drop would lose the match
 *    to is always taken;
 *  - after the Crawford game the trailer doubles at once and the leader takes.
 */
export function matchAdjusted(
  probs: ArrayLike<number>,
  cube: number,
  owner: Owner,
  efficiency: number,
  needs: MatchNeeds,
): CubeAdvice {
  const raw = stakesOf(probs);
  const s: Stakes = {
    p: raw.p,
    win: Math.min(raw.win, needs.mover / cube),
    loss: Math.min(raw.loss, needs.opponent / cube),
  };
  const advice = cubeAdvice(s, owner, efficiency);
  // The doubler wins the match by winning at the current cube: doubling gains it
  // nothing, and for the responder a drop would lose the match.
  const moverWinsNow = needs.mover <= cube;
  if (needs.postCrawford) {
    const trailer = needs.mover > 1;
    return { ...advice, double: trailer && owner !== "opponent" && !moverWinsNow, take: true };
  }
  return {
    ...advice,
    double: advice.double && !moverWinsNow,
    take: advice.take || moverWinsNow,
  };
}
