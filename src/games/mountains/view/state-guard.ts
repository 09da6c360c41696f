import type { MountainsState } from "../state";

/**
 * The app hands every board an `unknown` state; this checks it has the shape the
 * Mountains board reads, so a wrong state shows a message instead of a broken screen.
 */
export function isMountainsState(value: unknown): value is MountainsState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Partial<Record<keyof MountainsState, unknown>>;
  const o = s.options as Partial<Record<string, unknown>> | undefined;
  return (
    typeof o === "object" &&
    o !== null &&
    (o.deck === 36 || o.deck === 52) &&
    Number.isInteger(o.width) &&
    Number.isInteger(o.height) &&
    (o.points === "rank" || o.points === "classic") &&
    Number.isInteger(s.seats) &&
    Array.isArray(s.hands) &&
    s.hands.every((h) => Array.isArray(h)) &&
    Array.isArray(s.table) &&
    s.table.every(
      (l: unknown) =>
        typeof l === "object" &&
        l !== null &&
        typeof (l as { card?: unknown }).card === "string" &&
        Number.isInteger((l as { x?: unknown }).x) &&
        Number.isInteger((l as { y?: unknown }).y),
    ) &&
    Number.isInteger(s.passes)
  );
}
