import { signal, type ReadonlySignal } from "@preact/signals";

/** Whether the screen is being kept on: on, not now (hidden, released), or cannot be. */
export type AwakeState = "on" | "off" | "unsupported" | "failed";

/** The parts of a WakeLockSentinel used here. */
export interface ScreenLock {
  release(): Promise<void>;
  addEventListener(type: "release", listener: () => void): void;
}

/** The parts of `navigator` and `document` used here (tests give fakes). */
export interface AwakeHost {
  readonly wakeLock?: { request(type: "screen"): Promise<ScreenLock> };
  readonly visible: () => boolean;
  readonly onVisibilityChange: (listener: () => void) => () => void;
}

export function browserAwakeHost(): AwakeHost {
  const lock = (navigator as { wakeLock?: AwakeHost["wakeLock"] }).wakeLock;
  return {
    ...(lock ? { wakeLock: lock } : {}),
    visible: () => document.visibilityState === "visible",
    onVisibilityChange: (listener) => {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
  };
}

/**
 * Keeps the screen on while the table screen shows, where the Screen Wake Lock API
 * exists. The browser lets the lock go whenever the page is hidden (another tab, the
 * screen switched off by hand), so it is asked for again each time the page shows.
 */
export class ScreenAwake {
  private readonly current = signal<AwakeState>("off");
  private lock: ScreenLock | null = null;
  private running = false;
  private requesting = false;
  private unlisten: (() => void) | null = null;

  constructor(private readonly host: AwakeHost) {}

  get state(): ReadonlySignal<AwakeState> {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.host.wakeLock) {
      this.current.value = "unsupported";
      return;
    }
    this.unlisten = this.host.onVisibilityChange(() => void this.request());
    void this.request();
  }

  /** Lets the screen dim again and stops asking (the table screen was left). */
  stop(): void {
    this.running = false;
    this.unlisten?.();
    this.unlisten = null;
    const lock = this.lock;
    this.lock = null;
    if (lock) void lock.release().catch(() => undefined);
    if (this.current.value === "on") this.current.value = "off";
  }

  private async request(): Promise<void> {
    const api = this.host.wakeLock;
    if (!api || !this.running || this.lock || this.requesting || !this.host.visible()) return;
    this.requesting = true;
    try {
      const lock = await api.request("screen");
      if (!this.running) {
        void lock.release().catch(() => undefined);
        return;
      }
      this.lock = lock;
      this.current.value = "on";
      lock.addEventListener("release", () => {
        if (this.lock !== lock) return;
        this.lock = null;
        if (this.running) this.current.value = "off";
      });
    } catch {
      // Refused (a battery saver, a page not visible after all): say so; asked again on show.
      if (this.running) this.current.value = "failed";
    } finally {
      this.requesting = false;
    }
  }
}
