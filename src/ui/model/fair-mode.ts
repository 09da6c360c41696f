// Types only: the fair core's code (the curve arithmetic) stays out of the first load;
// this label reads two plain facts of the state itself.
import type { FairState } from "../../fair/state";
import type { StoredGame } from "../../store/types";

/**
 * Which mode a game is in, as the Table drawer and the table screen say it
 * (docs/fair-play.md): trusted (every device could compute the rolls and read every
 * hand), or fair play, and then whether the dice are still checked, whom the table
 * waits for, whether it went on in trusted mode without a device, or a deck was broken.
 */
export type FairMode =
  | { readonly kind: "trusted"; readonly refused: boolean }
  | { readonly kind: "fair" }
  | { readonly kind: "waiting"; readonly device: string }
  | { readonly kind: "unchecked"; readonly since: number }
  | {
      readonly kind: "converted";
      readonly without: string;
      readonly event: number;
      /** Moves played before the conversion (null: not known here). */
      readonly move: number | null;
    }
  | { readonly kind: "broken"; readonly device: string | null };

/**
 * The mode of `record`, given its fair state at the head (null before the table opens)
 * and the device the table has waited for long enough to say so (null: none).
 */
export function fairModeOf(
  record: Pick<StoredGame, "fair" | "fairRefused">,
  fair: FairState | null,
  waitingFor: string | null,
  convertedAtMove: number | null = null,
): FairMode {
  if (!record.fair) return { kind: "trusted", refused: record.fairRefused === true };
  if (!fair) return { kind: "fair" };
  const broken = fair.decks.find((d) => d.verdict?.kind === "broken")?.verdict;
  if (broken?.kind === "broken") return { kind: "broken", device: broken.device };
  if (fair.trusted) return { kind: "converted", ...fair.trusted, move: convertedAtMove };
  if (waitingFor !== null) return { kind: "waiting", device: waitingFor };
  // As diceChecked (src/fair/dice.ts): at least two devices still key the dice.
  if (fair.participants.filter((d) => !fair.dice.excluded.has(d)).length < 2) {
    // The latest exclusion is the one that left fewer than two devices keying the dice.
    const since = Math.max(...[...fair.dice.excluded.values()].map((x) => x.event));
    return { kind: "unchecked", since };
  }
  return { kind: "fair" };
}

/** The message of a mode: its key and parameters (`name` turns a device id into words). */
export function fairModeText(
  mode: FairMode,
  name: (device: string) => string,
): { readonly key: FairModeKey; readonly params: Readonly<Record<string, string | number>> } {
  switch (mode.kind) {
    case "trusted":
      return { key: mode.refused ? "fairModeRefused" : "fairModeTrusted", params: {} };
    case "fair":
      return { key: "fairModeFair", params: {} };
    case "waiting":
      return { key: "fairModeWaiting", params: { device: name(mode.device) } };
    case "unchecked":
      return { key: "fairModeUnchecked", params: { t: mode.since } };
    case "converted":
      return mode.move === null
        ? { key: "fairModeConverted", params: { t: mode.event, device: name(mode.without) } }
        : { key: "fairModeConvertedMove", params: { n: mode.move, device: name(mode.without) } };
    case "broken":
      return mode.device === null
        ? { key: "fairModeBrokenUnknown", params: {} }
        : { key: "fairModeBroken", params: { device: name(mode.device) } };
  }
}

export type FairModeKey =
  | "fairModeTrusted"
  | "fairModeRefused"
  | "fairModeFair"
  | "fairModeWaiting"
  | "fairModeUnchecked"
  | "fairModeConverted"
  | "fairModeConvertedMove"
  | "fairModeBroken"
  | "fairModeBrokenUnknown";
