/** The 21 distinct rolls and their weights out of 36: [die, die, weight]. */
export const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const out: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) out.push([a, b, a === b ? 1 : 2]);
  return out;
})();
