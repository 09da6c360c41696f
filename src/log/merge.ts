import { gameError, type GameError, type Result } from "../engine/errors";
import type { Entry } from "./entry";
import { judge } from "./judge";
import type { MergeSetup, Position } from "./position";
import { dealtBits, isFirm, lostTo, outranks, type LineRank } from "./rank";

export { judge, mergeSetup } from "./judge";
export type { MergeSetup, Position } from "./position";

/**
 * The merge rule (docs/sync.md): the state of a game is a pure function of its SET of
 * entries. Entries form a tree by `prev`. Each entry is judged at its place on its own
 * line of play: right game, right kind, the author holds the seat, the rules allow it,
 * a seeded outcome matches the seed. Starting at the root, the walk takes, among the
 * legal entries that follow the current one, the one whose line ranks first (rank.ts:
 * a skip or trust yields to anything else at its place; then the line more devices of
 * the deal built on; then the longer line; then the smaller hash); that one is
 * accepted and the walk goes on from it. So the line the table went on playing wins,
 * and no device can rewrite history by slipping an entry into an old place and
 * padding it: however long, its line has only its own writer on it.
 *
 * Every other entry is rejected, with a reason: illegal at its place, or legal but
 * not taken ("conflict"; "equivocation" when its own author wrote the winner too), or following an entry that was not applied
 * ("after-rejected": a move chosen on a board that did not happen is never replayed
 * on another board). The accepted entries form one chain, and an entry's place in it
 * is its depth, a property of the entry itself — which is why the seeded random
 * outcome at a place can keep being keyed by the count of game entries before it,
 * exactly as in game files.
 */

export interface Rejection extends GameError {
  readonly entry: Entry;
  /** 1 for an entry that follows nothing, else its prev's depth + 1. */
  readonly depth: number;
}

export interface Merged extends Position {
  /** The accepted chain, from the first entry. */
  readonly accepted: readonly Entry[];
  /** Rejected entries, ordered by depth, then hash. */
  readonly rejected: readonly Rejection[];
  /** Entries whose prev is not in the set (yet), ordered by hash: neither applied nor refused. */
  readonly waiting: readonly Entry[];
}

export function emptyMerged(setup: MergeSetup): Merged {
  return { ...setup.start, accepted: [], rejected: [], waiting: [] };
}

const byHash = (a: Entry, b: Entry): number => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);

const byPlace = (a: Rejection, b: Rejection): number =>
  a.depth - b.depth || byHash(a.entry, b.entry);

export function afterRejected(prev: Entry): GameError {
  return gameError(
    "after-rejected",
    `it follows "${prev.text}" by ${prev.author}, which was not applied`,
  );
}

/** The merge of a set of entries (duplicates by hash count once); see the rule above. */
export function mergeEntries(setup: MergeSetup, entries: Iterable<Entry>): Merged {
  const children = new Map<string | null, Entry[]>();
  const all = new Map<string, Entry>();
  for (const entry of entries) {
    if (all.has(entry.hash)) continue;
    all.set(entry.hash, entry);
    const siblings = children.get(entry.prev);
    if (siblings) siblings.push(entry);
    else children.set(entry.prev, [entry]);
  }
  for (const siblings of children.values()) siblings.sort(byHash);
  const kidsOf = (hash: string | null): readonly Entry[] => children.get(hash) ?? [];

  // 1. Judge every entry at its place on its own line of play (each entry has one
  //    place, so this is one judgement per entry). What follows an illegal entry is
  //    not judged: it is rejected with it.
  const after = new Map<string, Position>();
  const illegal = new Map<string, GameError>();
  const legalInOrder: Entry[] = [];
  const stack: { entry: Entry; at: Position }[] = kidsOf(null).map((entry) => ({
    entry,
    at: setup.start,
  }));
  while (stack.length > 0) {
    const { entry, at } = stack.pop()!;
    const verdict = judge(setup, at, entry);
    if (!verdict.ok) {
      illegal.set(entry.hash, verdict.error);
      continue;
    }
    after.set(entry.hash, verdict.value);
    legalInOrder.push(entry);
    for (const kid of kidsOf(entry.hash)) stack.push({ entry: kid, at: verdict.value });
  }

  // 2. Each legal entry's line (rank.ts): the length of the longest legal line of play
  //    from it and the devices of the deal with an entry on it (children come after
  //    their parent in legalInOrder, so walk it backwards).
  const bitOf = dealtBits(setup.header);
  const reach = new Map<string, number>();
  const devices = new Map<string, number>();
  for (let i = legalInOrder.length - 1; i >= 0; i--) {
    const entry = legalInOrder[i];
    let longest = 0;
    let bits = bitOf(entry.author);
    for (const kid of kidsOf(entry.hash)) {
      longest = Math.max(longest, reach.get(kid.hash) ?? 0);
      bits |= devices.get(kid.hash) ?? 0;
    }
    reach.set(entry.hash, longest + 1);
    devices.set(entry.hash, bits);
  }
  const rankOf = (entry: Entry): LineRank => ({
    firm: isFirm(entry),
    devices: devices.get(entry.hash)!,
    length: reach.get(entry.hash)!,
    hash: entry.hash,
  });

  // 3. The accepted chain: at each place the legal entry whose line ranks first.
  const accepted: Entry[] = [];
  const winnerAt = new Map<string | null, Entry>();
  let at = setup.start;
  for (;;) {
    let best: Entry | null = null;
    for (const kid of kidsOf(at.head)) {
      if (!reach.has(kid.hash)) continue;
      if (best === null || outranks(rankOf(kid), rankOf(best))) best = kid;
    }
    if (best === null) break;
    winnerAt.set(at.head, best);
    accepted.push(best);
    at = after.get(best.hash)!;
  }

  // 4. Every entry reachable from the root is placed (accepted or rejected, ordered by
  //    depth then hash); the others wait for their prev.
  const isAccepted = new Set(accepted.map((e) => e.hash));
  const rejected: Rejection[] = [];
  const placed = new Set<string>();
  let level = [...kidsOf(null)];
  for (let depth = 1; level.length > 0; depth++) {
    const nextLevel: Entry[] = [];
    for (const entry of level) {
      placed.add(entry.hash);
      nextLevel.push(...kidsOf(entry.hash));
      if (isAccepted.has(entry.hash)) continue;
      // Legal beside an accepted entry: a conflict; below a rejected one: after-rejected.
      const besideAccepted = entry.prev === null || isAccepted.has(entry.prev);
      const why =
        illegal.get(entry.hash) ??
        (besideAccepted
          ? lostTo(entry, winnerAt.get(entry.prev)!)
          : afterRejected(all.get(entry.prev as string)!));
      rejected.push({ entry, depth, code: why.code, message: why.message });
    }
    level = nextLevel.sort(byHash);
  }
  const waiting = [...all.values()].filter((e) => !placed.has(e.hash)).sort(byHash);
  return { ...at, accepted, rejected, waiting };
}

/**
 * The merge after adding one entry (not yet in the set), in O(1) for the common case:
 * the entry follows the head. Null when only a full merge can tell (it lands on
 * another branch, which may now outgrow the accepted one, or entries wait). Gives
 * exactly what mergeEntries would give for the set plus the entry. `known`, when
 * given, is judge()'s verdict on the entry at the head, already reached (a move made
 * here is judged once, when it is proposed).
 */
export function extendMerged(
  setup: MergeSetup,
  merged: Merged,
  entry: Entry,
  known?: Result<Position>,
): Merged | null {
  if (merged.waiting.length > 0 || entry.prev !== merged.head) return null;
  const verdict = known ?? judge(setup, merged, entry);
  // Following the head extends the longest line, so it stays the accepted one.
  if (verdict.ok) return { ...merged, ...verdict.value, accepted: [...merged.accepted, entry] };
  const depth = merged.accepted.length + 1;
  return withRejection(merged, { entry, depth, ...verdict.error });
}

function withRejection(merged: Merged, rejection: Rejection): Merged {
  const rejected = [...merged.rejected];
  let i = rejected.length;
  while (i > 0 && byPlace(rejected[i - 1], rejection) > 0) i--;
  rejected.splice(i, 0, rejection);
  return { ...merged, rejected };
}
