import { type Result, ok } from "../engine/errors";
import type { CardValue } from "./cards";
import { HashChain } from "./chain";
import { makeCommitment, type FairCommitment } from "./commitment";
import { claimContext, shareContext, shuffleContext } from "./contexts";
import {
  currentDeck,
  deckSize,
  deckStage,
  finalDeck,
  lockStepOf,
  type DeckState,
} from "./deck-state";
import { FairCode, fairFail } from "./errors";
import { encodePoint, encodeScalar, type Point } from "./group";
import { deckOfProducts, finishHere, type DeckPass } from "./deck-pass";
import { lockFactors } from "./lock";
import { FairLimits, makeFairEntry } from "./notation";
import { chainSeed, deckKeys, deckSecret, type DeckKeys } from "./secrets";
import { encodeClaims, encodeShares, makeClaim, makeShare, openPosition } from "./share";
import { proveShuffle, shuffleFactors } from "./shuffle";
import { pendingDeck } from "./deal";
import { activeDevices, type FairState } from "./state";
import { claimsOwed, renewOwed, sharesOwed } from "./owed";
import { parseToken, type Wants } from "./tokens";
import { concatBytes } from "./bytes";

export const DEFAULT_CHAIN_LENGTH = 4096;

/**
 * One device's side of fair play: the entries it owes at a state, and the cards it can
 * read. It holds the device's game secret (secrets.ts) and nothing else that lasts;
 * chains and keys are derived from it and kept in memory only. The app stores the
 * secret beside the log (never in it) and rebuilds a FairDevice from it on load.
 */
export class FairDevice {
  private readonly chains = new Map<number, HashChain>();
  /**
   * The cards this device has opened, by locked point and the keys that open it. An
   * opening is a scalar product, and the screen reads the whole hand on every render:
   * once per card is enough. Keyed by the point object, so a state replayed anew (its
   * decks rebuilt) opens its cards afresh.
   */
  private readonly openings = new WeakMap<Point, Map<string, number | null>>();

  constructor(
    readonly gameId: string,
    readonly device: string,
    private readonly secret: Uint8Array,
    readonly chainLength = DEFAULT_CHAIN_LENGTH,
  ) {
    if (secret.length !== 32) throw new RangeError("a fair secret is 32 bytes");
  }

  private chain(n: number, length: number): HashChain {
    let chain = this.chains.get(n);
    if (!chain) {
      chain = new HashChain(chainSeed(this.secret, this.gameId, n), length);
      this.chains.set(n, chain);
    }
    return chain;
  }

  /** What this device commits to at pairing (header.fair). */
  commitment(): FairCommitment {
    return makeCommitment(
      this.device,
      this.chain(1, this.chainLength).commitment,
      this.chainLength,
    );
  }

  /** The secret of deck d (revealed by `secretEntry` for the audit). */
  private deckKeys(deck: DeckState): DeckKeys {
    return deckKeys(deckSecret(this.secret, this.gameId, deck.index), deckSize(deck));
  }

  /** The reveal this device owes for the current event, if any. */
  revealEntry(state: FairState): string | null {
    const { dice } = state;
    if (!activeDevices(state).includes(this.device) || dice.revealed.has(this.device)) return null;
    const chains = dice.chains.get(this.device)!;
    const at = chains.findIndex((c) => c.start <= dice.event && dice.event < c.start + c.length);
    if (at === -1) return null;
    const link = this.chain(at + 1, chains[at].length).link(dice.event - chains[at].start + 1);
    return makeFairEntry({ type: "reveal", event: dice.event, link });
  }

  /** A renewal of the dice chain when the current one is about to run out. */
  renewEntry(state: FairState): string | null {
    if (!renewOwed(state, this.device)) return null;
    const chains = state.dice.chains.get(this.device)!;
    const last = chains[chains.length - 1];
    const end = last.start + last.length;
    const commitment = this.chain(chains.length + 1, this.chainLength).commitment;
    return makeFairEntry({ type: "chain", start: end, length: this.chainLength, commitment });
  }

  /** This device's shuffle or lock of the deck being prepared, when it is its turn. */
  deckEntry(state: FairState): string | null {
    const pass = this.deckPass(state);
    return pass && finishHere(pass);
  }

  /**
   * The same step as one multiplication per card (deck-pass.ts), to be run in slices
   * elsewhere (the app's Web Workers); its `finish` makes exactly `deckEntry`'s text.
   */
  deckPass(state: FairState): DeckPass | null {
    const deck = pendingDeck(state);
    if (!deck) return null;
    const stage = deckStage(deck);
    if (stage.kind === "ready" || stage.device !== this.device) return null;
    const keys = this.deckKeys(deck);
    const input = currentDeck(deck);
    const size = deckSize(deck);
    if (stage.kind === "lock") {
      return {
        ...lockFactors(input, keys),
        finish: (products, points) => {
          const cards = deckOfProducts(products, size, points);
          return cards && makeFairEntry({ type: "lock", deck: deck.index, cards: cards.text });
        },
      };
    }
    return {
      ...shuffleFactors(input, keys),
      finish: (products, points) => {
        const output = deckOfProducts(products, size, points);
        if (!output) return null;
        const context = shuffleContext(this.gameId, deck.index, this.device);
        const proof = proveShuffle(input, output, keys, context);
        return makeFairEntry({
          type: "shuffle",
          deck: deck.index,
          U: encodePoint(proof.U),
          V: encodePoint(proof.V),
          proof: concatBytes([...proof.proof.encoded, encodeScalar(proof.proof.s)]),
          cards: output.text,
        });
      },
    };
  }

  /**
   * The positions of each deck this device owes a share of, for what the game shows
   * (owed.ts: every card shown to all, and each card of another reader it has claimed).
   */
  owedShares(state: FairState, wants: Wants): Map<number, number[]> {
    return sharesOwed(state, wants, this.device);
  }

  /** Claims of the cards this device is to read and has not claimed yet. */
  claimEntries(state: FairState, wants: Wants): string[] {
    return this.entriesOf(state, claimsOwed(state, wants, this.device), "claim");
  }

  /** Open entries with every share this device owes (one per deck and 64 positions). */
  openEntries(state: FairState, wants: Wants): string[] {
    return this.entriesOf(state, this.owedShares(state, wants), "open");
  }

  private entriesOf(
    state: FairState,
    byDeck: Map<number, number[]>,
    type: "open" | "claim",
  ): string[] {
    const entries: string[] = [];
    for (const [d, positions] of byDeck) {
      const deck = state.decks[d - 1];
      const keys = this.deckKeys(deck);
      const step = lockStepOf(deck, this.device);
      const sorted = [...positions].sort((a, b) => a - b);
      for (let i = 0; i < sorted.length; i += FairLimits.maxSharesPerEntry) {
        const chunk = sorted.slice(i, i + FairLimits.maxSharesPerEntry);
        const context = (p: number) =>
          (type === "open" ? shareContext : claimContext)(this.gameId, d, this.device, p);
        const data =
          type === "open"
            ? encodeShares(chunk.map((p) => makeShare(keys, p, step, context(p))))
            : encodeClaims(chunk.map((p) => makeClaim(keys, p, step, context(p))));
        entries.push(makeFairEntry({ type, deck: d, positions: chunk, shares: data }));
      }
    }
    return entries;
  }

  /** This device's share of one position, opening it to all (a card it plays face up). */
  showEntry(state: FairState, token: string): string | null {
    const at = parseToken(token);
    const deck = at && state.decks[at.deck - 1];
    if (!at || !deck) return null;
    return this.openEntries(state, { toAll: new Set([token]), byDevice: new Map() })[0] ?? null;
  }

  /** The secret of deck d, for the audit (when its hand is over, or it is broken). */
  secretEntry(state: FairState, d: number): string | null {
    const deck = state.decks[d - 1];
    if (!deck || !deck.order.includes(this.device) || deck.secrets.has(this.device)) return null;
    return makeFairEntry({
      type: "keys",
      deck: d,
      secret: deckSecret(this.secret, this.gameId, d),
    });
  }

  /**
   * The card behind a token, if this device can read it: a public card, or one whose
   * every other share is in (its own key completes it). A hidden card it may not read
   * (another seat's, the stock) is `fair-hidden`; a point that is no card, `fair-not-a-card`.
   */
  read(state: FairState, token: string): Result<CardValue> {
    const at = parseToken(token);
    const deck = at && state.decks[at.deck - 1];
    if (!at || !deck || at.position >= deckSize(deck))
      return fairFail(FairCode.Hidden, `${token} is no card of this game`);
    const p = at.position;
    const opened = deck.opened.get(p);
    if (opened !== undefined) return ok(deck.table.cards[opened]);
    if (deckStage(deck).kind !== "ready")
      return fairFail(FairCode.Hidden, `deck ${deck.index} is not locked yet`);
    const shares = deck.shares.get(p) ?? new Map<string, bigint>();
    const missing = deck.order.filter((d) => d !== this.device && !shares.has(d));
    if (missing.length > 0 || !deck.order.includes(this.device)) {
      return fairFail(
        FairCode.Hidden,
        `${token} is hidden from ${this.device} (no share of ${missing.join(", ")})`,
      );
    }
    const mine = this.deckKeys(deck).locks[p];
    const keys = deck.order.map((d) => (d === this.device ? mine : shares.get(d)!));
    const card = this.open(deck, p, keys);
    if (card === null)
      return fairFail(FairCode.NotACard, `${token} opens to no card: the deck is broken`);
    return ok(deck.table.cards[card]);
  }

  /** Position p of the deck's final points opened with `keys`, once per point and keys. */
  private open(deck: DeckState, p: number, keys: readonly bigint[]): number | null {
    const final = finalDeck(deck);
    const point = final.points[p];
    let byKeys = this.openings.get(point);
    if (!byKeys) {
      byKeys = new Map();
      this.openings.set(point, byKeys);
    }
    const key = keys.join(",");
    if (!byKeys.has(key)) byKeys.set(key, openPosition(deck.table, final, p, keys));
    return byKeys.get(key)!;
  }

  /** Every token of `tokens` this device can read, with its card. */
  readAll(state: FairState, tokens: Iterable<string>): Map<string, CardValue> {
    const known = new Map<string, CardValue>();
    for (const token of tokens) {
      const card = this.read(state, token);
      if (card.ok) known.set(token, card.value);
    }
    return known;
  }
}
