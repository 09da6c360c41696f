import { fail, ok, type Result } from "../engine/errors";
import { ANY_DEVICE, isDeviceId } from "./header";

/**
 * Meta entries record facts about the table rather than moves of the game. For now
 * there is one: the holder of a seat hands it to another device ("hand tablet-2"; the
 * entry's `seat` names the seat). Handing a seat to ANY_DEVICE opens it to everyone.
 */
export type Meta = { readonly type: "hand"; readonly to: string };

export function parseMeta(text: string): Result<Meta> {
  const m = /^hand (\S+)$/.exec(text);
  if (!m) return fail("bad-meta", `"${text}" is not a meta record (e.g. "hand tablet-2")`);
  const to = m[1];
  if (to !== ANY_DEVICE && !isDeviceId(to)) return fail("bad-meta", `"${to}" is not a device id`);
  return ok({ type: "hand", to });
}

export function formatMeta(meta: Meta): string {
  return `hand ${meta.to}`;
}
