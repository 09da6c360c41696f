/**
 * The hidden layer of the bots' small nets (one layer of tanh units): `hidden` gets
 * tanh(b1 + x · w1), with w1 input-major (w1[i * hidden.length + j]).
 */
export function tanhLayer(
  x: ArrayLike<number>,
  w1: ArrayLike<number>,
  b1: ArrayLike<number>,
  hidden: Float64Array,
): void {
  firstLayerSums(x, w1, b1, hidden);
  for (let j = 0; j < hidden.length; j++) hidden[j] = Math.tanh(hidden[j]);
}

/**
 * The hidden units' sums before tanh, b1 + x · w1, into `sums`. Most inputs of a
 * board encoding are 0, so only the rows of the others are added.
 */
export function firstLayerSums(
  x: ArrayLike<number>,
  w1: ArrayLike<number>,
  b1: ArrayLike<number>,
  sums: Float64Array,
): void {
  const size = sums.length;
  for (let j = 0; j < size; j++) sums[j] = b1[j];
  for (let i = 0; i < x.length; i++) {
    const v = x[i];
    if (v === 0) continue;
    const row = i * size;
    for (let j = 0; j < size; j++) sums[j] += v * w1[row + j];
  }
}
