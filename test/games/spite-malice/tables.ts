import { makeCard } from "../../../src/games/cards/french";
import { spiteMalice as game } from "../../../src/games/spite-malice/rules";
import type { SpiteState } from "../../../src/games/spite-malice/state";

/** A table made by hand for the bot tests: seat 0 to move, the rest as given. */
export interface TableSpec {
  readonly hand: readonly string[];
  /** Seat 0's goal pile, top first (default: a lone Qc). */
  readonly goal?: readonly string[];
  readonly discards?: readonly (readonly string[])[];
  /** Centre pile heights by slot (0: free); each pile is built of clubs. */
  readonly centre?: readonly number[];
  readonly rivalGoal?: readonly string[];
  readonly rivalDiscards?: readonly (readonly string[])[];
  readonly options?: Record<string, unknown>;
  readonly seats?: number;
}

/** A pile of the given height: Ac, 2c, … (the bots read only its height). */
export function pileOf(height: number): string[] {
  return Array.from({ length: height }, (_, i) => makeCard(i + 1, "c"));
}

export function tableOf(spec: TableSpec): SpiteState {
  const options = game.parseOptions(spec.options ?? {});
  if (!options.ok) throw new Error(options.error.message);
  const seats = spec.seats ?? 2;
  const start = game.setup(options.value, seats);
  if (!start.ok) throw new Error(start.error.message);
  const four = (piles?: readonly (readonly string[])[]): string[][] =>
    [0, 1, 2, 3].map((i) => [...(piles?.[i] ?? [])]);
  const centre = (spec.centre ?? (options.value.piles === 4 ? [0, 0, 0, 0] : [])).map(pileOf);
  return {
    ...start.value,
    phase: "play",
    turn: 0,
    first: 0,
    goals: Array.from({ length: seats }, (_, i) =>
      i === 0 ? [...(spec.goal ?? ["Qc"])] : [...(spec.rivalGoal ?? ["Qd", "Qd"])],
    ),
    hands: Array.from({ length: seats }, (_, i) => (i === 0 ? [...spec.hand] : ["Jd", "Jd"])),
    discards: Array.from({ length: seats }, (_, i) =>
      i === 0 ? four(spec.discards) : four(spec.rivalDiscards),
    ),
    centre,
    stock: ["10d", "10d", "10h", "10h", "10s", "10s", "9d", "9d"],
  };
}
