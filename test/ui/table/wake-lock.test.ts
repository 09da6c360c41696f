import { describe, expect, it } from "vitest";
import { ScreenAwake, type AwakeHost, type ScreenLock } from "../../../src/ui/table/wake-lock";

/** A Screen Wake Lock API that the test drives: grant, refuse, release as the browser would. */
class FakeWakeLock {
  requests = 0;
  refuse = false;
  locks: FakeLock[] = [];
  visible = true;
  private listeners: (() => void)[] = [];

  host(): AwakeHost {
    return {
      wakeLock: {
        request: async (type) => {
          expect(type).toBe("screen");
          this.requests++;
          if (this.refuse) throw new DOMException("battery saver", "NotAllowedError");
          const lock = new FakeLock();
          this.locks.push(lock);
          return lock;
        },
      },
      visible: () => this.visible,
      onVisibilityChange: (listener) => {
        this.listeners.push(listener);
        return () => (this.listeners = this.listeners.filter((l) => l !== listener));
      },
    };
  }

  /** The page is hidden (the browser lets every lock go) or shown again. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    if (!visible) for (const lock of this.locks) lock.browserReleases();
    for (const listener of this.listeners) listener();
  }

  get listening(): number {
    return this.listeners.length;
  }
}

class FakeLock implements ScreenLock {
  released = false;
  private onRelease: (() => void)[] = [];
  async release(): Promise<void> {
    this.browserReleases();
  }
  addEventListener(_type: "release", listener: () => void): void {
    this.onRelease.push(listener);
  }
  browserReleases(): void {
    if (this.released) return;
    this.released = true;
    for (const listener of this.onRelease) listener();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("keeping the screen on", () => {
  it("holds a lock while shown, and asks again each time the page shows after being hidden", async () => {
    const api = new FakeWakeLock();
    const awake = new ScreenAwake(api.host());
    awake.start();
    await settle();
    expect(awake.state.value).toBe("on");
    expect(api.requests).toBe(1);

    api.setVisible(false);
    await settle();
    expect(awake.state.value).toBe("off");
    expect(api.requests).toBe(1);

    api.setVisible(true);
    await settle();
    expect(awake.state.value).toBe("on");
    expect(api.requests).toBe(2);
    // Shown again while holding a lock: no second request.
    api.setVisible(true);
    await settle();
    expect(api.requests).toBe(2);
  });

  it("lets go when the screen is left, and stops listening", async () => {
    const api = new FakeWakeLock();
    const awake = new ScreenAwake(api.host());
    awake.start();
    await settle();
    awake.stop();
    expect(api.locks.every((l) => l.released)).toBe(true);
    expect(awake.state.value).toBe("off");
    expect(api.listening).toBe(0);
  });

  it("releases a lock granted after the screen was left", async () => {
    const api = new FakeWakeLock();
    const awake = new ScreenAwake(api.host());
    awake.start();
    awake.stop(); // before the request resolved
    await settle();
    expect(api.locks).toHaveLength(1);
    expect(api.locks[0].released).toBe(true);
    expect(awake.state.value).toBe("off");
  });

  it("says so when the browser refuses, and tries again when the page shows", async () => {
    const api = new FakeWakeLock();
    api.refuse = true;
    const awake = new ScreenAwake(api.host());
    awake.start();
    await settle();
    expect(awake.state.value).toBe("failed");
    api.refuse = false;
    api.setVisible(true);
    await settle();
    expect(awake.state.value).toBe("on");
  });

  it("does not ask while the page is hidden", async () => {
    const api = new FakeWakeLock();
    api.visible = false;
    const awake = new ScreenAwake(api.host());
    awake.start();
    await settle();
    expect(api.requests).toBe(0);
    expect(awake.state.value).toBe("off");
  });

  it("says the API is missing where the browser has none", () => {
    const awake = new ScreenAwake({
      visible: () => true,
      onVisibilityChange: () => () => undefined,
    });
    awake.start();
    expect(awake.state.value).toBe("unsupported");
  });
});
