// Fair Mountains through the real log: the deal's two decks (the red cards and the black
// ones, shuffled apart, docs/games/mountains.md "Decisions"), played to the end by bots
// on simulated tables of two devices (one v one: each holds a team's two seats) and of
// four (one seat each), every replica agreeing; no device reads another seat's hand.
import { describe, expect, test } from "vitest";
import { FairCode } from "../../src/fair/errors";
import { publicFacts } from "../../src/fair/summary";
import { isToken, parseToken, visibleTokens } from "../../src/fair/tokens";
import { mergeEntries } from "../../src/log/merge";
import { parseMove } from "../../src/games/mountains/notation";
import { mountains, passAudit } from "../../src/games/mountains/rules";
import { passReport } from "../../src/games/mountains/audit";
import { hideTokens } from "../../src/fair/tokens";
import { publicText, view } from "../../src/games/mountains/view";
import type { MountainsState } from "../../src/games/mountains/state";
import { isRed } from "../../src/games/cards/french";
import { errorOf, replayText } from "../../src/cli/replay";
import { dueOutcome } from "../../src/log/chance";
import { makeGameFileText } from "../../src/log/gamefile";
import { mergedFile } from "../../src/log/linear";
import { makeMove } from "../../src/games/mountains/notation";
import { MountainsLogTable } from "./mountains-table";
import type { FairLogTable, LogDevice } from "./log-table";

const facts = (t: FairLogTable, i: number) => JSON.stringify(publicFacts(t.at(t.devices[i]).fair!));

function expectSameEverywhere(t: FairLogTable): void {
  const pure = mergeEntries(t.setup, t.written);
  for (const [i, d] of t.devices.entries()) {
    const m = t.at(d);
    expect(m.accepted.map((e) => e.hash)).toEqual(pure.accepted.map((e) => e.hash));
    expect(JSON.stringify(m.state)).toBe(JSON.stringify(pure.state));
    expect(facts(t, i)).toBe(JSON.stringify(publicFacts(pure.fair!)));
  }
}

/** Steps until the first seat may move and nobody owes a fair entry. */
function dealt(t: FairLogTable): void {
  while (
    t.game.toMove(t.at(t.devices[0]).state).length === 0 ||
    t.devices.some((d) => t.owed(d).length > 0)
  ) {
    if (!t.step()) throw new Error("stuck before the first move");
  }
}

const dealOf = (t: FairLogTable) => {
  const e = t.at(t.devices[0]).accepted.find((x) => x.kind === "random")!;
  const move = parseMove(e.text);
  if (!move.ok || move.value.type !== "deal") throw new Error(`not a deal: ${e.text}`);
  return move.value;
};

function checkPlayedToTheEnd(t: FairLogTable): void {
  const m = t.at(t.devices[0]);
  const s = m.state as MountainsState;
  expect(mountains.result(s)).not.toBeNull();
  // Two decks, red (18) then black (18), each audited fair; nothing left hidden.
  expect(m.fair!.decks.map((d) => d.table.cards.length)).toEqual([18, 18]);
  expect(m.fair!.decks[0].table.cards.every((c) => isRed(c as string))).toBe(true);
  expect(m.fair!.decks[1].table.cards.every((c) => !isRed(c as string))).toBe(true);
  for (const deck of m.fair!.decks) expect(deck.verdict).toEqual({ kind: "fair" });
  expect(visibleTokens(s).size).toBe(0);
  // One deal entry, as in a trusted game, listing tokens only: the Red team's hands
  // positions of the red deck (1), the Black team's of the black deck (2).
  expect(m.accepted.filter((e) => e.kind === "random")).toHaveLength(1);
  const deal = dealOf(t);
  for (const [seat, hand] of deal.hands.entries()) {
    expect(hand.length).toBe(9);
    const deck = (seat % 2 === 0) === (deal.red === "A") ? 1 : 2;
    expect(hand.every((c) => isToken(c) && parseToken(c)!.deck === deck)).toBe(true);
  }
  // Nothing refused; every card is on the table or in a hand; every replica agrees.
  expect(m.rejected).toEqual([]);
  expect(s.table.length + s.hands.flat().length).toBe(36);
  expectSameEverywhere(t);
}

describe("fair Mountains through the log", () => {
  test("two devices, one v one: played to the end, both decks audited fair, every replica the same", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m2");
    t.run();
    checkPlayedToTheEnd(t);
    // Each laid card came from its team's colour (the lot's Red team laid the red cards).
    const m = t.at(t.devices[0]);
    const red = dealOf(t).red;
    const laid = m.accepted.filter((e) => e.kind === "move" && e.text !== "pass");
    expect(laid.length).toBeGreaterThan(20);
    for (const e of laid) {
      const team = (e.seat as number) % 2 === 0 ? "A" : "B";
      const move = parseMove(e.text);
      expect(move.ok && move.value.type === "place" && isRed(move.value.card)).toBe(team === red);
    }
  }, 300_000);

  test("four devices, one seat each: played to the end", () => {
    const t = new MountainsLogTable(["ann", "bob", "cat", "dan"], [0, 1, 2, 3], "m4", {}, "ref");
    t.run();
    checkPlayedToTheEnd(t);
  }, 300_000);

  test("after the deal each device reads its own seats' hands and no other", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m3");
    dealt(t);
    const deal = dealOf(t);
    for (const [i, d] of t.devices.entries()) {
      const fair = t.at(d).fair!;
      for (const [seat, hand] of deal.hands.entries()) {
        for (const token of hand) {
          const read = d.fair.read(fair, token);
          if (seat % 2 === i) {
            expect(read.ok).toBe(true);
            // The card read is of the colour the seat's team plays.
            const team = seat % 2 === 0 ? "A" : "B";
            expect(read.ok && isRed(read.value as string)).toBe(team === deal.red);
          } else expect(!read.ok && read.error.code).toBe(FairCode.Hidden);
        }
      }
    }
    // The public state holds tokens for every hand; the deal's public text is as written.
    const s = t.at(t.devices[0]).state as MountainsState;
    expect(s.hands.flat().every(isToken)).toBe(true);
    const text = t.at(t.devices[0]).accepted.find((e) => e.kind === "random")!.text;
    expect(publicText(s, text, 0)).toBe(text);
  }, 300_000);
});

/** Writes a game entry at `d`'s head; the refusal's code, or "accepted" (nothing changes on a refusal). */
function tryWrite(
  t: FairLogTable,
  d: LogDevice,
  kind: "move" | "random",
  seat: number | "chance",
  text: string,
): string {
  const before = t.at(d);
  const entry = t.write(d, kind, seat, text);
  const after = t.at(d);
  const rejected = after.rejected.find((r) => r.entry.hash === entry.hash);
  if (!rejected) return "accepted";
  expect(after.head).toBe(before.head);
  expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
  return rejected.code;
}

describe("fair Mountains refuses", () => {
  test("a deal outcome other than the one the reveals and the decks give (hands swapped)", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m5");
    while (dueOutcome(t.setup, t.at(t.devices[0])) === null) {
      if (!t.step()) throw new Error("stuck before the deal");
    }
    const right = parseMove(dueOutcome(t.setup, t.at(t.devices[0]))!);
    if (!right.ok || right.value.type !== "deal") throw new Error("not a deal");
    const [h0, h1, ...rest] = right.value.hands;
    const swapped = makeMove({ ...right.value, hands: [h1, h0, ...rest] });
    expect(tryWrite(t, t.devices[0], "random", "chance", swapped)).toBe("random-mismatch");
    const otherLot = makeMove({ ...right.value, red: right.value.red === "A" ? "B" : "A" });
    expect(tryWrite(t, t.devices[0], "random", "chance", otherLot)).toBe("random-mismatch");
  }, 300_000);

  test("a card laid before its device's share opens it to all; after the share it is laid", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m6");
    dealt(t);
    const s = t.at(t.devices[0]).state as MountainsState;
    const seat = s.turn!;
    const d = t.devices[seat % 2];
    // The first card of the game: any card 6 to 10 at 0,0; the seat's own, read by its device.
    const card = s.hands[seat]
      .map((token) => d.fair.read(t.at(d).fair!, token as string))
      .map((r) => (r.ok ? (r.value as string) : ""))
      .find((c) => /^(?:[6-9]|10)[cdhs]$/.test(c));
    if (!card) throw new Error("no 6 to 10 in the first hand");
    expect(tryWrite(t, d, "move", seat, `${card}@0,0`)).toBe("not-in-hand");
    // The other device cannot lay it for that seat either (not its seat, and still a token).
    expect(tryWrite(t, t.devices[1 - (seat % 2)], "move", seat, `${card}@0,0`)).not.toBe(
      "accepted",
    );
    const token = s.hands[seat].find((tk) => {
      const r = d.fair.read(t.at(d).fair!, tk as string);
      return r.ok && r.value === card;
    }) as string;
    t.write(d, "fair", "chance", d.fair.showEntry(t.at(d).fair!, token)!);
    expect(tryWrite(t, d, "move", seat, `${card}@0,0`)).toBe("accepted");
  }, 300_000);
});

test("a fair Mountains file replays to tokens mid-game, and to every card once the keys are in", () => {
  const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m7");
  dealt(t);
  t.run(10);
  const fileOf = () => makeGameFileText(mergedFile(t.header, t.at(t.devices[0])));
  const mid = replayText(fileOf()) as unknown as { fair: { state: MountainsState } };
  expect(errorOf(mid as never)).toBeNull();
  expect(JSON.stringify(mid.fair.state)).toBe(JSON.stringify(t.at(t.devices[0]).state));
  expect(mid.fair.state.hands.flat().every(isToken)).toBe(true);
  t.run();
  const end = replayText(fileOf()) as unknown as {
    fair: { state: MountainsState; decks: { verdict: unknown }[] };
    status: string;
  };
  expect(end.status).toBe("over");
  expect(visibleTokens(end.fair.state).size).toBe(0);
  expect(end.fair.decks.map((d) => JSON.stringify(d.verdict))).toEqual([
    '{"kind":"fair"}',
    '{"kind":"fair"}',
  ]);
}, 300_000);

describe("a pass in fair Mountains", () => {
  test("is taken on trust while the hand is hidden, and found dishonest once the audit opens it", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m8");
    dealt(t);
    const s = t.at(t.devices[0]).state as MountainsState;
    const seat = s.turn!;
    // The first seat can always lay its first card (nine cards of one colour hold a 6 to
    // 10), so this pass is against the rules; nobody else can read the hand to see it.
    expect(tryWrite(t, t.devices[seat % 2], "move", seat, "pass")).toBe("accepted");
    const after = t.at(t.devices[0]).state as MountainsState;
    // The first move of the game: move 1 of the move list.
    expect(after.passesOnTrust).toEqual([{ seat, hand: s.hands[seat], laid: 0, move: 1 }]);
    expect(passAudit(after)).toEqual({ unchecked: 1, dishonest: [] });
    expect(passReport(after)).toEqual({ kind: "none" });
    // No view shows the recorded tokens (a token in a view is one to read).
    expect(visibleTokens(view(after, null)).size).toBe(0);
    expect(view(after, seat)).not.toHaveProperty("passesOnTrust");
    t.run();
    const end = t.at(t.devices[0]).state as MountainsState;
    expect(mountains.result(end)).not.toBeNull();
    expect(passAudit(end)).toMatchObject({ unchecked: 0, dishonest: [{ seat, laid: 0 }] });
    // The boards' report once over (the app hands them the whole state, tokens as null):
    // public, since every card is open.
    expect(passReport(hideTokens(end))).toEqual({
      kind: "dishonest",
      passes: [{ seat, move: 1 }],
    });
    const line = replayText(
      makeGameFileText(mergedFile(t.header, t.at(t.devices[0]))),
    ) as unknown as Record<string, unknown>;
    expect(line.dishonestPasses).toEqual([{ seat, laid: 0, move: 1 }]);
  }, 300_000);

  test("an honest table's passes on trust are all found legal", () => {
    const t = new MountainsLogTable(["ann", "bob"], [0, 1, 0, 1], "m2");
    t.run();
    const end = t.at(t.devices[0]).state as MountainsState;
    // This game (seed m2) has passes made with cards still in hand: each checked, legal.
    expect(end.passesOnTrust?.length).toBeGreaterThan(0);
    expect(passAudit(end)).toEqual({ unchecked: 0, dishonest: [] });
    expect(passReport(hideTokens(end))).toEqual({ kind: "none" });
    // Each pass knows its number among the seats' moves (cards laid + passes before it).
    const moves = t.at(t.devices[0]).accepted.filter((e) => e.kind === "move");
    for (const p of end.passesOnTrust!) {
      expect(moves[p.move - 1]).toMatchObject({ seat: p.seat, text: "pass" });
    }
  }, 300_000);
});
