import { makeEntry, type Entry } from "../../src/log/entry";
import { headerDigest, SEED_AUTHOR } from "../../src/log/header";
import { judge, type MergeSetup, type Position } from "../../src/log/merge";
import { actorNow } from "../../src/log/step";
import { rngFromSeed, type Rng } from "../../src/engine/random";
import type { FakeNetwork, MemoryLink } from "../../src/net/memory-link";
import { encodeMessage, PROTOCOL, type Hello } from "../../src/net/messages";
import { linkStranger, type TableDevice } from "./table-device";

/** The dishonest device's id (it holds no seat, and honest devices never hand it one). */
export const DISHONEST = "dX";

/**
 * A seat holder's identity in the dishonest device's hands (issue 27): it writes as
 * that device — a second version of one of its old moves, padded — and can make up
 * fresh ids to hand the seat through.
 */
export interface Seated {
  readonly id: string;
  readonly sign: (entry: Entry) => Entry;
  /** A fresh id and its signer (signed games: a new key). */
  readonly fresh: (i: number) => { readonly id: string; readonly sign: (e: Entry) => Entry };
  /** The chain every honest device has accepted now: what it tries to rewrite. */
  readonly agreed: () => readonly Entry[];
}

/**
 * One dishonest device among the honest ones of a fake-network run (issue 9): it
 * links to some of them and, now and then, tries what the threat model says cannot
 * work — junk at old places, seats it does not hold, forged seeded rolls, orphan
 * floods, replayed hello floods, malformed messages, entries in another device's name
 * with a forged signature (signed games), and replays of what it heard. Given a seat
 * holder's identity (`Seated`), it also pads and equivocates: it writes another
 * version of that device's move at an old place the whole table agreed on, padded with
 * handovers to itself or through fresh ids (the outside probe of issue 27). It never
 * writes in another device's name in an unsigned game (there, the threat model says,
 * it could: a game that is not signed is not protected).
 */
export class Dishonest {
  readonly name = DISHONEST;
  private readonly rng: Rng;
  private readonly links: MemoryLink[] = [];
  /** Entries heard from the honest devices (what it forges on top of). */
  private readonly heard = new Map<string, Entry>();
  attacks = 0;
  /** Every entry it wrote in the seat holder's name or its fresh ids' (not honest play). */
  readonly forged = new Set<string>();
  rewrites = 0;

  constructor(
    private readonly network: FakeNetwork,
    private readonly setup: MergeSetup,
    private readonly targets: readonly TableDevice[],
    seed: number,
    private readonly seated?: Seated,
  ) {
    this.rng = rngFromSeed(seed);
  }

  /** Links (again) to its targets, each with a good hello (which binds the link). */
  connect(): void {
    for (const device of this.targets) {
      if (this.links.some((l) => l.state === "open" && l.peer === device.name)) continue;
      const link = linkStranger(this.network, device, this.name);
      if (!link) continue;
      link.onMessage((text) => this.listen(text));
      this.links.push(link);
      link.send(encodeMessage(this.hello()));
    }
  }

  /** Leaves the table: its links close (what waited for it is let go). */
  leave(): void {
    for (const link of this.links) link.close();
  }

  /** One attack, on one open link. */
  act(): void {
    const open = this.links.filter((l) => l.state === "open");
    if (open.length === 0) return;
    const link = open[this.rng.int(open.length)];
    const send = (message: unknown): void =>
      link.sendRaw(typeof message === "string" ? message : JSON.stringify(message));
    const entries = (list: readonly Entry[]): void =>
      send(encodeMessage({ t: "entries", game: this.setup.header.id, entries: list }));
    this.attacks++;
    const kind = this.rng.int(this.seated ? 9 : 8);
    if (kind === 0) entries(this.junk(1 + this.rng.int(8)));
    else if (kind === 1) entries([this.forgedRoll()]);
    else if (kind === 2) entries(this.orphans(20 + this.rng.int(60)));
    else if (kind === 3) for (let i = 0; i < 10 + this.rng.int(40); i++) send(this.hello([], []));
    else if (kind === 4)
      send(['{"t":"hello"', "null", "{}", '{"t":"entries","game":"x"}'][this.rng.int(4)]);
    else if (kind === 5)
      send(encodeMessage({ t: "entries", game: "another-game", entries: this.junk(1) }));
    else if (kind === 6 && this.setup.header.signed) entries([this.inAnothersName()]);
    else if (kind === 8) entries(this.rewrite());
    else entries([...this.heard.values()].slice(-1 - this.rng.int(6)));
  }

  private hello(heads?: string[], known?: string[]): Hello {
    return {
      t: "hello",
      protocol: PROTOCOL,
      game: this.setup.header.id,
      rules: this.setup.game.rulesVersion,
      header: headerDigest(this.setup.header),
      heads: heads ?? [],
      known: known ?? [],
      reply: false,
    };
  }

  private listen(text: unknown): void {
    if (typeof text !== "string" || !text.startsWith('{"t":"entries"')) return;
    for (const entry of (JSON.parse(text) as { entries: Entry[] }).entries) {
      this.heard.set(entry.hash, entry);
    }
  }

  /** A place of the game it has heard of (null: the start). */
  private place(): string | null {
    const known = [...this.heard.keys()];
    return known.length === 0 || this.rng.int(8) === 0 ? null : known[this.rng.int(known.length)];
  }

  /** Moves and handovers of seats it does not hold, at old places. */
  private junk(n: number): Entry[] {
    return Array.from({ length: n }, () => {
      const seat = this.rng.int(this.setup.header.seats);
      const meta = this.rng.int(3) === 0;
      return makeEntry({
        game: this.setup.header.id,
        prev: this.place(),
        author: DISHONEST,
        seat,
        kind: meta ? "meta" : "move",
        text: meta ? `hand ${DISHONEST}` : ["c4", "a1", "f6", "roll 6", "x"][this.rng.int(5)],
      });
    });
  }

  /** A roll "by the seed" that the seed did not give (most of the time). */
  private forgedRoll(): Entry {
    return makeEntry({
      game: this.setup.header.id,
      prev: this.place(),
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: `roll ${1 + this.rng.int(6)}`,
    });
  }

  private orphans(n: number): Entry[] {
    return Array.from({ length: n }, (_, i) =>
      makeEntry({
        game: this.setup.header.id,
        prev: (this.rng.int(2 ** 30).toString(16) + i.toString(16)).padStart(64, "e"),
        author: DISHONEST,
        seat: 0,
        kind: "move",
        text: "a1",
      }),
    );
  }

  /** A move in an honest device's name, with a signature that is not its. */
  private inAnothersName(): Entry {
    const author = this.setup.header.holders[this.rng.int(this.setup.header.holders.length)];
    const entry = makeEntry({
      game: this.setup.header.id,
      prev: this.place(),
      author,
      seat: 0,
      kind: "move",
      text: "c4",
    });
    return { ...entry, sig: "ab".repeat(64) } as Entry;
  }

  /**
   * Another version of one of the seated device's moves on the agreed chain, followed
   * by another device of the deal, then padding: handovers to itself (refused now,
   * `no-op`) or a chain of handovers through fresh ids (legal, and as long as it likes).
   */
  private rewrite(): Entry[] {
    const seated = this.seated!;
    const chain = seated.agreed();
    const dealt = this.setup.header.holders;
    const byOther = (e: Entry): boolean => e.author !== seated.id && dealt.includes(e.author);
    let lastOther = chain.length - 1;
    while (lastOther >= 0 && !byOther(chain[lastOther])) lastOther--;
    const places = chain
      .map((e, i) => ({ e, i }))
      .filter(({ e, i }) => i < lastOther && e.author === seated.id && e.kind === "move");
    if (places.length === 0) return [];
    const { i: place } = places[this.rng.int(places.length)];
    let at: Position = this.setup.start;
    for (const entry of chain.slice(0, place)) {
      const verdict = judge(this.setup, at, entry);
      if (!verdict.ok) return [];
      at = verdict.value;
    }
    const seat = chain[place].seat as number;
    if (actorNow(this.setup.game, at.state) !== seat) return [];
    const texts = this.setup.game
      .legalMoves(at.state, seat)
      .map((m) => this.setup.game.formatMove(m))
      .filter((t) => t !== chain[place].text);
    if (texts.length === 0) return [];
    const game = this.setup.header.id;
    const other = seated.sign(
      makeEntry({
        game,
        prev: at.head,
        author: seated.id,
        seat,
        kind: "move",
        text: texts[this.rng.int(texts.length)],
      }),
    );
    const out = [other];
    const self = this.rng.int(3) === 0;
    let holder = { id: seated.id, sign: seated.sign };
    for (let i = 0, n = 1 + this.rng.int(this.setup.header.signed ? 4 : 24); i < n; i++) {
      const to = self ? holder : seated.fresh(this.rewrites * 100 + i);
      const prev = out[out.length - 1].hash;
      out.push(
        holder.sign(
          makeEntry({ game, prev, author: holder.id, seat, kind: "meta", text: `hand ${to.id}` }),
        ),
      );
      holder = to;
    }
    this.rewrites++;
    for (const entry of out) this.forged.add(entry.hash);
    return out;
  }
}
