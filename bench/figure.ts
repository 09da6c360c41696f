/** One measured figure of the bench, as printed and as written to bench/results.json. */
export interface Figure {
  /** Stable key, e.g. "first-load-gzip". */
  readonly key: string;
  readonly label: string;
  /** null when it could not be measured (then `note` says why). */
  readonly value: number | null;
  readonly unit: string;
  /** The goal as text ("≤ 50 KB") and whether the value meets it (null: no goal). */
  readonly goal: string | null;
  readonly met: boolean | null;
  /** How it was measured, what it covers, or why it is missing. */
  readonly note: string;
  /** Extra detail for results.json (files, samples…). */
  readonly detail?: unknown;
}

export function atMost(base: Omit<Figure, "goal" | "met">, limit: number, goal: string): Figure {
  return { ...base, goal, met: base.value === null ? null : base.value <= limit };
}

export function atLeast(base: Omit<Figure, "goal" | "met">, limit: number, goal: string): Figure {
  return { ...base, goal, met: base.value === null ? null : base.value >= limit };
}

export function missing(key: string, label: string, unit: string, why: string): Figure {
  return { key, label, value: null, unit, goal: null, met: null, note: why };
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
