// Issue 9: in Chromium the device key is a non-extractable WebCrypto Ed25519 key kept in
// IndexedDB (a CryptoKey survives there by structured clone), the same after a reload.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeInBrowser } from "./suite";
import { useBrowserSession } from "./session";
import { openHome } from "./tabula";

/** The stored key as the page sees it: its kind, id, and whether its secret can be read out. */
function storedKey(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ kind: string; id: string; extractable: boolean | null; signs: boolean }>(
        (resolve, reject) => {
          const open = indexedDB.open("tabula");
          open.onerror = () => reject(new Error("no database"));
          open.onsuccess = () => {
            const get = open.result
              .transaction("settings")
              .objectStore("settings")
              .get("deviceKey");
            get.onsuccess = async () => {
              const v = get.result as { kind: string; id: string; privateKey?: CryptoKey };
              let signs = false;
              if (v.privateKey) {
                const sig = await crypto.subtle.sign("Ed25519", v.privateKey, new Uint8Array([1]));
                signs = sig.byteLength === 64;
              }
              resolve({
                kind: v.kind,
                id: v.id,
                extractable: v.privateKey ? v.privateKey.extractable : null,
                signs,
              });
            };
          };
        },
      ),
  );
}

describeInBrowser("the device key", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("is a non-extractable WebCrypto key in IndexedDB, the same after a reload", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const first = await storedKey(page);
    expect(first).toMatchObject({ kind: "webcrypto", extractable: false, signs: true });
    expect(first.id).toMatch(/^[0-9a-f]{64}$/);
    await page.reload();
    await openHome(page, session.url());
    expect((await storedKey(page)).id).toBe(first.id);
  });
});
