import { describe, expect, it } from "vitest";
import { GameLocks, type LockManagerLike } from "../../src/ui/model/game-locks";

/**
 * Web Locks as the spec has them for `steal`: the new request is granted at once, and
 * the request of the tab it was taken from rejects with AbortError.
 */
class FakeLocks implements LockManagerLike {
  private readonly holders = new Map<string, (error: Error) => void>();
  request(name: string, _options: { steal?: boolean }, callback: () => Promise<void>) {
    this.holders.get(name)?.(new DOMException("stolen", "AbortError"));
    return new Promise<void>((resolve, reject) => {
      this.holders.set(name, reject);
      void callback().then(() => {
        this.holders.delete(name);
        resolve();
      });
    });
  }
  held(name: string): boolean {
    return this.holders.has(name);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("one tab plays a game at a time", () => {
  it("the tab that opens a game takes it; the other is told and may take it back", async () => {
    const browser = new FakeLocks();
    const [one, two] = [new GameLocks(browser), new GameLocks(browser)];
    const told: string[] = [];
    one.onLost((id) => told.push(`one lost ${id}`));
    two.onLost((id) => told.push(`two lost ${id}`));
    await one.take("g");
    await two.take("g");
    await settle();
    expect(told).toEqual(["one lost g"]);
    expect(one.lost.value.has("g")).toBe(true);
    expect(two.lost.value.has("g")).toBe(false);
    // "Play here" in tab 1.
    await one.take("g");
    await settle();
    expect(told).toEqual(["one lost g", "two lost g"]);
    expect(one.lost.value.has("g")).toBe(false);
  });

  it("opening a game twice in one tab does not take it from itself", async () => {
    const browser = new FakeLocks();
    const tab = new GameLocks(browser);
    const told: string[] = [];
    tab.onLost((id) => told.push(id));
    await Promise.all([tab.take("g"), tab.take("g")]);
    await tab.take("g");
    await settle();
    expect(told).toEqual([]);
    expect(browser.held("tabula-game:g")).toBe(true);
  });

  it("lets a deleted game go, and other games are apart", async () => {
    const browser = new FakeLocks();
    const [one, two] = [new GameLocks(browser), new GameLocks(browser)];
    const told: string[] = [];
    one.onLost((id) => told.push(id));
    await one.take("g");
    await one.take("h");
    one.release("g");
    await settle();
    expect(browser.held("tabula-game:g")).toBe(false);
    await two.take("h");
    await settle();
    expect(told).toEqual(["h"]);
  });
});
