// The duties loop of src/net/table/fair-duties.ts over a simulated fair table (the
// pure core's SimTable as the log): each device writes what it owes, in device order,
// one entry at a time through its `write`; a device that withholds its reveal is
// skipped after 15 s by one that revealed, and the table says whom it waits for.
import { describe, expect, it } from "vitest";
import { ok } from "../../../src/engine/errors";
import type { AnyGame } from "../../../src/engine/game";
import { dealCards, handsThenStock, type DealPlan } from "../../../src/games/cards/deal";
import { deckOfSize } from "../../../src/games/cards/deck";
import { isCard } from "../../../src/games/cards/french";
import { hideHands } from "../../../src/games/cards/hand";
import { hideCards } from "../../../src/games/cards/pile";
import { multiplyEncoded } from "../../../src/fair/deck-pass";
import {
  DeckWorkers,
  deckWorkerCount,
  type DeckPassRunner,
  type WorkerLike,
} from "../../../src/net/table/deck-workers";
import type { SliceReply, SliceRequest } from "../../../src/net/table/deck-worker";
import { FairDuties, SKIP_AFTER_MS } from "../../../src/net/table/fair-duties";
import { unveil } from "../../../src/fair/tokens";
import { settle } from "../table-device";
import { SimTable } from "../../fair/sim";
import { FakeTimers } from "./fake-platform";

type Card = string | null;
interface Table {
  readonly dealt: boolean;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
}

const game = {
  pending: (s: Table) => (s.dealt ? null : "deal"),
  result: () => null,
  view: (s: Table, seat: number | null): Table => ({
    ...s,
    hands: hideHands(s.hands, seat),
    stock: hideCards(s.stock),
  }),
} as unknown as AnyGame;

const deck = deckOfSize(36);

/** A table of fair devices over one log (the SimTable), each with its duties loop. */
function tableOf(
  ids: readonly string[],
  withholding: readonly string[] = [],
  deckPasses?: DeckPassRunner,
) {
  const t = new SimTable(ids);
  const timers = new FakeTimers();
  let state: Table = { dealt: false, hands: [], stock: [] };
  const holders = [...ids];
  /** Who wrote what, in order, and what each device was waiting for when it wrote. */
  const written: { author: string; kind: string; text: string }[] = [];
  const duties = new Map<string, FairDuties>();
  const kickAll = () => duties.forEach((d) => d.kick());
  for (const id of ids) {
    if (withholding.includes(id)) continue;
    const duty = new FairDuties({
      game,
      device: t.device(id),
      timers,
      ...(deckPasses ? { deckPasses } : {}),
      head: () => ({ state, fair: t.state, holders }),
      write: async (text) => {
        const unveiled = t.post(id, text);
        state = unveil(state, new Map(unveiled.map((u) => [u.token, u.card])));
        written.push({ author: id, kind: text.split(" ")[0], text });
        queueMicrotask(kickAll); // the sync: every device hears of the entry
        return ok(undefined);
      },
    });
    duties.set(id, duty);
  }
  const plan: DealPlan = handsThenStock(
    ids.map((_, i) => i),
    3,
  );
  /** The random entry of the deal, once every reveal is in (the merge's part). */
  const deal = () => {
    const parts = t.roll(0, (rng) => dealCards(plan, rng.cards(deck))) as string[][];
    state = { dealt: true, hands: parts.slice(0, ids.length), stock: parts[ids.length] };
    kickAll();
  };
  return {
    t,
    timers,
    duties,
    written,
    kickAll,
    deal,
    state: () => state,
    begin: () => {
      t.begin(deck);
      kickAll();
    },
  };
}

describe("the duties loop", () => {
  it.each([
    ["two devices", ["ann", "bob"]],
    ["three devices", ["ann", "bob", "cat"]],
  ])(
    "%s: shuffle, lock and reveal in device order; after the deal each reads its own hand only",
    async (_, ids) => {
      const table = tableOf(ids);
      table.begin();
      await settle();
      expect(table.written.map((w) => `${w.author} ${w.kind}`)).toEqual([
        ...ids.map((id) => `${id} shuffle`),
        ...ids.map((id) => `${id} lock`),
        ...ids.map((id) => `${id} reveal`),
      ]);
      table.deal();
      await settle();
      const after = table.written.slice(3 * ids.length).map((w) => w.kind);
      expect(after.length).toBeGreaterThan(0);
      expect(new Set(after)).toEqual(new Set(["claim", "open"]));
      ids.forEach((id, seat) => {
        const view = table.duties.get(id)!.viewFor(seat) as Table;
        expect(view.hands[seat].every((c) => c !== null && isCard(c))).toBe(true);
        view.hands.forEach((hand, other) => {
          if (other !== seat) expect(hand.every((c) => c === null)).toBe(true);
        });
        expect(view.stock.every((c) => c === null)).toBe(true);
      });
      // The state itself, every device's, holds no hand card in clear.
      expect(
        table
          .state()
          .hands.flat()
          .some((c) => c !== null && isCard(c)),
      ).toBe(false);
      // Nobody owes anything and nobody is waited for.
      expect([...table.duties.values()].map((d) => d.waitingFor)).toEqual(ids.map(() => null));
    },
  );

  it("a device that does not reveal is named, then skipped after 15 s by one that revealed", async () => {
    // bob has no loop: its deck steps are written by hand (it shuffles and locks, then
    // goes silent), so ann reveals first and bob's reveal never comes.
    const quiet = tableOf(["ann", "bob"], ["bob"]);
    quiet.t.begin(deck);
    quiet.t.prepare();
    quiet.kickAll();
    await settle();
    const annQuiet = quiet.duties.get("ann")!;
    expect(quiet.written.map((w) => `${w.author} ${w.kind}`)).toEqual(["ann reveal"]);
    expect(annQuiet.waitingFor).toBeNull();
    quiet.timers.advance(2_000);
    expect(annQuiet.waitingFor).toBe("bob");
    quiet.timers.advance(SKIP_AFTER_MS - 2_000 - 1);
    await settle();
    expect(quiet.written).toHaveLength(1);
    quiet.timers.advance(1);
    await settle();
    expect(quiet.written.map((w) => `${w.author} ${w.kind}`)).toEqual(["ann reveal", "ann skip"]);
    expect(quiet.t.state.dice.excluded.get("bob")).toEqual({ event: 1, by: "ann" });
    expect(annQuiet.waitingFor).toBeNull();
  });

  it("the first device in order withholding its reveal: the next reveals its own, then skips it", async () => {
    const table = tableOf(["ann", "bob"], ["ann"]);
    table.t.begin(deck);
    table.t.prepare();
    table.kickAll();
    await settle();
    const bob = table.duties.get("bob")!;
    expect(table.written).toEqual([]); // bob waits for ann, in device order
    table.timers.advance(SKIP_AFTER_MS);
    await settle();
    expect(table.written.map((w) => `${w.author} ${w.kind}`)).toEqual(["bob reveal", "bob skip"]);
    expect(table.t.state.dice.excluded.get("ann")).toEqual({ event: 1, by: "bob" });
    expect(bob.waitingFor).toBeNull();
  });

  it("a deck step that does not come is waited for, never skipped", async () => {
    const table = tableOf(["ann", "bob"], ["bob"]);
    table.begin();
    await settle();
    const ann = table.duties.get("ann")!;
    expect(table.written.map((w) => `${w.author} ${w.kind}`)).toEqual(["ann shuffle"]);
    table.timers.advance(SKIP_AFTER_MS * 4);
    await settle();
    expect(ann.waitingFor).toBe("bob");
    expect(table.written).toHaveLength(1);
  });

  it("a write that fails is reported and tried again at the next change", async () => {
    const t = new SimTable(["ann", "bob"]);
    const failures: string[] = [];
    let fail = true;
    const written: string[] = [];
    const duty = new FairDuties({
      game,
      device: t.device("ann"),
      timers: new FakeTimers(),
      head: () => ({ state: { dealt: false, hands: [], stock: [] }, fair: t.state, holders: [] }),
      write: async (text) => {
        if (fail) return { ok: false, error: { code: "persist-failed", message: "disk full" } };
        t.post("ann", text);
        written.push(text.split(" ")[0]);
        return ok(undefined);
      },
      onFailed: (e) => failures.push(e.code),
    });
    t.begin(deck);
    duty.kick();
    await settle();
    expect(failures).toEqual(["persist-failed"]);
    expect(written).toEqual([]);
    fail = false;
    duty.kick();
    await settle();
    expect(written).toEqual(["shuffle"]);
  });
});

/**
 * A Web Worker of deck-worker.ts, in this thread: it answers each slice later (a
 * microtask), never at once (or fails, as a worker whose code did not load).
 */
class FakeDeckWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<SliceReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  slices = 0;
  constructor(private readonly failing = false) {}
  postMessage(message: SliceRequest): void {
    this.slices++;
    queueMicrotask(() => {
      if (this.failing) this.onerror?.({ message: "no code" } as ErrorEvent);
      else {
        const products = multiplyEncoded(message.inputs, message.scalars);
        this.onmessage?.({ data: { id: message.id, products } } as MessageEvent<SliceReply>);
      }
    });
  }
  terminate(): void {}
}

describe("the deck passes in Web Workers", () => {
  /** Each device's shuffle and lock, and the reveals after them, as the table writes them. */
  async function prepared(ids: readonly string[], deckPasses?: DeckPassRunner) {
    const table = tableOf(ids, [], deckPasses);
    table.begin();
    await settle();
    return table.written.map((w) => `${w.author} ${w.text}`);
  }

  it.each([
    ["two devices, two workers", ["ann", "bob"], 2, false],
    ["three devices, three workers", ["ann", "bob", "cat"], 3, false],
    ["two devices, workers that fail (made in this thread instead)", ["ann", "bob"], 2, true],
  ])("%s: exactly the entries made in one thread", async (_, ids, count, failing) => {
    const inThread = await prepared(ids);
    const workers: FakeDeckWorker[] = [];
    const pool = new DeckWorkers(() => {
      const worker = new FakeDeckWorker(failing);
      workers.push(worker);
      return worker;
    }, count);
    expect(await prepared(ids, pool)).toEqual(inThread);
    expect(inThread.filter((e) => / (shuffle|lock) /.test(e))).toHaveLength(2 * ids.length);
    // Every pass went to the workers, one slice each.
    if (!failing) expect(workers.map((w) => w.slices)).toEqual(workers.map(() => 2 * ids.length));
    else expect(workers.length).toBeGreaterThan(count);
  });

  it.each([
    ["none reported", undefined, 1],
    ["one core", 1, 1],
    ["six cores", 6, 6],
    ["sixteen cores", 16, 8],
  ])("%s: %s → %i slices", (_, cores, slices) => {
    expect(deckWorkerCount(cores)).toBe(slices);
  });
});
