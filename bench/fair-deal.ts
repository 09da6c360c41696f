// Spite and Malice's fair deal on a simulated table (bench/fair-sim.ts), from pairing to
// the first move: the Node section (bench/fair.ts) runs it in one thread; the Chromium
// section (bench/fair-web.ts, through bench/fair-page.ts) runs it in a page, its deck
// passes in one thread or in Web Workers.
import { finishHere, type DeckPass } from "../src/fair/deck-pass";
import { deckStage } from "../src/fair/deck-state";
import type { FairDevice } from "../src/fair/device";
import type { FairState } from "../src/fair/state";
import type { Wants } from "../src/fair/tokens";
import { deckOfSize } from "../src/games/cards/deck";
import { FairBenchTable, type Phase } from "./fair-sim";

/** A device's entry of one pass of the deck being prepared, if it is its turn in it. */
export function inPass(kind: "shuffle" | "lock") {
  return (d: FairDevice, s: FairState): string | null => {
    const deck = s.decks[s.decks.length - 1];
    return deck && deckStage(deck).kind === kind ? d.deckEntry(s) : null;
  };
}

export interface Deal {
  readonly devices: number;
  readonly cards: 104 | 156;
  readonly goal: number;
  readonly hand: number;
}

export interface DealRun {
  readonly phases: readonly Phase[];
  readonly critical: { wall: number; cpu: number };
  readonly total: { wall: number; cpu: number };
  readonly entries: number;
  readonly chars: number;
  /** Cards revealed privately (hands) and to all (goal tops) before the first move. */
  readonly privateCards: number;
  readonly publicCards: number;
}

/**
 * Spite and Malice's deal: each seat's goal pile (top face up), then the stock; each
 * seat's first hand drawn from the stock top. (The rules draw a seat's hand at the
 * start of its first turn; here every hand is revealed before the first move, which
 * costs more than the game needs.)
 */
export function runDeal(deal: Deal): DealRun {
  const t = new FairBenchTable(deal.devices);
  const deck = deckOfSize(deal.cards);
  t.begin(deck);
  t.sequential("pass 1: shuffle, device after device", inPass("shuffle"));
  t.sequential("pass 2: locks, device after device", inPass("lock"));
  return afterPasses(t, deal, deck);
}

/** Runs a pass's multiplications somewhere (Web Workers): the products' encodings. */
export type PassRunner = (pass: DeckPass) => Promise<readonly Uint8Array[]>;

/** `runDeal` with each device's pass run by `run` (null: in this thread, as deckEntry). */
export async function runDealWith(deal: Deal, run: PassRunner | null): Promise<DealRun> {
  const t = new FairBenchTable(deal.devices);
  const deck = deckOfSize(deal.cards);
  t.begin(deck);
  for (const kind of ["shuffle", "lock"] as const) {
    const due = (d: FairDevice, s: FairState): boolean => {
      const last = s.decks[s.decks.length - 1];
      return !!last && deckStage(last).kind === kind && d.deckPass(s) !== null;
    };
    await t.sequentialAsync(
      `pass ${kind === "shuffle" ? 1 : 2}: ${kind === "shuffle" ? "shuffle" : "locks"}, device after device`,
      due,
      async (d, s) => {
        const pass = d.deckPass(s)!;
        const entry = run ? pass.finish(await run(pass)) : finishHere(pass);
        if (entry === null) throw new Error("a pass made no valid deck");
        return entry;
      },
    );
  }
  return afterPasses(t, deal, deck);
}

function afterPasses(t: FairBenchTable, deal: Deal, deck: ReturnType<typeof deckOfSize>): DealRun {
  t.sequential("reveals of the deal's event", (d, s) => d.revealEntry(s));
  const tokens = t.roll(0, (rng) => {
    const source = rng.cards(deck);
    return Array.from({ length: source.size }, (_, p) => source.card(p));
  });
  const n = deal.devices;
  const goalTop = (seat: number) => tokens[seat * deal.goal];
  const handOf = (seat: number) =>
    tokens.slice(n * deal.goal + seat * deal.hand, n * deal.goal + (seat + 1) * deal.hand);
  const ids = t.devices.map((d) => d.device);
  const wants: Wants = {
    toAll: new Set(ids.map((_, seat) => goalTop(seat))),
    byDevice: new Map(ids.map((id, seat) => [id, new Set(handOf(seat))])),
  };
  t.reveal(wants, "goal tops and hands");
  const known = t.read((id) => handOf(ids.indexOf(id)));
  for (const [id, cards] of known) {
    if (cards.size !== deal.hand)
      throw new Error(`${id} reads ${cards.size} of its ${deal.hand} cards`);
  }
  const sum = (f: (p: Phase) => number) => t.phases.reduce((acc, p) => acc + f(p), 0);
  return {
    phases: t.phases,
    critical: { wall: sum((p) => p.critical.wall), cpu: sum((p) => p.critical.cpu) },
    total: { wall: sum((p) => p.total.wall), cpu: sum((p) => p.total.cpu) },
    entries: sum((p) => p.entries),
    chars: sum((p) => p.chars),
    privateCards: n * deal.hand,
    publicCards: n,
  };
}
