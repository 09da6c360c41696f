// What the fair-play browser tests share (fair-play.test.ts, fair-play-three.test.ts):
// reading every page's IndexedDB, and checking that no hidden card or secret is there;
// the result and the fair mode each shows.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { readIndexedDb } from "./idb-strings";
import { byTestId } from "./tabula";

const CARD = "(?:10|[2-9JQKA])[cdhs]|\\*";
/** A list of two or more cards in clear, as a trusted deal lists a hand or a stock. */
const CARD_LIST = new RegExp(`(?:^|[\\s:=,])(?:${CARD}),(?:${CARD})(?:[,\\s]|$)`);

/** What every page's storage must (not) hold after a fair game. */
export async function checkStorage(pages: readonly Page[], gameId: string): Promise<void> {
  const read = await Promise.all(pages.map(readIndexedDb));
  const allSecrets = read.flatMap((r) => r.secrets);
  for (const [i, { strings, secrets }] of read.entries()) {
    // The deals and reshuffles list tokens where cards are hidden: no hand in clear.
    const deals = strings.filter((s) => /^deal /.test(s) || /^shuffle (?!\d+ )/.test(s));
    expect(deals.length, `page ${i} holds the deal entries`).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(deal, `page ${i}: a deal lists tokens`).toMatch(/#\d+\.\d+/);
      expect(CARD_LIST.test(deal), `page ${i}: a deal lists cards in clear: ${deal}`).toBe(false);
    }
    const lists = strings.filter((s) => CARD_LIST.test(s));
    expect(lists, `page ${i}: a list of cards in clear`).toEqual([]);
    // A device's secret is in its own secrets store only: in no string of any page.
    for (const secret of allSecrets) {
      expect(strings.some((s) => s.includes(secret))).toBe(false);
    }
    // The game's fair entries are there (the transcript), and the secret of a seat's page.
    expect(strings.some((s) => s.startsWith("open 1 "))).toBe(true);
    if (secrets.length > 0) expect(strings).toContain(gameId);
  }
}

/**
 * The table screen's latest moves: public texts only (no token, no card kept hidden:
 * the deals are not listed, and a card a move names was opened to all before it, which
 * test/fair/walk.test.ts checks card by card). Returns how many it lists.
 */
export async function checkTableMoves(table: Page): Promise<number> {
  const texts = await table.locator(byTestId("table-move")).allTextContents();
  for (const text of texts) {
    expect(text, "a listed move shows a token").not.toMatch(/#\d+\.\d+/);
    expect(CARD_LIST.test(text), `a listed move lists cards: ${text}`).toBe(false);
  }
  return texts.length;
}

/** Every phone shows the same result once the game is over. */
export async function sameResult(phones: readonly Page[]): Promise<string> {
  const results = await Promise.all(
    phones.map(async (page) => {
      const result = page.locator(byTestId("result"));
      await result.waitFor({ timeout: 20_000 });
      return `${await result.getAttribute("data-winners")}/${await result.getAttribute("data-reason")}`;
    }),
  );
  expect(new Set(results).size).toBe(1);
  return results[0];
}

export async function modeOf(page: Page): Promise<string | null> {
  return page
    .locator(`${byTestId("table-drawer")} ${byTestId("fair-mode")}`)
    .getAttribute("data-mode");
}
