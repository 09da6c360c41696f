import { ANY_DEVICE } from "../../log/header";
import type { Lang, OptionChoice } from "./game-ui";

/**
 * Option values that leave to a player what no other device can check (issue 9, hole
 * 9: Smalta's table die). The decision: they are offered only where every seat is on
 * one device — the players then see the real die on the table — so Invite does not
 * offer them, and a guest refuses a welcome with them (src/net/table/guest.ts, issue
 * 27); a game that plays one across devices anyway (one stored before that) says
 * "dice not checked" on every device, because every device computes it from the same
 * options and seat holders.
 */

/** The choices for a game over the network: without the values no other device can check. */
export function choicesAcrossDevices(choices: readonly OptionChoice[]): OptionChoice[] {
  return choices.map((choice) => {
    const values = choice.values.filter((v) => v.unchecked === undefined);
    const keepsDefault = values.some((v) => v.value === choice.default);
    return { ...choice, values, default: keepsDefault ? choice.default : values[0].value };
  });
}

/** Are the seats spread over more than one device (or open to any device)? */
export function spansDevices(holders: readonly string[]): boolean {
  return holders.includes(ANY_DEVICE) || new Set(holders).size > 1;
}

/** What the chosen options leave unchecked when the seats are on several devices, in `lang`. */
export function uncheckedNotes(
  choices: readonly OptionChoice[],
  options: Readonly<Record<string, unknown>>,
  holders: readonly string[],
  lang: Lang,
): string[] {
  if (!spansDevices(holders)) return [];
  return choices.flatMap((choice) =>
    choice.values
      .filter((v) => v.unchecked !== undefined && options[choice.key] === v.value)
      .map((v) => v.unchecked![lang]),
  );
}
