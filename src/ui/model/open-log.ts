import { fail, type Result } from "../../engine/errors";
import { loadRules } from "../../games/manifests";
import type { GameLog } from "../../store/game-log";
import { isPairedGame } from "./paired";
import type { Platform } from "./platform";
import { StoreGameLog } from "./store-log";
import { measureSince, timelineNow } from "./timing";

/**
 * The one model of a stored game: over the store alone for a game of this device, or
 * its table's replica for a game shared with other devices (the network code is loaded
 * with import() then, and the table is opened once and kept, so it goes on relaying).
 */
export async function openGameLog(platform: Platform, id: string): Promise<Result<GameLog>> {
  // Taken before reading: what another tab wrote until now is in what is read here.
  await platform.locks?.take(id);
  const live = platform.paired.live(id);
  if (live) return { ok: true, value: live.log };
  let loaded: Awaited<ReturnType<Platform["store"]["loadGame"]>>;
  const loadStart = timelineNow();
  try {
    loaded = await platform.store.loadGame(id);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  measureSince("load", loadStart);
  if (!loaded) return fail("not-found", "this game is not on this device");
  const rules = await loadRules(loaded.game.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const replayStart = timelineNow();
  if (loaded.game.importedFair) {
    // An imported fair game is read only (its log's code loads with it: the fair fold).
    const { FairFileLog } = await import("./fair-file-log");
    return FairFileLog.open(game, loaded);
  }
  const log = isPairedGame(loaded.game)
    ? await platform.paired.openLog(id, loaded)
    : StoreGameLog.open(platform, game, loaded);
  measureSince("replay", replayStart);
  return log;
}
