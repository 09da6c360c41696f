/** The limits of fair entries (no imports: the log's entry checks read them). */
export const FairLimits = {
  /** Longest text of a fair entry (a deck of the largest size fits). */
  maxText: 16_384,
  maxDeck: 360,
  maxSharesPerEntry: 64,
  maxEvent: 1_000_000,
  maxDecks: 10_000,
  maxChainLength: 1_000_000,
} as const;
