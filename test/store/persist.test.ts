import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPersistentStorage } from "../../src/store/persist";

function fakeStorage(persisted: boolean, grant: () => Promise<boolean>) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(grant) };
  vi.stubGlobal("navigator", { storage });
  return storage;
}

describe("persistent storage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks once when storage is best effort, and reports the answer", async () => {
    const storage = fakeStorage(false, async () => true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    fakeStorage(false, async () => false);
    expect(await requestPersistentStorage()).toBe(false);
  });

  it("does not ask again when storage is persistent already", async () => {
    const storage = fakeStorage(true, async () => true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it("answers false, without throwing, where the API is missing or fails", async () => {
    vi.stubGlobal("navigator", {});
    expect(await requestPersistentStorage()).toBe(false);
    fakeStorage(false, () => Promise.reject(new Error("denied")));
    expect(await requestPersistentStorage()).toBe(false);
  });
});
