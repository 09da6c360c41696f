import { type Result, ok } from "../engine/errors";
import { FairCode, fairFail } from "./errors";
import { encodePoint } from "./group";
import { decodeClaims, decodeShares, openPosition, verifyClaims, verifyShares } from "./share";
import { claimContext, shareContext } from "./contexts";
import { memoCheck } from "./memo";
import { secretFitsShuffle } from "./secret-check";
import { auditDeck, type DeckVerdict } from "./audit";
import { deckSize, deckStage, finalDeck, lockStepOf, type DeckState } from "./deck-state";

// A locked deck read: a reader's claims, the shares that open positions to all, and the
// secrets revealed for the audit (deck-state.ts has the deck and its shuffles and locks).

function expectReady(
  deck: DeckState,
  author: string,
  positions: readonly number[],
  done: (p: number) => boolean,
  doneVerb = "claimed",
) {
  if (!deck.order.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} holds no lock of deck ${deck.index}`);
  }
  if (deckStage(deck).kind !== "ready")
    return fairFail(FairCode.NotDue, `deck ${deck.index} is not locked yet`);
  for (const p of positions) {
    if (p >= deckSize(deck))
      return fairFail(FairCode.NotDue, `deck ${deck.index} has no position ${p}`);
    if (done(p)) return fairFail(FairCode.Repeated, `${author} already ${doneVerb} position ${p}`);
  }
  return null;
}

/** A reader's proofs of its own locks of the positions it is to read. */
export function applyClaim(
  deck: DeckState,
  gameId: string,
  author: string,
  entry: { readonly positions: readonly number[]; readonly shares: Uint8Array },
  text: string,
): Result<DeckState> {
  const refused = expectReady(
    deck,
    author,
    entry.positions,
    (p) => deck.claims.get(p)?.has(author) === true,
  );
  if (refused) return refused;
  const claims = decodeClaims(entry.shares, entry.positions);
  if (!claims.ok) return claims;
  const contextOf = (p: number) => claimContext(gameId, deck.index, author, p);
  const step = lockStepOf(deck, author);
  const verified = memoCheck(
    ["claim", contextOf(0), encodePoint(step.V), step.input.text, step.output.text, text],
    () => verifyClaims(claims.value, step, contextOf, text),
  );
  if (!verified) {
    return fairFail(
      FairCode.BadShare,
      `a claim of ${author} does not match its lock of deck ${deck.index}`,
    );
  }
  const all = new Map(deck.claims);
  for (const p of entry.positions) all.set(p, new Set(all.get(p) ?? []).add(author));
  return ok({ ...deck, claims: all });
}

/** Positions just opened to all: position and card index (null: no card, deck broken). */
export type Opened = readonly (readonly [number, number | null])[];

function broken(position: number | null, reason: string): DeckVerdict {
  return { kind: "broken", device: null, position, reason };
}

export function applyOpen(
  deck: DeckState,
  gameId: string,
  author: string,
  entry: { readonly positions: readonly number[]; readonly shares: Uint8Array },
  text: string,
): Result<{ readonly deck: DeckState; readonly opened: Opened }> {
  const refused = expectReady(
    deck,
    author,
    entry.positions,
    (p) => deck.shares.get(p)?.has(author) === true,
    "shared",
  );
  if (refused) return refused;
  const shares = decodeShares(entry.shares, entry.positions);
  if (!shares.ok) return shares;
  const step = lockStepOf(deck, author);
  const contextOf = (p: number) => shareContext(gameId, deck.index, author, p);
  const verified = memoCheck(
    ["share", contextOf(0), encodePoint(step.V), step.input.text, step.output.text, text],
    () => verifyShares(shares.value, step, contextOf, text),
  );
  if (!verified) {
    return fairFail(
      FairCode.BadShare,
      `a share of ${author} does not match its lock of deck ${deck.index}`,
    );
  }
  const all = new Map(deck.shares);
  const opened: [number, number | null][] = [];
  const openedNow = new Map(deck.opened);
  let verdict = deck.verdict;
  const final = finalDeck(deck);
  for (const share of shares.value) {
    const p = share.position;
    const keys = new Map(all.get(p) ?? []).set(author, share.key);
    all.set(p, keys);
    if (keys.size < deck.order.length || openedNow.has(p)) continue;
    const card = openPosition(
      deck.table,
      final,
      p,
      deck.order.map((d) => keys.get(d)!),
    );
    opened.push([p, card]);
    if (card === null) {
      verdict ??= broken(p, `position ${p} of deck ${deck.index} opens to no card`);
      continue;
    }
    const twin = [...openedNow].find(([, c]) => c === card);
    if (twin)
      verdict ??= broken(
        p,
        `positions ${twin[0]} and ${p} of deck ${deck.index} hold the same card`,
      );
    openedNow.set(p, card);
  }
  return ok({ deck: { ...deck, shares: all, opened: openedNow, verdict }, opened });
}

/**
 * A device's deck secret, revealed for the audit. A secret that is not the key of the
 * device's shuffle breaks the deck at once, naming the device. Once every device of the
 * deck has revealed a secret that fits its shuffle, the audit runs (once per deck and
 * set of secrets, audit.ts): every position opens to all, and the verdict says whether
 * the deck was fair and, if not, whose step broke it.
 */
export function applySecret(
  deck: DeckState,
  author: string,
  secret: Uint8Array,
): Result<{ readonly deck: DeckState; readonly opened: Opened }> {
  const refusal = secretRefusal(deck, author);
  if (refusal) return refusal;
  const secrets = new Map(deck.secrets).set(author, secret);
  const withSecret = { ...deck, secrets };
  // Cheap before costly (issue 27): a secret that is not the key of its device's shuffle
  // names that device at once, as the audit would, without running the audit; once a
  // device is named, nothing is left for an audit to find.
  if (!fitsOwnShuffle(deck, author, secret)) {
    const reason = `${author}'s revealed secret is not the key of its shuffle`;
    const named = { kind: "broken", device: author, position: null, reason } as const;
    return ok({ deck: { ...withSecret, verdict: withCulprit(deck.verdict, named) }, opened: [] });
  }
  if (!auditDue(withSecret)) return ok({ deck: withSecret, opened: [] });
  const audit = auditDeck(withSecret);
  const opened: [number, number | null][] = [];
  const openedNow = new Map(deck.opened);
  audit.cards.forEach((card, p) => {
    if (openedNow.has(p)) return;
    opened.push([p, card]);
    if (card !== null) openedNow.set(p, card);
  });
  const verdict = withCulprit(deck.verdict, audit.verdict);
  return ok({ deck: { ...withSecret, opened: openedNow, verdict }, opened });
}

/**
 * The deck as its audit will read it when `author` reveals `secret` (the last secret of
 * a locked deck, the key of its shuffle, no culprit named yet), else null: the audit
 * `applySecret` would run, for running it ahead, off the main thread (audit-ahead.ts).
 */
export function auditDueOnSecret(
  deck: DeckState,
  author: string,
  secret: Uint8Array,
): DeckState | null {
  if (secretRefusal(deck, author) || !fitsOwnShuffle(deck, author, secret)) return null;
  const withSecret = { ...deck, secrets: new Map(deck.secrets).set(author, secret) };
  return auditDue(withSecret) ? withSecret : null;
}

function secretRefusal(deck: DeckState, author: string): Result<never> | null {
  if (!deck.order.includes(author)) {
    return fairFail(FairCode.NotParticipant, `${author} holds no key of deck ${deck.index}`);
  }
  if (deck.secrets.has(author))
    return fairFail(FairCode.Repeated, `${author} already revealed deck ${deck.index}`);
  if (deckStage(deck).kind !== "ready")
    return fairFail(FairCode.NotDue, `deck ${deck.index} is not locked yet`);
  return null;
}

const fitsOwnShuffle = (deck: DeckState, author: string, secret: Uint8Array): boolean =>
  secretFitsShuffle(secret, deck.shuffles[deck.order.indexOf(author)].U);

/** Every secret is in and no device is named yet: the audit has something to find. */
const auditDue = (deck: DeckState): boolean =>
  deck.secrets.size === deck.order.length &&
  !(deck.verdict?.kind === "broken" && deck.verdict.device !== null);

/** A deck's verdict once `found` is known: a broken deck keeps its place and learns its culprit. */
function withCulprit(verdict: DeckVerdict | null, found: DeckVerdict): DeckVerdict {
  if (verdict?.kind !== "broken" || found.kind !== "broken") return verdict ?? found;
  return {
    ...verdict,
    device: verdict.device ?? found.device,
    reason: `${verdict.reason}; ${found.reason}`,
  };
}
