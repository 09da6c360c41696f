import { gameError, type GameError, type Result } from "../engine/errors";
import type { Actor } from "../engine/game";
import { dueOutcome } from "../log/chance";
import { makeEntry, type Entry, type EntryKind } from "../log/entry";
import { SEED_AUTHOR } from "../log/header";
import { judge, type Merged, type MergeSetup, type Position } from "../log/merge";
import { isTakebackText } from "../log/meta";
import { LogError } from "../store/game-log";

/** A local move, before it becomes an entry. */
export interface Proposal {
  readonly author: string;
  readonly seat: Actor;
  readonly kind: EntryKind;
  readonly text: string;
}

export interface ProposeOptions {
  /**
   * The head the move was chosen at (what the player or bot saw). When the game has
   * moved on since, the move is refused ("board-changed") rather than played on a board
   * nobody chose it for — unless only handovers came since, which change no board.
   * Default: the head as it is when the proposal's turn comes.
   */
  readonly after?: string | null;
  /** Also logs the seeded outcomes due right after it (a roll that follows a move), in the same write. */
  readonly withDueOutcomes?: boolean;
  /**
   * Fair entries of the same author to log right after it, in the same write (its dice
   * link of the roll the move makes due), from the position after the move. They are
   * judged like any entry; one that is refused is left to the duties loop.
   */
  readonly withOwn?: (after: Position) => readonly string[];
}

/** What a proposal comes to at the replica's merge now. */
export type Plan =
  | { readonly kind: "refused"; readonly error: GameError }
  /** The very entry is held already (a seeded outcome another device filled in first). */
  | { readonly kind: "held"; readonly entry: Entry }
  | {
      readonly kind: "new";
      /** The move's entry first, then the seeded outcomes logged with it. */
      readonly entries: readonly Entry[];
      /** Each entry's verdict at its place, so that nothing is judged twice. */
      readonly verdicts: ReadonlyMap<string, Result<Position>>;
    };

/** The most seeded outcomes logged in one write after a move (a game has a few in a row at most). */
const MAX_DUE_OUTCOMES = 8;

/**
 * How a replica makes its entries: its game, what it holds, and how it signs (a device
 * key signs asynchronously: WebCrypto). An entry is signed before it is judged, since
 * the merge of a signed game checks the signature too.
 */
export interface Maker {
  readonly setup: MergeSetup;
  has(hash: string): boolean;
  readonly sign?: (entry: Entry) => Entry | Promise<Entry>;
}

/** The entries a proposal becomes at `merged` (the replica's merge now), judged once each. */
export async function planProposal(
  maker: Maker,
  merged: Merged,
  proposal: Proposal,
  options: ProposeOptions,
): Promise<Plan> {
  const head = merged.head;
  const chosenAt = options.after === undefined ? head : options.after;
  const asChosen = await entryOf(maker, proposal, chosenAt);
  if (maker.has(asChosen.hash)) return { kind: "held", entry: asChosen };
  if (chosenAt !== head && !onlyMetaSince(merged, chosenAt)) {
    const error = gameError(LogError.BoardChanged, "the game moved on before this move was logged");
    return { kind: "refused", error };
  }
  const entry = chosenAt === head ? asChosen : await entryOf(maker, proposal, head);
  if (maker.has(entry.hash)) return { kind: "held", entry };
  const verdict = judge(maker.setup, merged, entry);
  if (!verdict.ok) return { kind: "refused", error: verdict.error };
  const entries = [entry];
  const verdicts = new Map<string, Result<Position>>([[entry.hash, verdict]]);
  let at = verdict.value;
  if (options.withOwn)
    at = await addOwn(maker, at, proposal.author, options.withOwn, entries, verdicts);
  if (options.withDueOutcomes) addDueOutcomes(maker, at, entries, verdicts);
  return { kind: "new", entries, verdicts };
}

/** The author's own fair entries due after its move, judged in order; the position after the last. */
async function addOwn(
  maker: Maker,
  from: Position,
  author: string,
  own: (after: Position) => readonly string[],
  entries: Entry[],
  verdicts: Map<string, Result<Position>>,
): Promise<Position> {
  let at = from;
  for (const text of own(from)) {
    const entry = await entryOf(maker, { author, seat: "chance", kind: "fair", text }, at.head);
    const next = appendJudged(maker, at, entry, entries, verdicts);
    if (next === null) return at;
    at = next;
  }
  return at;
}

/**
 * Judges `entry` at `at` and, if it is new and legal there, adds it to the write: the
 * position after it, or null (nothing added).
 */
function appendJudged(
  maker: Maker,
  at: Position,
  entry: Entry,
  entries: Entry[],
  verdicts: Map<string, Result<Position>>,
): Position | null {
  if (maker.has(entry.hash)) return null;
  const verdict = judge(maker.setup, at, entry);
  if (!verdict.ok) return null;
  entries.push(entry);
  verdicts.set(entry.hash, verdict);
  return verdict.value;
}

function entryOf(maker: Maker, proposal: Proposal, prev: string | null): Entry | Promise<Entry> {
  const unsigned = makeEntry({ game: maker.setup.header.id, prev, ...proposal });
  return maker.sign && proposal.author !== SEED_AUTHOR ? maker.sign(unsigned) : unsigned;
}

/** The seeded outcomes due from `from` on (the seed's entries: any device writes the same ones). */
function addDueOutcomes(
  maker: Maker,
  from: Position,
  entries: Entry[],
  verdicts: Map<string, Result<Position>>,
): void {
  let at = from;
  for (let i = 0; i < MAX_DUE_OUTCOMES; i++) {
    const due = dueOutcome(maker.setup, at);
    if (due === null) return;
    const outcome = { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due } as const;
    const entry = makeEntry({ game: maker.setup.header.id, prev: at.head, ...outcome });
    const next = appendJudged(maker, at, entry, entries, verdicts);
    if (next === null) return;
    at = next;
  }
}

/** True when `hash` is accepted and only handovers (meta entries) follow it up to the head. */
const changesBoard = (text: string): boolean =>
  isTakebackText(text) && !text.startsWith("takeback?") && text !== "takeback no";

function onlyMetaSince(merged: Merged, hash: string | null): boolean {
  const chain = merged.accepted;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (chain[i].hash === hash) return true;
    // A take-back (not its ask or decline) changes the board: a move chosen before it
    // is for a board that is gone.
    if (chain[i].kind !== "meta" || changesBoard(chain[i].text)) return false;
  }
  return hash === null;
}
