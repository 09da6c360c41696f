/**
 * What a paired game's table is doing to reach its other devices again, as the play
 * screen shows it: nothing to do, waiting for the network, trying now, or waiting
 * until the next try (with why the last one failed). A direct link cannot come back by
 * itself: the players pair again by QR code ("manual").
 */
export type RejoinStatus =
  | { readonly kind: "idle" }
  | { readonly kind: "manual" }
  | { readonly kind: "offline" }
  | { readonly kind: "trying"; readonly attempt: number }
  | { readonly kind: "listening" }
  | {
      readonly kind: "waiting";
      readonly attempt: number;
      /** Milliseconds since the epoch of the next try. */
      readonly at: number;
      /** The error code of the last try. */
      readonly reason: string;
    };

/** The rejoin status of one table, with a way to cut the wait short ("Try now", the network back). */
export class Rejoin {
  private status: RejoinStatus = { kind: "idle" };
  /** This device's part in the game's pairing (null until known, or not recorded). */
  role: "host" | "guest" | null = null;
  /** Whether the table already listens for the network coming back. */
  watchingNetwork = false;
  private readonly listeners = new Set<(status: RejoinStatus) => void>();
  private wakers = new Set<() => void>();

  get value(): RejoinStatus {
    return this.status;
  }

  set(status: RejoinStatus): void {
    this.status = status;
    for (const listener of [...this.listeners]) listener(status);
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (status: RejoinStatus) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Ends the wait before the next try now (the network came back, or the player asked). */
  wake(): void {
    const wakers = this.wakers;
    this.wakers = new Set();
    for (const waker of wakers) waker();
  }

  /** Resolves after `ms` on `after`'s timers, or as soon as wake() is called. */
  nap(after: (ms: number, task: () => void) => () => void, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        cancel();
        this.wakers.delete(done);
        resolve();
      };
      const cancel = after(ms, done);
      this.wakers.add(done);
    });
  }
}
