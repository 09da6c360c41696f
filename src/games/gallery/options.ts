import { ErrorCode, fail, ok, type Result } from "../../engine/errors";
import type { GalleryOptions } from "./state";

/** Options of the rules file: `distinctColours` (default false). */
export function parseOptions(raw: unknown): Result<GalleryOptions> {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o !== "object" || Array.isArray(o)) {
    return fail(ErrorCode.BadOptions, "options must be an object");
  }
  for (const key of Object.keys(o)) {
    if (key !== "distinctColours") {
      return fail(ErrorCode.BadOptions, `unknown Picture Gallery option "${key}"`);
    }
  }
  const distinct = o.distinctColours ?? false;
  if (typeof distinct !== "boolean") {
    return fail(ErrorCode.BadOptions, "distinctColours must be true or false");
  }
  return ok({ distinctColours: distinct });
}
