import { gameError, type GameError } from "../engine/errors";
import type { Entry } from "../log/entry";
import { utf8Bytes } from "../log/gamefile";
import { headerDigest } from "../log/header";
import type { Link } from "./link";
import { decodeMessage, encodeMessage, MessageLimits, PROTOCOL, type Hello } from "./messages";
import {
  DEFAULT_RATE_LIMITS,
  systemSyncTimers,
  TokenBucket,
  type RateLimits,
  type SyncTimers,
} from "./rate-limit";
import type { Replica } from "./replica";

/** A table has up to six devices, so one device talks to at most five others. */
export const MAX_PEERS = 5;

/** Messages kept from a link before its first hello (a peer's hello comes first on an ordered link). */
const MAX_EARLY = 16;

const HEADS_IN_HELLO = 32;

export interface SyncStats {
  received: number;
  refused: number;
  sent: number;
}

export interface SyncOptions {
  /** Told about every refused message (for the log and for tests); the link stays open. */
  readonly onRefused?: (peer: string, error: GameError) => void;
  /** The clock and timers the rate limits run on (the table's platform); default the system's. */
  readonly timers?: SyncTimers;
  readonly limits?: RateLimits;
}

/**
 * The sync protocol (docs/sync.md) between one replica and its links. On every new
 * link each side sends a hello; each answers with the entries the other provably
 * lacks. New entries — made here or received — are sent on to every other link once
 * they are stored here, so any device relays. A message that fails a check is refused and counted; the link
 * stays open and the replica does not change.
 */
/**
 * What this device knows of one link. It is bound to this game's header by the peer's
 * first good hello: nothing is taken before it (what comes early is kept, a few
 * messages, and handled once it arrives), and nothing at all after a refused hello.
 */
interface PeerLink {
  phase: "new" | "bound" | "refused";
  readonly early: unknown[];
  readonly hellos: TokenBucket;
  readonly catchUp: TokenBucket;
  readonly entries: TokenBucket;
  /** The newest hello not answered yet (over the limit), answered when the limit allows. */
  pending: Hello | null;
  /** Cancels the timer of the deferred answer, or of a deferred fetch. */
  later: (() => void) | null;
  fetchLater: (() => void) | null;
}

export class Sync {
  readonly stats: SyncStats = { received: 0, refused: 0, sent: 0 };
  private readonly links = new Map<Link, PeerLink>();
  private readonly digest: string;
  private readonly timers: SyncTimers;
  private readonly limits: RateLimits;

  constructor(
    private readonly replica: Replica,
    private readonly options: SyncOptions = {},
  ) {
    this.digest = headerDigest(replica.setup.header);
    this.timers = options.timers ?? systemSyncTimers;
    this.limits = options.limits ?? DEFAULT_RATE_LIMITS;
    replica.onAdded((entries, source) => this.broadcast(entries, source));
  }

  get peers(): number {
    return this.links.size;
  }

  /** Starts syncing over a link; false (and the link is closed) when the table is full. */
  attach(link: Link): boolean {
    if (this.links.size >= MAX_PEERS) {
      link.close();
      return false;
    }
    const now = this.timers.now();
    const peer: PeerLink = {
      phase: "new",
      early: [],
      hellos: new TokenBucket(this.limits.hellos, now),
      catchUp: new TokenBucket(this.limits.catchUp, now),
      entries: new TokenBucket(this.limits.entries, now),
      pending: null,
      later: null,
      fetchLater: null,
    };
    this.links.set(link, peer);
    link.onMessage((message) => this.handle(link, peer, message));
    link.onClose(() => {
      this.links.delete(link);
      this.replica.forget(link);
      peer.later?.();
      peer.fetchLater?.();
    });
    this.hello(link, false);
    return true;
  }

  /** Asks every peer again for what this device lacks (after a wake-up, or now and then). */
  resync(): void {
    for (const link of this.links.keys()) this.hello(link, false);
  }

  private hello(link: Link, reply: boolean): void {
    const heads = this.replica.heads(HEADS_IN_HELLO);
    const hello: Hello = {
      t: "hello",
      protocol: PROTOCOL,
      game: this.replica.setup.header.id,
      rules: this.replica.setup.game.rulesVersion,
      header: this.digest,
      heads,
      known: this.replica.sample(heads, MessageLimits.maxHashes),
      reply,
    };
    this.send(link, encodeMessage(hello));
  }

  private send(link: Link, text: string): void {
    if (link.state !== "open") return;
    this.stats.sent++;
    link.send(text);
  }

  /** The "entries" messages that carry `entries`, in order, each within the limits. */
  private encodeEntries(entries: readonly Entry[]): string[] {
    const game = this.replica.setup.header.id;
    const texts: string[] = [];
    // A batch ends at maxEntries, or before it outgrows the message limit in UTF-8 bytes
    // (fair entries carry up to 16 KiB each): an entry costs its JSON's bytes and a comma;
    // 1 KiB is left for the message around the entries.
    const budget = MessageLimits.maxBytes - 1_024;
    let batch: Entry[] = [];
    let size = 0;
    for (const entry of entries) {
      const cost = utf8Bytes(JSON.stringify(entry)) + 1;
      if (batch.length === MessageLimits.maxEntries || (batch.length > 0 && size + cost > budget)) {
        texts.push(encodeMessage({ t: "entries", game, entries: batch }));
        batch = [];
        size = 0;
      }
      batch.push(entry);
      size += cost;
    }
    if (batch.length > 0) texts.push(encodeMessage({ t: "entries", game, entries: batch }));
    return texts;
  }

  /**
   * Sends newly stored entries — made here or received — on to every link but the one
   * they came from. The replica announces them only once they are durable here, so
   * nothing leaves this device before it is on its disk.
   */
  private broadcast(entries: readonly Entry[], source: unknown): void {
    const others = [...this.links.keys()].filter((link) => link !== source);
    const texts = others.length > 0 ? this.encodeEntries(entries) : [];
    for (const link of others) for (const text of texts) this.send(link, text);
  }

  private refuse(link: Link, error: GameError): void {
    this.stats.refused++;
    this.options.onRefused?.(link.peer, error);
  }

  private async handle(link: Link, peer: PeerLink, data: unknown): Promise<void> {
    this.stats.received++;
    if (peer.phase === "refused") {
      return this.refuse(link, gameError("link-refused", "this link's hello was refused"));
    }
    const decoded = decodeMessage(data);
    if (!decoded.ok) return this.refuse(link, decoded.error);
    const message = decoded.value;
    const { header } = this.replica.setup;
    if (message.game !== header.id) {
      return this.refuse(link, gameError("wrong-game", `a message about game ${message.game}`));
    }
    if (message.t === "hello") return this.onHello(link, peer, message);
    if (peer.phase === "new") {
      if (peer.early.length >= MAX_EARLY) {
        return this.refuse(link, gameError("no-hello", "entries before the peer's hello"));
      }
      peer.early.push(data);
      return;
    }
    if (!peer.entries.take(this.timers.now(), message.entries.length)) {
      // Not taken: ask again for what we lack once the limit allows.
      this.fetchLater(link, peer, message.entries.length);
      return this.refuse(link, gameError("rate-limited", "too many entries from this link"));
    }
    const receipt = await this.replica.receive(message.entries, link);
    if (receipt.error) return this.refuse(link, receipt.error);
    if (receipt.dropReason) this.refuse(link, receipt.dropReason);
    // Something is missing before these (or had to make room): ask this peer for what we lack.
    if (receipt.waiting > 0 || receipt.evicted > 0) this.hello(link, true);
  }

  private onHello(link: Link, peer: PeerLink, hello: Hello): void {
    const unbind = (error: GameError): void => {
      peer.phase = "refused";
      peer.early.length = 0;
      this.refuse(link, error);
    };
    if (hello.rules !== this.replica.setup.game.rulesVersion) {
      return unbind(
        gameError("rules-version", `the peer plays version ${hello.rules} of the rules`),
      );
    }
    if (hello.header !== this.digest) {
      return unbind(gameError("header-mismatch", "the peer's game header differs"));
    }
    this.answer(link, peer, hello);
    if (peer.phase === "new") {
      peer.phase = "bound";
      // What came before the hello, in order (each handled as if it came now).
      for (const early of peer.early.splice(0)) void this.handle(link, peer, early);
    }
  }

  /**
   * Answers a hello with what the peer lacks — within the link's limits. Over them,
   * the hello waits (only the newest one: a replayed flood costs one answer per
   * refill, and the link stays up), and is answered as soon as the limits allow.
   */
  private answer(link: Link, peer: PeerLink, hello: Hello): void {
    const now = this.timers.now();
    // The hello's limit first: a hello over it costs no look at the log.
    const waitHello = peer.hellos.waitFor(now);
    if (waitHello > 0) return this.answerLater(link, peer, hello, waitHello);
    const missing = this.replica.missingFor([...hello.heads, ...hello.known]);
    const cost = Math.min(missing.length, this.limits.catchUp.burst);
    const waitCatchUp = peer.catchUp.waitFor(now, cost);
    if (waitCatchUp > 0) return this.answerLater(link, peer, hello, waitCatchUp);
    peer.hellos.take(now);
    peer.catchUp.take(now, cost);
    for (const text of this.encodeEntries(missing)) this.send(link, text);
    // The peer holds something we lack: ask for it, once (a reply is never answered).
    if (!hello.reply && hello.heads.some((h) => !this.replica.has(h))) this.hello(link, true);
  }

  /** Keeps the newest hello over the limit, to answer it once the limit allows. */
  private answerLater(link: Link, peer: PeerLink, hello: Hello, wait: number): void {
    if (peer.pending)
      this.refuse(link, gameError("rate-limited", "too many hellos from this link"));
    peer.pending = hello;
    peer.later ??= this.timers.after(wait, () => {
      peer.later = null;
      const waiting = peer.pending;
      peer.pending = null;
      if (waiting && this.links.has(link)) this.answer(link, peer, waiting);
    });
  }

  /** Sends a hello on `link` once `cost` entries may come again (what was refused is fetched). */
  private fetchLater(link: Link, peer: PeerLink, cost: number): void {
    const wait = Math.max(1, peer.entries.waitFor(this.timers.now(), cost));
    peer.fetchLater ??= this.timers.after(wait, () => {
      peer.fetchLater = null;
      if (this.links.has(link)) this.hello(link, true);
    });
  }
}
