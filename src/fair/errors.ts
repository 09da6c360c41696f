import { fail, type GameError, type Result } from "../engine/errors";

/**
 * Stable codes of the fair-play layer (docs/fair-play.md lists each with its cause).
 * Everything a peer sends is checked and refused with one of these; nothing throws.
 */
export const FairCode = {
  /** The text of a fair entry does not parse (unknown word, bad number, bad encoding). */
  Syntax: "fair-syntax",
  /** A commitment in the header is malformed or names a device twice. */
  BadCommitment: "fair-bad-commitment",
  /** The author is not one of the table's fair devices. */
  NotParticipant: "fair-not-participant",
  /** The entry is valid in form but not due now (wrong event, deck or turn). */
  NotDue: "fair-not-due",
  /** The author already did this (revealed this event, shared this card, …). */
  Repeated: "fair-repeated",
  /** A dice reveal does not hash to the author's committed chain. */
  BadLink: "fair-bad-link",
  /** The author was left out of the dice and may not reveal any more. */
  Excluded: "fair-excluded",
  /** A point does not decode (not a canonical ristretto255 encoding, or the identity). */
  BadPoint: "fair-bad-point",
  /** A deck has the wrong number of cards or the same point twice. */
  BadDeck: "fair-bad-deck",
  /** A shuffle's proof (its keys, or the sum of its cards) does not verify. */
  BadShuffle: "fair-bad-shuffle",
  /** A decryption share's proof does not verify: a wrong key or a wrong lock. */
  BadShare: "fair-bad-share",
  /** The outcome of a random event is asked for before every reveal (or the deck) is in. */
  NotReady: "fair-not-ready",
  /** A device asks for a card it may not read, or whose shares are not all in. */
  Hidden: "fair-hidden",
  /** A card opened to its reader is no card of the deck: the deck is broken. */
  NotACard: "fair-not-a-card",
  /** A seat of a fair game is handed to a device that is not one of its fair devices. */
  HandOver: "fair-hand-over",
} as const;

export type FairCodeValue = (typeof FairCode)[keyof typeof FairCode];

export function fairFail<T = never>(code: FairCodeValue, message: string): Result<T> {
  return fail(code, message);
}

export function fairError(code: FairCodeValue, message: string): GameError {
  return { code, message };
}
