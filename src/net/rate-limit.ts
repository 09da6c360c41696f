/**
 * Rate limits of one link (issue 9, hole 5): a token bucket per kind of message. A
 * bucket holds up to `burst` tokens and gains `perSecond` a second; a message takes
 * its cost in tokens, or waits (a hello) or is refused (entries) when there are not
 * enough. The bursts are sized for an honest table — a whole game's catch-up on a new
 * link, a hello on each resync and each gap — so honest play never meets them.
 */

/** The clock and timers a sync runs on (the table's platform; tests pass a fake clock). */
export interface SyncTimers {
  now(): number;
  after(ms: number, task: () => void): () => void;
}

export const systemSyncTimers: SyncTimers = {
  now: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(task, ms);
    return () => clearTimeout(timer);
  },
};

export interface Rate {
  readonly burst: number;
  readonly perSecond: number;
}

export interface RateLimits {
  /** Hellos answered (each may cost a catch-up). */
  readonly hellos: Rate;
  /** Entries sent in answer to hellos (what a replayed hello costs this device). */
  readonly catchUp: Rate;
  /** Entries received (each costs a hash check and a judgement). */
  readonly entries: Rate;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  hellos: { burst: 64, perSecond: 2 },
  catchUp: { burst: 30_000, perSecond: 3_000 },
  entries: { burst: 20_000, perSecond: 2_000 },
};

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: Rate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.last = now;
  }

  /** Takes `cost` tokens if there are that many; false (and nothing taken) if not. */
  take(now: number, cost = 1): boolean {
    this.refill(now);
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Milliseconds until `cost` tokens are there (a cost above the burst waits for a full bucket). */
  waitFor(now: number, cost = 1): number {
    this.refill(now);
    const need = Math.min(cost, this.rate.burst) - this.tokens;
    return need <= 0 ? 0 : Math.ceil((need / this.rate.perSecond) * 1000);
  }

  private refill(now: number): void {
    const elapsed = Math.max(0, now - this.last) / 1000;
    this.tokens = Math.min(this.rate.burst, this.tokens + elapsed * this.rate.perSecond);
    this.last = now;
  }
}
