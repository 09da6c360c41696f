import { fail, ok, type Result } from "../engine/errors";
import { ANY_DEVICE, isDeviceId } from "./header";

/**
 * Meta entries record facts about the table rather than moves of the game (they count
 * in neither `played` nor a game file's moves; the entry's `seat` names the seat):
 * - `hand tablet-2`: the holder of a seat hands it to another device; handing a seat to
 *   ANY_DEVICE opens it to everyone;
 * - `takeback 12`: the line goes back to where it stood when 12 game entries had been
 *   played (the seat's own move at index 12 and all after it are undone; judge.ts says
 *   when that is allowed);
 * - `takeback? 12`: in a paired game, the seat that made move 12 asks the other side to
 *   take it back; `takeback no`: the other side declines.
 */
export type Meta =
  | { readonly type: "hand"; readonly to: string }
  | { readonly type: "takeback"; readonly n: number }
  | { readonly type: "takeback?"; readonly n: number }
  | { readonly type: "takeback no" };

/** The most game entries a take-back may name: far beyond any game's length. */
const MAX_INDEX = 1_000_000;

export function parseMeta(text: string): Result<Meta> {
  if (text === "takeback no") return ok({ type: "takeback no" });
  const back = /^(takeback\??) (0|[1-9][0-9]{0,6})$/.exec(text);
  if (back) {
    const n = Number(back[2]);
    if (n > MAX_INDEX) return fail("bad-meta", `${n} is beyond any game's length`);
    return ok({ type: back[1] === "takeback" ? "takeback" : "takeback?", n });
  }
  const m = /^hand (\S+)$/.exec(text);
  if (!m) {
    return fail(
      "bad-meta",
      `"${text}" is not a meta record (e.g. "hand tablet-2", "takeback 12", "takeback? 12", "takeback no")`,
    );
  }
  const to = m[1];
  if (to !== ANY_DEVICE && !isDeviceId(to)) return fail("bad-meta", `"${to}" is not a device id`);
  return ok({ type: "hand", to });
}

export function formatMeta(meta: Meta): string {
  switch (meta.type) {
    case "hand":
      return `hand ${meta.to}`;
    case "takeback":
    case "takeback?":
      return `${meta.type} ${meta.n}`;
    case "takeback no":
      return "takeback no";
  }
}

/** Whether a meta text is one of the take-back records (not a handover). */
export const isTakebackText = (text: string): boolean => text.startsWith("takeback");
