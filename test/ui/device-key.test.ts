import { afterEach, describe, expect, it, vi } from "vitest";
import { makeEntry } from "../../src/log/entry";
import { checkSignature, signEntryBy, verifyBy } from "../../src/log/signature";
import { openMemoryStore } from "../../src/store/memory-store";
import {
  DEVICE_KEY_SETTING,
  loadDeviceIdentity,
  type KeyCrypto,
} from "../../src/ui/model/device-key";
import { SettingKey } from "../../src/ui/model/settings";

// Issue 9, hole 2: each device makes an Ed25519 key once, keeps it, and its public key
// is its id; a device that had a random id before keeps that id as its alias.

/** WebCrypto as a browser without Ed25519 has it. */
const withoutEd25519: KeyCrypto = {
  getRandomValues: (a) => crypto.getRandomValues(a),
  subtle: {
    ...crypto.subtle,
    generateKey: () => Promise.reject(new Error("NotSupportedError")),
  } as unknown as SubtleCrypto,
};

const message = new TextEncoder().encode("tabula-test");

afterEach(() => void vi.unstubAllGlobals());

describe("the device key", () => {
  it("is made once as a non-extractable WebCrypto key, and its public key is the device id", async () => {
    const store = openMemoryStore();
    const first = await loadDeviceIdentity(store);
    expect(first.kind).toBe("webcrypto");
    expect(first.key.id).toMatch(/^[0-9a-f]{64}$/);
    expect(first.alias).toBeUndefined();
    const stored = await store.getSetting<{ privateKey: CryptoKey }>(DEVICE_KEY_SETTING);
    expect(stored?.privateKey.extractable).toBe(false);
    const again = await loadDeviceIdentity(store);
    expect(again.key.id).toBe(first.key.id);
    // What it signs, anyone verifies with its id alone (@noble/curves, as the merge does).
    const sig = await again.key.sign(message);
    expect(verifyBy(first.key.id, Buffer.from(sig).toString("hex"), message)).toBe(true);
    const entry = makeEntry({
      game: "g",
      prev: null,
      author: first.key.id,
      seat: 0,
      kind: "move",
      text: "a1",
    });
    expect(checkSignature(await signEntryBy(entry, again.key))).toBeNull();
    expect(
      checkSignature(await signEntryBy({ ...entry, author: "f".repeat(64) }, again.key)),
    ).toMatchObject({
      code: "bad-signature",
    });
  });

  it("falls back to @noble/curves where WebCrypto has no Ed25519", async () => {
    const store = openMemoryStore();
    const first = await loadDeviceIdentity(store, withoutEd25519);
    expect(first.kind).toBe("noble");
    const again = await loadDeviceIdentity(store, withoutEd25519);
    expect(again.key.id).toBe(first.key.id);
    const sig = await again.key.sign(message);
    expect(verifyBy(first.key.id, Buffer.from(sig).toString("hex"), message)).toBe(true);
  });

  it("keeps the id a device had before as its alias", async () => {
    const store = openMemoryStore();
    const old = "5b0d3c1e-8f57-4c4a-9a43-2f1d0c9e7a11";
    await store.setSetting(SettingKey.Device, old);
    const identity = await loadDeviceIdentity(store);
    expect(identity.alias).toBe(old);
    expect(identity.key.id).not.toBe(old);
    expect(await store.getSetting(SettingKey.Device)).toBe(old);
    expect((await loadDeviceIdentity(store)).alias).toBe(old);
  });

  it("is made by one tab only when two open at once (a Web Lock)", async () => {
    let queue: Promise<unknown> = Promise.resolve();
    const request = (_name: string, task: () => Promise<unknown>) => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    };
    vi.stubGlobal("navigator", { locks: { request } });
    const store = openMemoryStore();
    const [a, b] = await Promise.all([loadDeviceIdentity(store), loadDeviceIdentity(store)]);
    expect(a.key.id).toBe(b.key.id);
    const kept = await store.getSetting<{ id: string }>(DEVICE_KEY_SETTING);
    expect(kept?.id).toBe(a.key.id);
  });

  it("takes a stored key of the wrong shape for none, and makes one", async () => {
    const store = openMemoryStore();
    await store.setSetting(DEVICE_KEY_SETTING, { kind: "noble", secret: "zz" });
    const identity = await loadDeviceIdentity(store, withoutEd25519);
    expect(identity.key.id).toMatch(/^[0-9a-f]{64}$/);
  });
});
