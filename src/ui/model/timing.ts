/**
 * Names a span of the app's own work in the browser's performance timeline (User
 * Timing), so the bench and the browser's profiler can tell where an open spends its
 * time. Does nothing where the timeline is missing (some test environments).
 */
export function measureSince(name: string, start: number): void {
  if (typeof performance === "undefined" || typeof performance.measure !== "function") return;
  try {
    performance.measure(`tabula:${name}`, { start, end: performance.now() });
  } catch {
    // A timeline that refuses the entry changes nothing for the player.
  }
}

/** The timeline's clock, or 0 where there is none. */
export function timelineNow(): number {
  return typeof performance === "undefined" ? 0 : performance.now();
}
