import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import type { SpiteOptions } from "./state";

export const DEFAULT_OPTIONS: SpiteOptions = {
  goal: 20,
  piles: 4,
  acesAndTwos: false,
  wild: "kings",
  match: 0,
};

const CHOICES: Readonly<Record<keyof SpiteOptions, readonly unknown[]>> = {
  goal: [13, 20, 26],
  piles: [4, 0],
  acesAndTwos: [false, true],
  wild: ["kings", "jokers"],
  match: [0, 25, 50, 100],
};

/** Validates the options of a file or the setup screen; a missing option is its default. */
export function parseOptions(raw: unknown): Result<SpiteOptions> {
  const o = raw ?? {};
  if (typeof o !== "object" || Array.isArray(o)) {
    return fail(ErrorCode.BadOptions, "options must be an object");
  }
  const given = o as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!Object.hasOwn(CHOICES, key)) {
      return fail(ErrorCode.BadOptions, `unknown Spite and Malice option "${key}"`);
    }
  }
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [key, choices] of Object.entries(CHOICES)) {
    if (given[key] === undefined) continue;
    if (!choices.includes(given[key])) {
      const list = choices.map((c) => JSON.stringify(c)).join(", ");
      return fail(ErrorCode.BadOptions, `${key} must be one of ${list}`);
    }
    out[key] = given[key];
  }
  return ok(out as unknown as SpiteOptions);
}
