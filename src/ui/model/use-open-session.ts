import { useSignal, type Signal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { gameError, type GameError } from "../../engine/errors";
import type { Platform } from "./platform";
import { GameSession } from "./session";

export interface OpenSession {
  readonly session: Signal<GameSession | null>;
  readonly failure: Signal<GameError | null>;
  /** Opens the game again (after another tab took it: "Play here"). */
  readonly retry: () => void;
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
  // Bumped by retry(): the effect opens the game again (taking it back from another tab).
  const attempt = useSignal(0);
  useEffect(() => {
    let opened: GameSession | null = null;
    let left = false;
    session.value = null;
    failure.value = null;
    // Another tab took the game: this screen stops playing it and says so (Play here takes it back).
    const unwatch = platform.locks?.onLost((lost) => {
      if (lost !== id) return;
      left = true;
      opened?.close();
      opened = null;
      session.value = null;
      failure.value = gameError(
        OpenError.Elsewhere,
        "this game is open in another tab or window now",
      );
    });
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
      unwatch?.();
      opened?.close();
    };
  }, [platform, id, attempt.value]);
  return { session, failure, retry: () => void (attempt.value += 1) };
}

/** Codes of why a screen's game is not open. */
export const OpenError = {
  /** Another tab of this browser plays the game now (game-locks.ts). */
  Elsewhere: "open-elsewhere",
} as const;
