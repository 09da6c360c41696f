// How the browser tests and the bench pair a fair game (issue 14) and read its fair
// transcript back from a page's IndexedDB. Only data-testid selectors and the stored
// records, never the app's internals.
import type { Page } from "playwright-core";
import { bothPlaying } from "./pairing";
import { inviteSpite, joinWith, peekStep } from "./spite-page";
import { byTestId } from "./tabula";

export interface FairPairing {
  readonly id: string;
  /** From the guest's connect tap to the first step a seat can take (Spite and Malice). */
  readonly firstMoveMs: number;
}

/**
 * The phones pair Spite and Malice over peerjs, fair play on (the Invite form's default
 * for a game with hidden cards; throws if it is not); ms from the guest's connect to
 * the first possible move (the deck shuffled and locked by both, dealt, and the mover's
 * hand opened to it by claims and shares).
 */
export async function pairFairSpite(
  a: Page,
  b: Page,
  base: string,
  server: string,
): Promise<FairPairing> {
  // On by default for a game with hidden cards.
  await a.goto(`${base}#/pair/invite`);
  await a.locator(byTestId("pair-invite")).waitFor();
  await a.locator(byTestId("pair-game")).selectOption("spite-malice");
  if (!(await a.locator(byTestId("pair-fair")).isChecked()))
    throw new Error("fair play is not on by default for Spite and Malice");
  const link = await inviteSpite(a, base, { server, seats: ["host", "guest"] });
  await joinWith(b, base, link);
  const started = Date.now();
  const id = await bothPlaying(a, b);
  await firstMove([a, b], started);
  return { id, firstMoveMs: Date.now() - started };
}

/**
 * Waits until a page can make the first move: the deck shuffled and locked by every
 * device, dealt, and the mover's hand opened to it (claims and shares).
 */
export async function firstMove(pages: readonly Page[], started: number): Promise<void> {
  for (;;) {
    const steps = await Promise.all(pages.map(peekStep));
    if (steps.some((s) => s === "play" || s === "discard")) return;
    if (Date.now() - started > 120_000) throw new Error("no first move after 120 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Pairs Smalta (the die) over peerjs, fair play on or off as asked; returns the game id. */
export async function pairSmalta(
  a: Page,
  b: Page,
  base: string,
  server: string,
  fair: boolean,
): Promise<string> {
  await a.goto(`${base}#/pair/invite`);
  await a.locator(byTestId("pair-invite")).waitFor();
  await a.locator(byTestId("pair-game")).selectOption("smalta");
  await a.locator(byTestId("pair-transport")).selectOption("peerjs");
  await a.locator(byTestId("pair-server")).fill(server);
  await a.locator(byTestId("pair-option-fortune")).selectOption("die");
  await a.locator(byTestId("pair-seat-0")).selectOption("host");
  await a.locator(byTestId("pair-seat-1")).selectOption("guest");
  const box = a.locator(byTestId("pair-fair"));
  if ((await box.isChecked()) !== fair) await box.click();
  if ((await box.isChecked()) !== fair) throw new Error(`fair play could not be set to ${fair}`);
  await a.locator(byTestId("pair-start")).click();
  const code = a.locator(byTestId("pair-code"));
  await code.waitFor({ timeout: 30_000 });
  await b.goto(`${base}#/pair/join`);
  await b.locator(byTestId("pair-input")).fill(await code.inputValue());
  await b.locator(byTestId("pair-connect")).click();
  return bothPlaying(a, b);
}

/** The fair entries of one game as a page's IndexedDB holds them. */
export interface StoredTranscript {
  /** Fair entries stored for the game. */
  readonly entries: number;
  /** Characters of their texts. */
  readonly textChars: number;
  /** Characters of their whole records as JSON (text, ids, signature…). */
  readonly recordChars: number;
  /** Every entry of the game, fair or not, as JSON. */
  readonly allChars: number;
}

/** Reads the `entries` store (key [game id, index]) of the page's databases for game `id`. */
export function storedTranscript(page: Page, id: string): Promise<StoredTranscript> {
  // No named helpers inside evaluate() (tsx would wrap them in __name()).
  return page.evaluate(async (gameId) => {
    const out = { entries: 0, textChars: 0, recordChars: 0, allChars: 0 };
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      if ([...db.objectStoreNames].includes("entries")) {
        const tx = db.transaction("entries", "readonly");
        const range = IDBKeyRange.bound([gameId, 0], [gameId, Infinity]);
        const request = tx.objectStore("entries").getAll(range);
        const values = await new Promise<unknown[]>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        for (const value of values) {
          const json = JSON.stringify(value);
          out.allChars += json.length;
          const { kind, text } = value as { kind?: string; text?: string };
          if (kind !== "fair") continue;
          out.entries++;
          out.textChars += text?.length ?? 0;
          out.recordChars += json.length;
        }
      }
      db.close();
    }
    return out;
  }, id);
}
