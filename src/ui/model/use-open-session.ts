import { useSignal, type Signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { GameError } from "../../engine/errors";
import type { Platform } from "./platform";
import { GameSession } from "./session";

export interface OpenSession {
  readonly session: Signal<GameSession | null>;
  readonly failure: Signal<GameError | null>;
}

/**
 * The session of game `id` while the calling screen shows: opened from the store (a
 * paired game through its live table), carried on where it stopped (a random event due,
 * a bot of this device to move), closed when the screen goes. `autoRoll`: whether this
 * device's dice roll as soon as due (absent: they do; the play screen passes the setting). The game's table stays
 * open and relaying after it.
 */
export function useOpenSession(
  platform: Platform,
  id: string,
  autoRoll?: () => boolean,
): OpenSession {
  const session = useSignal<GameSession | null>(null);
  const failure = useSignal<GameError | null>(null);
  useEffect(() => {
    let opened: GameSession | null = null;
    let left = false;
    session.value = null;
    failure.value = null;
    void GameSession.open(platform, id).then((result) => {
      if (left) {
        if (result.ok) result.value.close();
        return;
      }
      if (!result.ok) {
        failure.value = result.error;
        return;
      }
      opened = result.value;
      // Before the first advance, or a due roll of this device would be drawn untapped.
      if (autoRoll) opened.setAutoRoll(autoRoll);
      session.value = opened;
      void opened.advance();
    });
    return () => {
      left = true;
      opened?.close();
    };
  }, [platform, id]);
  return { session, failure };
}
