import { describe, expect, it } from "vitest";
import { createUpdateModel } from "../../src/ui/update/update-model";
import { FakeWorkbox } from "./fake-workbox";

describe("update flow", () => {
  it("waits for a new version, then activates it and reloads once it controls the page", () => {
    const workbox = new FakeWorkbox();
    let reloads = 0;
    const model = createUpdateModel(workbox, () => reloads++);
    expect(model.waiting.value).toBe(false);

    workbox.fire("waiting");
    expect(model.waiting.value).toBe(true);
    model.accept();
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(model.waiting.value).toBe(false);
    expect(reloads).toBe(0); // not before the new worker has taken over
    workbox.fire("controlling");
    expect(reloads).toBe(1);
  });

  it("does not reload when the first service worker takes control by itself", () => {
    const workbox = new FakeWorkbox();
    let reloads = 0;
    createUpdateModel(workbox, () => reloads++);
    workbox.fire("controlling");
    expect(reloads).toBe(0);
  });

  it("ignores accept when nothing waits, and a second accept", () => {
    const workbox = new FakeWorkbox();
    const model = createUpdateModel(workbox, () => undefined);
    model.accept();
    expect(workbox.skipWaitingMessages).toBe(0);
    workbox.fire("waiting");
    model.accept();
    model.accept();
    expect(workbox.skipWaitingMessages).toBe(1);
  });

  it("hides the prompt on dismiss without activating anything", () => {
    const workbox = new FakeWorkbox();
    const model = createUpdateModel(workbox, () => undefined);
    workbox.fire("waiting");
    model.dismiss();
    expect(model.waiting.value).toBe(false);
    expect(workbox.skipWaitingMessages).toBe(0);
  });

  it("swallows a failed update check (offline)", async () => {
    const workbox = new FakeWorkbox();
    const model = createUpdateModel(workbox, () => undefined);
    expect(() => model.check()).not.toThrow();
    await Promise.resolve();
    expect(workbox.updateChecks).toBe(1);
  });
});
