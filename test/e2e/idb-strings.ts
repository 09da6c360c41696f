// Reading a page's IndexedDB for the fair-play browser tests: every string of every
// object store of every database (keys and values), and the page's fair secrets, so a
// test can check that no hidden card or secret is stored where it must not be.
import type { Page } from "playwright-core";

/** Every string of every object store of every database of a page, and its fair secrets. */
export function readIndexedDb(page: Page): Promise<{ strings: string[]; secrets: string[] }> {
  // No named helpers inside evaluate() (tsx would wrap them in __name()).
  return page.evaluate(async () => {
    const strings: string[] = [];
    const secrets: string[] = [];
    const walk = (value: unknown, depth: number): void => {
      if (depth > 40 || value === null || value === undefined) return;
      if (typeof value === "string") strings.push(value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
      else if (typeof value === "object" && !(value instanceof Uint8Array)) {
        for (const [k, v] of Object.entries(value)) {
          strings.push(k);
          walk(v, depth + 1);
        }
      }
    };
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of [...db.objectStoreNames]) {
        const tx = db.transaction(name, "readonly");
        const store = tx.objectStore(name);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        walk(keys, 0);
        walk(values, 0);
        if (name === "secrets") {
          for (const v of values) {
            const bytes = v as Uint8Array;
            const b64 = btoa(String.fromCharCode(...bytes))
              .replace(/\+/g, "-")
              .replace(/\//g, "_")
              .replace(/=+$/, "");
            const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
            secrets.push(b64, hex);
          }
        }
      }
      db.close();
    }
    return { strings, secrets };
  });
}
