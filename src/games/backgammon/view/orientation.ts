/**
 * Which side the viewer's home board is drawn on, remembered on this device. A board
 * preference, not game data, so it lives in localStorage rather than the game log;
 * storage may be unavailable (private mode), and then the toggle simply is not kept.
 */
const KEY = "tabula.backgammon.homeLeft";

export function loadHomeLeft(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function saveHomeLeft(homeLeft: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, homeLeft ? "1" : "0");
  } catch {
    // Not kept: the board still flips for this visit.
  }
}
