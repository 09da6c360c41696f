/**
 * When a linked device counts as gone: silent (no message, not even a keepalive) for
 * `silentMs` — a silence this device did not cause itself.
 *
 * The keepalive ticks every `everyMs`. A tick that comes much later than that means
 * this device was stalled (a long task on its main thread, a CPU starved by other work,
 * a phone asleep): the messages that came meanwhile may still wait in its own queue,
 * behind the tick, so the silence it would measure is partly its own. Closing a link
 * then is costly — a direct link cannot come back without pairing again — so after a
 * stall every link gets a whole `silentMs` from the moment this device runs again.
 */
export class SilenceJudge {
  private lastTick: number;
  private runningSince: number;

  constructor(
    now: number,
    private readonly everyMs: number,
    private readonly silentMs: number,
  ) {
    this.lastTick = now;
    this.runningSince = now;
  }

  /** A keepalive tick ran at `now`: notes a stall of this device if it came late. */
  tick(now: number): void {
    if (now - this.lastTick > 2 * this.everyMs) this.runningSince = now;
    this.lastTick = now;
  }

  /** Whether a link last heard at `lastHeard` has been silent too long, by this device's fault or not. */
  silent(lastHeard: number, now: number): boolean {
    return now - Math.max(lastHeard, this.runningSince) > this.silentMs;
  }
}
