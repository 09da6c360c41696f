import type { WorkboxLike } from "../../src/ui/update/update-model";

/** A stand-in for workbox-window that lets the test fire its events. */
export class FakeWorkbox implements WorkboxLike {
  readonly listeners = new Map<string, (() => void)[]>();
  skipWaitingMessages = 0;
  updateChecks = 0;

  addEventListener(type: "waiting" | "controlling", listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: "waiting" | "controlling"): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  messageSkipWaiting(): void {
    this.skipWaitingMessages++;
  }
  update(): Promise<void> {
    this.updateChecks++;
    return Promise.reject(new Error("offline"));
  }
}
