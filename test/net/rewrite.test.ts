import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry, type Entry } from "../../src/log/entry";
import { SEED_AUTHOR, type GameHeader } from "../../src/log/header";
import { judge, type MergeSetup, type Position } from "../../src/log/merge";
import { signEntry, type DeviceKey } from "../../src/log/signature";
import { actorNow } from "../../src/log/step";
import { FakeNetwork } from "../../src/net/memory-link";
import { encodeMessage } from "../../src/net/messages";
import { helloOf } from "./hostile";
import { makeDevice, setupOf, smaltaHeader, testKey } from "./table";

/*
 * Issue 27, hole 1 (the outside probe on 31cdb59): in a finished Smalta game, the
 * dishonest device M replaces its own 2nd move and pads its fork — with handovers to
 * itself (legal then at any place, without limit), or through fresh ids it made up.
 * The merge took the longest legal line, so A's replica switched to M's fork: A's moves
 * were no longer applied and A's finished game became "still playing". Now a
 * handover to the holder itself is refused (`no-op`), and a line another device of
 * the deal built on outranks any line one device wrote alone (src/log/rank.ts), so A's
 * game stays as it was, and M's second version of its move is named (`equivocation`).
 */

interface Keys {
  readonly [id: string]: DeviceKey;
}

/** An honest game played to its end: the seeded outcomes and each seat's first legal move. */
function playedGame(setup: MergeSetup, keys: Keys | null): Entry[] {
  const line: Entry[] = [];
  let at = setup.start;
  while (actorNow(smalta, at.state) !== null) {
    const entry = nextEntry(setup, at, keys, 0)!;
    line.push(entry);
    at = legal(setup, at, entry);
  }
  return line;
}

function nextEntry(setup: MergeSetup, at: Position, keys: Keys | null, pick: number): Entry | null {
  const base = { game: setup.header.id, prev: at.head };
  const due = dueOutcome(setup, at);
  if (due !== null)
    return makeEntry({ ...base, author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
  const seat = actorNow(smalta, at.state);
  if (typeof seat !== "number") return null;
  const moves = smalta.legalMoves(at.state as never, seat);
  const text = smalta.formatMove(moves[pick % moves.length]);
  return signed(makeEntry({ ...base, author: at.holders[seat], seat, kind: "move", text }), keys);
}

function signed(entry: Entry, keys: Keys | null): Entry {
  return keys ? signEntry(entry, keys[entry.author]) : entry;
}

function legal(setup: MergeSetup, at: Position, entry: Entry): Position {
  const verdict = judge(setup, at, entry);
  if (!verdict.ok) throw new Error(`${entry.text}: ${verdict.error.message}`);
  return verdict.value;
}

/** The position after the first `n` entries of a line. */
function positionAfter(setup: MergeSetup, line: readonly Entry[], n: number): Position {
  let at = setup.start;
  for (const entry of line.slice(0, n)) at = legal(setup, at, entry);
  return at;
}

type Padding = "self-handovers" | "fresh-ids";

/**
 * M's fork: another version of its 2nd move, then 28 entries of padding — handovers
 * to itself, or a chain of handovers through fresh ids (each signed by its own key).
 */
function fork(
  setup: MergeSetup,
  line: readonly Entry[],
  m: string,
  keys: Keys | null,
  padding: Padding,
): { readonly entries: Entry[]; readonly fresh: Keys } {
  const mine = line.filter((e) => e.author === m);
  const second = mine[1];
  const place = line.indexOf(second);
  let at = positionAfter(setup, line, place);
  let other: Entry | null = null;
  for (let pick = 1; other === null || other.hash === second.hash; pick++)
    other = nextEntry(setup, at, keys, pick);
  const entries = [other];
  at = legal(setup, at, other);
  const seat = second.seat as number;
  const fresh: Record<string, DeviceKey> = {};
  for (let i = 0; i < 28; i++) {
    const holder = at.holders[seat];
    let to = holder;
    if (padding === "fresh-ids") {
      const key = testKey(`rewrite-fresh-${i}`);
      fresh[key.id] = key;
      to = keys ? key.id : `fresh-${i}`;
    }
    const hand = makeEntry({
      game: setup.header.id,
      prev: at.head,
      author: holder,
      seat,
      kind: "meta",
      text: `hand ${to}`,
    });
    const entry = keys ? signEntry(hand, { ...keys, ...fresh }[holder]) : hand;
    entries.push(entry);
    const verdict = judge(setup, at, entry);
    if (!verdict.ok) break; // a self-handover is refused now: the rest cannot follow it
    at = verdict.value;
  }
  return { entries, fresh };
}

async function probe(header: GameHeader, keys: Keys | null, padding: Padding) {
  const setup = setupOf(header);
  const [a, m] = header.holders;
  const network = new FakeNetwork({ seed: 27, maxDelay: 1, dropRate: 0, reorder: false });
  const honest = makeDevice(setup, a, "a");
  const [mine, theirs] = network.connect("m", "a");
  honest.sync.attach(theirs);
  mine.send(JSON.stringify(helloOf(setup)));
  const line = playedGame(setup, keys);
  mine.send(encodeMessage({ t: "entries", game: header.id, entries: line }));
  await network.quiesce();
  const finished = honest.replica.merged;
  expect(finished.accepted.length, "A holds the finished game").toBe(line.length);
  expect(actorNow(smalta, finished.state)).toBeNull();
  const attack = fork(setup, line, m, keys, padding);
  for (let i = 0; i < attack.entries.length; i += 8)
    mine.send(
      encodeMessage({ t: "entries", game: header.id, entries: attack.entries.slice(i, i + 8) }),
    );
  await network.quiesce();
  return { honest, finished, attack, line, m };
}

const keyA = testKey("rewrite-a");
const keyM = testKey("rewrite-m");
const keys: Keys = { [keyA.id]: keyA, [keyM.id]: keyM };
const cases: [string, GameHeader, Keys | null][] = [
  ["an unsigned game", smaltaHeader("rewrite-plain", ["dA", "dM"]), null],
  ["a signed game", { ...smaltaHeader("rewrite-signed", [keyA.id, keyM.id]), signed: true }, keys],
];

describe("a finished game cannot be undone by a padded fork (issue 27, hole 1)", () => {
  for (const [name, header, keySet] of cases) {
    for (const padding of ["self-handovers", "fresh-ids"] as const) {
      it(`${name}, padded with ${padding}: A's game stays finished, M's second version is named`, async () => {
        const { honest, finished, attack, line } = await probe(header, keySet, padding);
        const after = honest.replica.merged;
        expect(after.head).toBe(finished.head);
        expect(after.accepted.map((e) => e.hash)).toEqual(line.map((e) => e.hash));
        expect(actorNow(smalta, after.state)).toBeNull();
        const codes = new Map(after.rejected.map((r) => [r.entry.hash, r.code]));
        // The fork's first entry: the same author wrote the accepted version too.
        expect(codes.get(attack.entries[0].hash)).toBe("equivocation");
        if (padding === "self-handovers") {
          expect(codes.get(attack.entries[1].hash)).toBe("no-op");
          expect(attack.entries.length).toBe(2);
        } else {
          // Legal handovers, 28 long: still only M wrote that line.
          expect(attack.entries.length).toBe(29);
          expect(attack.entries.slice(1).every((e) => codes.get(e.hash) === "after-rejected")).toBe(
            true,
          );
        }
      });
    }
  }

  it("the fork's line is longer than the table's after the fork point (it would have won by length)", async () => {
    const [, header, keySet] = cases[1];
    const { attack, line, m } = await probe(header, keySet, "fresh-ids");
    const place = line.indexOf(line.filter((e) => e.author === m)[1]);
    expect(attack.entries.length).toBeGreaterThan(line.length - place);
  });
});
