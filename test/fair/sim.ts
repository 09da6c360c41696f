// A simulated fair table for the tests and the bench: n devices, each with its own
// replica of the fair state, folding the same public transcript.
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { makeFairHeader } from "../../src/fair/commitment";
import { FairDevice } from "../../src/fair/device";
import { rollRng, type FairRng } from "../../src/fair/source";
import { afterRoll, beginDeck } from "../../src/fair/deal";
import { applyFairEntry, startFair, type FairState, type Unveiled } from "../../src/fair/state";
import type { CardValue } from "../../src/fair/cards";
import type { Wants } from "../../src/fair/tokens";

export interface Posted {
  readonly author: string;
  readonly text: string;
}

export function testSecret(seed: string | number, device: string): Uint8Array {
  return sha256(utf8ToBytes(`tabula-fair-test/${seed}/${device}`));
}

export class SimTable {
  readonly devices: FairDevice[];
  /** One replica per device (or one shared, with `replicas: 1`). */
  states: FairState[];
  readonly log: Posted[] = [];
  readonly unveiled: Unveiled[] = [];

  constructor(
    readonly ids: readonly string[],
    readonly gameId = "g1",
    /** The secrets' seed: one for all devices, or one per device. */
    seed: string | number | ((id: string) => string | number) = 1,
    chainLength = 64,
    replicas = ids.length,
  ) {
    const seedOf = typeof seed === "function" ? seed : () => seed;
    this.devices = ids.map(
      (id) => new FairDevice(gameId, id, testSecret(seedOf(id), id), chainLength),
    );
    const header = makeFairHeader(this.devices.map((d) => d.commitment()));
    const start = startFair(gameId, header);
    this.states = Array.from({ length: replicas }, () => start);
  }

  get state(): FairState {
    return this.states[0];
  }

  device(id: string): FairDevice {
    return this.devices.find((d) => d.device === id)!;
  }

  /** Applies an entry on every replica; throws if any refuses (honest paths only). */
  post(author: string, text: string): readonly Unveiled[] {
    const refused = this.tryPost(author, text);
    if (refused)
      throw new Error(`${author}: ${refused.code} ${refused.message} (${text.slice(0, 40)})`);
    return this.unveiled.slice(-this.lastUnveiled);
  }

  private lastUnveiled = 0;

  /** Applies an entry on every replica if the first accepts it; returns the refusal, if any. */
  tryPost(author: string, text: string): { code: string; message: string } | null {
    const results = this.states.map((s) => applyFairEntry(s, author, text));
    const first = results[0];
    if (!first.ok) {
      if (results.some((r) => r.ok)) throw new Error("replicas disagree on an entry");
      return first.error;
    }
    this.states = results.map((r) => {
      if (!r.ok) throw new Error("replicas disagree on an entry");
      return r.value.state;
    });
    this.log.push({ author, text });
    this.unveiled.push(...first.value.unveiled);
    this.lastUnveiled = first.value.unveiled.length;
    return null;
  }

  /** Starts a deck on every replica. */
  begin(cards: readonly CardValue[]): void {
    this.states = this.states.map((s) => {
      const next = beginDeck(s, cards);
      if (!next.ok) throw new Error(next.error.message);
      return next.value;
    });
  }

  /** Every device shuffles, then locks, in turn. */
  prepare(): void {
    for (let guard = 0; guard < 4 * this.devices.length; guard++) {
      const turn = this.devices
        .map((d) => [d, d.deckEntry(this.state)] as const)
        .find(([, e]) => e);
      if (!turn) return;
      this.post(turn[0].device, turn[1]!);
    }
  }

  /** Every active device reveals the current event. */
  reveal(except: readonly string[] = []): void {
    for (const d of this.devices) {
      if (except.includes(d.device)) continue;
      const entry = d.revealEntry(this.state);
      if (entry) this.post(d.device, entry);
    }
  }

  /** The rng of the event (on each replica: they must agree), then the next event. */
  roll(entryIndex: number, draw: (rng: FairRng) => unknown = (rng) => rng.int(6)): unknown {
    const outcomes = this.states.map((s) => {
      const rng = rollRng(s, entryIndex);
      if (!rng.ok) throw new Error(rng.error.message);
      return JSON.stringify(draw(rng.value));
    });
    if (new Set(outcomes).size !== 1) throw new Error("replicas draw different outcomes");
    this.states = this.states.map(afterRoll);
    return JSON.parse(outcomes[0]);
  }

  /** Every reader claims its cards, then every device sends the shares it owes for `wants`. */
  open(wants: Wants): void {
    for (const d of this.devices) {
      for (const entry of d.claimEntries(this.state, wants)) this.post(d.device, entry);
    }
    for (const d of this.devices) {
      for (const entry of d.openEntries(this.state, wants)) this.post(d.device, entry);
    }
  }

  /** Every device reveals its secret of deck d. */
  audit(d: number): void {
    for (const dev of this.devices) {
      const entry = dev.secretEntry(this.state, d);
      if (entry) this.post(dev.device, entry);
    }
  }
}
