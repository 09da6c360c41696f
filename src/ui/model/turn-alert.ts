import type { Actor, Seat } from "../../engine/game";
import type { SeatHolder, Store, StoredGame } from "../../store/types";
import { seatsPlayedHere } from "./holders";

/** How this device tells its player that another device's move made it their turn. */
export interface TurnAlert {
  /** A short vibration where the device has one. */
  readonly vibrate: boolean;
  /** A short tone. */
  readonly sound: boolean;
}

export const DEFAULT_TURN_ALERT: TurnAlert = { vibrate: true, sound: false };
const KEY = "alert/turn";

export async function loadTurnAlert(store: Store): Promise<TurnAlert> {
  const saved = await store.getSetting<unknown>(KEY).catch(() => undefined);
  if (typeof saved !== "object" || saved === null) return DEFAULT_TURN_ALERT;
  const { vibrate, sound } = saved as Partial<Record<keyof TurnAlert, unknown>>;
  return {
    vibrate: typeof vibrate === "boolean" ? vibrate : DEFAULT_TURN_ALERT.vibrate,
    sound: typeof sound === "boolean" ? sound : DEFAULT_TURN_ALERT.sound,
  };
}

export async function saveTurnAlert(store: Store, alert: TurnAlert): Promise<void> {
  await store.setSetting(KEY, alert);
}

/** What the play screen knows at one moment: whose turn, and who made the last move. */
export interface TurnMoment {
  /** A seat of this device is to move. */
  readonly mine: boolean;
  readonly lastMover: Seat | undefined;
  readonly entryCount: number;
}

/**
 * Whether it is this device's turn: a seat it plays is to move, or its dice wait for a
 * tap (auto-roll off). Never in an imported fair game, which no seat plays here.
 */
export function isMyTurn(
  record: Pick<StoredGame, "holders" | "importedFair">,
  actor: Actor | null,
  rollWaiting: Seat | null,
): boolean {
  const here = seatsPlayedHere(record);
  if (typeof actor === "number") return here.includes(actor);
  return rollWaiting !== null && here.includes(rollWaiting);
}

/**
 * Whether to alert: it became this device's turn just now, by a move of another device
 * (not of a bot run here, not the player's own, not opening the game).
 */
export function shouldAlert(
  before: TurnMoment | null,
  now: TurnMoment,
  holders: readonly SeatHolder[],
): boolean {
  if (before === null || before.mine || !now.mine) return false;
  if (now.entryCount <= before.entryCount || now.lastMover === undefined) return false;
  return holders[now.lastMover]?.kind === "remote";
}

/** Vibrates and/or plays a short tone, as the setting says (each only where supported). */
export function alertTurn(alert: TurnAlert): void {
  if (alert.vibrate) navigator.vibrate?.(80);
  if (alert.sound) beep();
}

function beep(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
    tone.onended = () => void audio.close();
  } catch {
    // No sound allowed now (no user gesture yet): the vibration and the status line remain.
  }
}
