import { type Result, ok } from "../engine/errors";
import { base64Length, fromBase64Url, toBase64Url } from "./bytes";
import { FairCode, fairFail } from "./errors";
import { POINT_BYTES, SCALAR_BYTES } from "./group";
import { FairLimits } from "./limits";
import { SHARE_BYTES } from "./share";

/**
 * The fair-play transcript as log entries: entries of kind "fair", seat "chance",
 * written and signed by the device they name as author. Their text is one line of
 * words; binary values are canonical base64url (docs/fair-play.md has the table).
 *
 *   reveal <event> <link>                     dice: this device's chain link for event t
 *   skip <event> <device>                     the table goes on without <device>'s dice
 *   chain <start> <length> <commitment>       a new chain for events start… (renewal)
 *   shuffle <deck> <U> <V> <proof> <cards>    pass 1 of a deck by this device
 *   lock <deck> <cards>                       pass 2 of a deck by this device
 *   claim <deck> <p>,<p>,… <proofs>           this device proves its locks of cards it reads
 *   open <deck> <p>,<p>,… <shares>            this device's shares of those positions
 *   keys <deck> <secret>                      this device's deck secret (the audit)
 *   trust <device>                            agree to go on in trusted mode without it
 */

export type FairEntry =
  | { readonly type: "reveal"; readonly event: number; readonly link: Uint8Array }
  | { readonly type: "skip"; readonly event: number; readonly device: string }
  | {
      readonly type: "chain";
      readonly start: number;
      readonly length: number;
      readonly commitment: Uint8Array;
    }
  | {
      readonly type: "shuffle";
      readonly deck: number;
      readonly U: Uint8Array;
      readonly V: Uint8Array;
      /** Three commitments and the response of the shuffle proof (shuffle.ts). */
      readonly proof: Uint8Array;
      /** The shuffled deck, base64url (deck-data.ts). */
      readonly cards: string;
    }
  | { readonly type: "lock"; readonly deck: number; readonly cards: string }
  | {
      readonly type: "open" | "claim";
      readonly deck: number;
      readonly positions: readonly number[];
      /** SHARE_BYTES per position: shares (open) or lock proofs (claim). */
      readonly shares: Uint8Array;
    }
  | { readonly type: "keys"; readonly deck: number; readonly secret: Uint8Array }
  | { readonly type: "trust"; readonly without: string };

export { FairLimits } from "./limits";

export const SHUFFLE_PROOF_BYTES = 3 * POINT_BYTES + SCALAR_BYTES;
const LINK_BYTES = 32;
const DEVICE = /^[A-Za-z0-9_.:-]{1,64}$/;
const COUNT = /^(0|[1-9][0-9]{0,6})$/;
/** Words of each entry type, the type included. */
const ARITY = new Map([
  ["reveal", 3],
  ["skip", 3],
  ["chain", 4],
  ["shuffle", 6],
  ["lock", 3],
  ["open", 4],
  ["claim", 4],
  ["keys", 3],
  ["trust", 2],
]);

export function makeFairEntry(entry: FairEntry): string {
  const b = toBase64Url;
  switch (entry.type) {
    case "reveal":
      return `reveal ${entry.event} ${b(entry.link)}`;
    case "skip":
      return `skip ${entry.event} ${entry.device}`;
    case "chain":
      return `chain ${entry.start} ${entry.length} ${b(entry.commitment)}`;
    case "shuffle":
      return `shuffle ${entry.deck} ${b(entry.U)} ${b(entry.V)} ${b(entry.proof)} ${entry.cards}`;
    case "lock":
      return `lock ${entry.deck} ${entry.cards}`;
    case "open":
    case "claim":
      return `${entry.type} ${entry.deck} ${entry.positions.join(",")} ${b(entry.shares)}`;
    case "keys":
      return `keys ${entry.deck} ${b(entry.secret)}`;
    case "trust":
      return `trust ${entry.without}`;
  }
}

const bad = (message: string) => fairFail<FairEntry>(FairCode.Syntax, message);

function count(word: string | undefined, min: number, max: number): number | null {
  if (word === undefined || !COUNT.test(word)) return null;
  const n = Number(word);
  return n >= min && n <= max ? n : null;
}

function bytes(word: string | undefined, size: number): Uint8Array | null {
  if (word === undefined || word.length !== base64Length(size)) return null;
  return fromBase64Url(word);
}

/** A deck's cards stay text here; their size is checked against the deck when applied. */
function cardsText(word: string | undefined): string | null {
  if (
    word === undefined ||
    word.length === 0 ||
    word.length > base64Length(FairLimits.maxDeck * POINT_BYTES)
  )
    return null;
  return /^[A-Za-z0-9_-]+$/.test(word) ? word : null;
}

export function parseFairEntry(text: string): Result<FairEntry> {
  if (text.length > FairLimits.maxText)
    return bad(`a fair entry has at most ${FairLimits.maxText} characters`);
  const words = text.split(" ");
  const [type, w1, w2, w3, w4, w5] = words;
  const arity = ARITY.get(type);
  if (arity === undefined) return bad(`"${type.slice(0, 20)}" is not a fair entry`);
  if (words.length !== arity) return bad(`a ${type} entry has ${arity - 1} fields`);
  const deck = count(w1, 1, FairLimits.maxDecks);
  switch (type) {
    case "reveal": {
      const event = count(w1, 1, FairLimits.maxEvent);
      const link = bytes(w2, LINK_BYTES);
      if (event === null || link === null) return bad("reveal <event> <link of 32 bytes>");
      return ok({ type, event, link });
    }
    case "skip": {
      const event = count(w1, 1, FairLimits.maxEvent);
      if (event === null || !DEVICE.test(w2)) return bad("skip <event> <device>");
      return ok({ type, event, device: w2 });
    }
    case "chain": {
      const start = count(w1, 1, FairLimits.maxEvent);
      const length = count(w2, 1, FairLimits.maxChainLength);
      const commitment = bytes(w3, LINK_BYTES);
      if (start === null || length === null || commitment === null) {
        return bad("chain <start> <length> <commitment of 32 bytes>");
      }
      return ok({ type, start, length, commitment });
    }
    case "shuffle": {
      const U = bytes(w2, POINT_BYTES);
      const V = bytes(w3, POINT_BYTES);
      const proof = bytes(w4, SHUFFLE_PROOF_BYTES);
      const cards = cardsText(w5);
      if (deck === null || !U || !V || !proof || cards === null) {
        return bad("shuffle <deck> <U> <V> <proof> <cards>");
      }
      return ok({ type, deck, U, V, proof, cards });
    }
    case "lock": {
      const cards = cardsText(w2);
      if (deck === null || cards === null) return bad("lock <deck> <cards>");
      return ok({ type, deck, cards });
    }
    case "open":
    case "claim": {
      const list = (w2 ?? "").split(",").map((w) => count(w, 0, FairLimits.maxDeck - 1));
      if (deck === null || list.some((p) => p === null)) {
        return bad(`${type} <deck> <p>,<p>,… <data>`);
      }
      const positions = list as number[];
      if (positions.length > FairLimits.maxSharesPerEntry) {
        return bad(`a ${type} entry has at most ${FairLimits.maxSharesPerEntry} positions`);
      }
      if (new Set(positions).size !== positions.length) return bad("a position is listed twice");
      const shares = bytes(w3, positions.length * SHARE_BYTES);
      if (!shares)
        return bad(`${positions.length} shares are ${positions.length * SHARE_BYTES} bytes`);
      return ok({ type: type === "open" ? "open" : "claim", deck, positions, shares });
    }
    case "keys": {
      const secret = bytes(w2, 32);
      if (deck === null || !secret) return bad("keys <deck> <secret of 32 bytes>");
      return ok({ type, deck, secret });
    }
    case "trust": {
      if (!DEVICE.test(w1)) return bad("trust <device>");
      return ok({ type: "trust", without: w1 });
    }
  }
  return bad(`"${type.slice(0, 20)}" is not a fair entry`);
}
