// A fair game through the real log: each simulated device has its own device key, its
// FairDevice and its own replica of the merge (MergeIndex), and writes what the duties
// loop says (owedEntries), the due outcomes (dueOutcome) and its bots' moves. Entries
// are signed and delivered to every device in a group (all by default), in causal order.
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { AnyGame, Seat } from "../../src/engine/game";
import { rngFromText, type Rng } from "../../src/engine/rng";
import { makeFairHeader } from "../../src/fair/commitment";
import { FairDevice } from "../../src/fair/device";
import { makeFairEntry } from "../../src/fair/notation";
import { owedEntries, showEntriesFor, viewFor } from "../../src/fair/duties";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry, type Entry, type EntryKind } from "../../src/log/entry";
import { SEED_AUTHOR, type GameHeader } from "../../src/log/header";
import { MergeIndex } from "../../src/log/merge-index";
import { mergeSetup, type Merged, type MergeSetup } from "../../src/log/merge";
import { deviceKey, signEntry, type DeviceKey } from "../../src/log/signature";
import { testSecret, type SimTable } from "./sim";
import { chooseMove, type BotLevel } from "../../src/games/spite-malice/bot";
import { spiteMalice } from "../../src/games/spite-malice/rules";
import type { SpiteState } from "../../src/games/spite-malice/state";

export const spite = spiteMalice as unknown as AnyGame;

/** The bots of a table: a seat's move from its view, and what the move must open first. */
export interface LogBot {
  choose(view: unknown, seat: Seat, rng: Rng): unknown;
  /** How many of the seat's hidden cards (tokens in `state`) the move plays face up. */
  hiddenPlayed(state: unknown, seat: Seat, move: unknown): number;
}

/** Spite and Malice's bots: a play from the hand or a discard opens its card, if hidden. */
export const spiteBot = (level: BotLevel): LogBot => ({
  choose: (view, seat, rng) => chooseMove(view as SpiteState, seat, level, rng),
  hiddenPlayed(state, seat, m) {
    const move = m as ReturnType<typeof chooseMove> & object;
    const fromHand = (move.type === "play" && move.from === "h") || move.type === "discard";
    const card = (move as { card?: string }).card ?? "";
    return fromHand && !(state as SpiteState).hands[seat].includes(card) ? 1 : 0;
  },
});

export interface LogDevice {
  readonly name: string;
  readonly key: DeviceKey;
  readonly fair: FairDevice;
  readonly index: MergeIndex;
}

const secretOf = (seed: string, what: string): Uint8Array =>
  sha256(utf8ToBytes(`tabula-fair-log-test/${seed}/${what}`));

/** Spite and Malice's hand is over when a new deal is due after one, or the game is over. */
export const spiteHandOver = (state: unknown): boolean => {
  const s = state as SpiteState;
  return s.phase === "over" || (s.phase === "deal" && s.history.length > 0);
};

export class FairLogTable {
  readonly devices: LogDevice[];
  readonly setup: MergeSetup;
  readonly header: GameHeader;
  /** Every entry written, in the order written (a causal order). */
  readonly written: Entry[] = [];
  /** Who receives what is written now (names); null: everyone. */
  group: readonly string[] | null = null;
  moves = 0;

  constructor(
    names: readonly string[],
    readonly seed = "1",
    options: Record<string, unknown> = { goal: 13 },
    readonly level: BotLevel = "normal",
    readonly game: AnyGame = spite,
    public handOver: (state: unknown) => boolean = spiteHandOver,
    readonly bot: LogBot = spiteBot(level),
    /** Which device (index in `names`) holds each seat; default one seat per device. */
    seatDevices: readonly number[] = names.map((_, i) => i),
  ) {
    const id = `fair-${seed}`;
    const keys = names.map((n) => deviceKey(secretOf(seed, `key/${n}`)));
    // The fair secrets are sim.ts's testSecret of the device id, so the dishonest helpers
    // of attacks.ts (keysOf) find them.
    const fairs = names.map(
      (_, i) => new FairDevice(id, keys[i].id, testSecret(seed, keys[i].id), 64),
    );
    const parsed = game.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    this.header = {
      id,
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: parsed.value as Record<string, unknown>,
      seats: seatDevices.length,
      seed: bytesToHex(secretOf(seed, "seed")),
      holders: seatDevices.map((i) => keys[i].id),
      signed: true,
      fair: makeFairHeader(fairs.map((f) => f.commitment())),
    };
    const setup = mergeSetup(game, this.header);
    if (!setup.ok) throw new Error(setup.error.message);
    this.setup = setup.value;
    this.devices = names.map((name, i) => ({
      name,
      key: keys[i],
      fair: fairs[i],
      index: new MergeIndex(this.setup),
    }));
  }

  /** The devices in the fair order (by device id): the order they shuffle and reveal in. */
  inOrder(): LogDevice[] {
    return [...this.devices].sort((a, b) => (a.key.id < b.key.id ? -1 : 1));
  }

  device(name: string): LogDevice {
    return this.devices.find((d) => d.name === name)!;
  }

  /** The device's merge (its replica's head position). */
  at(d: LogDevice): Merged {
    return d.index.merged;
  }

  /** Writes an entry at `d`'s head, signed by `d` (or by the seed), and delivers it. */
  write(
    d: LogDevice,
    kind: EntryKind,
    seat: Seat | "chance",
    text: string,
    author?: string,
  ): Entry {
    const by = author ?? (kind === "random" ? SEED_AUTHOR : d.key.id);
    const body = { game: this.header.id, prev: d.index.head, author: by, seat, kind, text };
    const entry = by === SEED_AUTHOR ? makeEntry(body) : signEntry(makeEntry(body), d.key);
    this.deliver(entry, d);
    return entry;
  }

  /** Adds an entry to the writer and to every device of the current group. */
  deliver(entry: Entry, from?: LogDevice): void {
    this.written.push(entry);
    for (const d of this.devices) {
      const reached = d === from || this.group === null || this.group.includes(d.name);
      if (reached && (entry.prev === null || d.index.has(entry.prev))) d.index.add(entry);
    }
  }

  /** Heals a partition: every device gets every entry it lacks, in causal order. */
  heal(): void {
    this.group = null;
    for (const d of this.devices) {
      for (const entry of this.written) if (!d.index.has(entry.hash)) d.index.add(entry);
    }
  }

  /** A SimTable-shaped view of `d`'s head, for the dishonest helpers of attacks.ts. */
  asSim(d: LogDevice): SimTable {
    return { state: this.at(d).fair!, gameId: this.header.id } as unknown as SimTable;
  }

  /** The fair entries `d` owes at its head. */
  owed(d: LogDevice): string[] {
    const at = this.at(d);
    return owedEntries({
      game: this.game,
      state: at.state,
      fair: at.fair!,
      device: d.fair,
      holders: new Map(at.holders.map((h, seat) => [seat, h])),
      handOver: this.handOver(at.state),
    });
  }

  /** One action of one device: its duties, else a due outcome, else a bot's move. False: nothing to do. */
  step(devices: readonly LogDevice[] = this.devices): boolean {
    for (const d of devices) {
      const owed = this.owed(d);
      if (owed.length === 0) continue;
      for (const text of owed) this.write(d, "fair", "chance", text);
      return true;
    }
    const d = devices[0];
    const outcome = dueOutcome(this.setup, this.at(d));
    if (outcome !== null) {
      this.write(d, "random", "chance", outcome);
      return true;
    }
    return this.botMove(devices);
  }

  private botMove(devices: readonly LogDevice[]): boolean {
    const at = this.at(devices[0]);
    const seats = this.game.result(at.state) ? [] : this.game.toMove(at.state);
    const seat = seats[0];
    const holder = devices.find((d) => d.key.id === at.holders[seat]);
    if (seat === undefined || !holder) return false;
    const state = this.at(holder).state;
    const view = viewFor({
      game: this.game,
      state,
      fair: this.at(holder).fair!,
      device: holder.fair,
      seat,
    });
    const rng = rngFromText(`${this.seed}/bot/${this.moves}`);
    const move = this.bot.choose(view, seat, rng);
    if (!move) throw new Error(`the bot of seat ${seat} has no move`);
    // A card from the hand goes face up: open it to all first (its device's own share)…
    const fair = this.at(holder).fair!;
    const shows = showEntriesFor({ game: this.game, state, fair, device: holder.fair, seat, move });
    // …exactly the cards the move plays that are not open to all yet.
    const hidden = this.bot.hiddenPlayed(state, seat, move);
    if (hidden !== shows.length) {
      throw new Error(`${this.game.formatMove(move)}: ${shows.length} shown, ${hidden} hidden`);
    }
    for (const text of shows) this.write(holder, "fair", "chance", text);
    this.moves++;
    this.write(holder, "move", seat, this.game.formatMove(move));
    return true;
  }

  /**
   * Plays the deal and the first hand: stepped until a seat is to move and nothing is
   * owed, then, every hand over at once, on until every deck secret is revealed.
   */
  playFirstHand(): this {
    const first = this.devices[0];
    while (
      this.game.toMove(this.at(first).state).length === 0 ||
      this.devices.some((d) => this.owed(d).length > 0)
    ) {
      if (!this.step()) throw new Error("stuck before the first move");
    }
    this.handOver = () => true;
    this.run(20);
    return this;
  }

  /** Fair entries with these texts beside `real` (same place), signed by its author. */
  beside(real: Entry, texts: readonly string[]): Entry[] {
    const key = this.devices.find((d) => d.key.id === real.author)!.key;
    return texts.map((text) =>
      signEntry(
        makeEntry({
          game: this.header.id,
          prev: real.prev,
          author: real.author,
          seat: "chance",
          kind: "fair",
          text,
        }),
        key,
      ),
    );
  }

  /** Steps until nothing is left to do (the game over and audited), or `limit` steps. */
  run(limit = 20_000, devices: readonly LogDevice[] = this.devices): number {
    let steps = 0;
    while (steps < limit && this.step(devices)) steps++;
    return steps;
  }
}

/** `n` keys entries of the last device to reveal its deck secret, beside its real one, with made-up secrets. */
export function junkKeys(t: FairLogTable, n: number): Entry[] {
  const real = t.written.filter((e) => e.text.startsWith("keys ")).at(-1)!;
  const secret = (i: number) => new Uint8Array(32).fill(i + 1);
  const texts = Array.from({ length: n }, (_, i) =>
    makeFairEntry({ type: "keys", deck: 1, secret: secret(i) }),
  );
  return t.beside(real, texts);
}
