import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { type Entry } from "../../src/log/entry";
import { mergedFile } from "../../src/log/linear";
import { mergeEntries, type MergeSetup, type Position } from "../../src/log/merge";
import { formatMeta, parseMeta } from "../../src/log/meta";
import { replayMoves } from "../../src/log/replay";
import { actorNow } from "../../src/log/step";
import { TakebackCode, effectiveGameEntries, lastOwnMove } from "../../src/log/takeback";
import { accept, codeOf, honestEntry, metaAt, setupOf } from "./takeback-helpers";

/** A line of play: the places after 0, 1, 2 … entries, and the entries. */
interface Line {
  readonly places: Position[];
  readonly entries: Entry[];
}

function play(setup: MergeSetup, from: Position, count: number, pick = 7): Line {
  const places = [from];
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    const at = places[places.length - 1];
    const entry = honestEntry(setup, at, pick * (i + 3));
    if (entry === null) break;
    entries.push(entry);
    places.push(accept(setup, at, entry));
  }
  return { places, entries };
}

const last = <T>(list: readonly T[]): T => list[list.length - 1];

/** The place with `played` game entries among `places`, the newest such. */
const placeAt = (places: readonly Position[], played: number): Position =>
  [...places].reverse().find((p) => p.played === played)!;

/** Plays until `seat` has moved and the other seat has replied with a move. */
function untilReplied(setup: MergeSetup, seat: number): Line {
  const line = play(setup, setup.start, 60);
  for (let k = 1; k < line.places.length; k++) {
    const at = line.places[k];
    const mine = lastOwnMove(at, (s) => s === seat);
    const theirs = lastOwnMove(at, (s) => s !== seat);
    if (mine !== null && theirs !== null && theirs > mine) {
      return { places: line.places.slice(0, k + 1), entries: line.entries.slice(0, k) };
    }
  }
  throw new Error("no reply found");
}

describe("take-back records", () => {
  it("parse and format every record; bad ones are refused", () => {
    for (const text of ["takeback 0", "takeback 12", "takeback? 3", "takeback no", "hand dB"]) {
      const meta = parseMeta(text);
      expect(meta.ok && formatMeta(meta.value)).toBe(text);
    }
    for (const text of ["takeback", "takeback -1", "takeback 01", "takeback? x", "takeback yes"]) {
      expect(parseMeta(text)).toMatchObject({ ok: false, error: { code: "bad-meta" } });
    }
  });
});

describe("take-back on one device (every seat held by its author)", () => {
  const solo = setupOf(smalta, ["dA", "dA"]);

  it("restores the place before the seat's last move, the other seat's reply with it", () => {
    const line = untilReplied(solo, 0);
    const at = last(line.places);
    const n = lastOwnMove(at, (s) => s === 0)!;
    const before = placeAt(line.places, n);
    const after = accept(solo, at, metaAt(solo, at, 0, `takeback ${n}`));
    expect(after.state).toEqual(before.state);
    expect(after.previous).toEqual(before.previous);
    expect(after.played).toBe(n);
    expect(after.holders).toEqual(at.holders);
    expect(actorNow(smalta, after.state)).toBe(actorNow(smalta, before.state));
  });

  it("refuses each take-back that may not be, with its code", () => {
    const line = untilReplied(solo, 0);
    const at = last(line.places);
    const n = lastOwnMove(at, (s) => s === 0)!;
    expect(codeOf(solo, at, metaAt(solo, at, 0, `takeback ${at.played}`))).toBe(
      TakebackCode.Beyond,
    );
    // The entry at n is seat 0's move, not seat 1's.
    expect(codeOf(solo, at, metaAt(solo, at, 1, `takeback ${n}`))).toBe(TakebackCode.NotOwn);
    // A random outcome is not a move of anyone's.
    const chanceAt = line.entries.findIndex((e) => e.kind === "random");
    if (chanceAt >= 0) {
      const index = line.places[chanceAt].played;
      expect(codeOf(solo, at, metaAt(solo, at, 0, `takeback ${index}`))).toBe(TakebackCode.NotOwn);
    }
    // Only the holder of the seat writes for it.
    expect(codeOf(solo, at, metaAt(solo, at, 0, `takeback ${n}`, "dB"))).toBe("not-your-seat");
  });

  it("a handover cuts the links: nothing before it is taken back", () => {
    const line = untilReplied(solo, 0);
    const at = last(line.places);
    const n = lastOwnMove(at, (s) => s === 0)!;
    const handed = accept(solo, at, metaAt(solo, at, 1, "hand dB"));
    const back = accept(solo, handed, metaAt(solo, handed, 1, "hand dA"));
    expect(codeOf(solo, back, metaAt(solo, back, 0, `takeback ${n}`))).toBe(TakebackCode.Cut);
  });

  it("never undoes a finished game", () => {
    const line = play(solo, solo.start, 2000, 3);
    const end = last(line.places);
    expect(solo.game.result(end.state)).not.toBeNull();
    const n = [...line.entries].reverse().find((e) => e.kind === "move")!;
    const index = line.entries.filter((e) => e.kind !== "meta").lastIndexOf(n);
    expect(codeOf(solo, end, metaAt(solo, end, n.seat as number, `takeback ${index}`))).toBe(
      TakebackCode.Cut,
    );
    expect(lastOwnMove(end, () => true)).toBeNull();
  });

  it("never takes back an outcome a device wrote itself (no seed): no throwing again", () => {
    const unseeded = setupOf(smalta, ["dA", "dA"], null);
    const line = play(unseeded, unseeded.start, 40);
    const at = last(line.places);
    const chance = line.entries.map((e, i) => ({ e, i })).filter(({ e }) => e.kind === "random");
    expect(chance.length).toBeGreaterThan(0);
    const moveBefore = line.entries.findIndex((e) => e.kind === "move");
    const index = line.places[moveBefore].played;
    expect(codeOf(unseeded, at, metaAt(unseeded, at, 0, `takeback ${index}`))).toBe(
      TakebackCode.Cut,
    );
  });

  it("the game file of a line with take-backs lists its moves and replays to its state", () => {
    const line = untilReplied(solo, 0);
    let at = last(line.places);
    const entries = [...line.entries];
    const n = lastOwnMove(at, (s) => s === 0)!;
    const takeback = metaAt(solo, at, 0, `takeback ${n}`);
    entries.push(takeback);
    at = accept(solo, at, takeback);
    const more = play(solo, at, 9, 11);
    entries.push(...more.entries);
    const merged = mergeEntries(solo, entries);
    expect(merged.rejected).toEqual([]);
    expect(merged.state).toEqual(last(more.places).state);
    const file = mergedFile(solo.header, merged);
    expect(file.moves).toEqual(effectiveGameEntries(merged.accepted).map((e) => e.text));
    expect(file.moves.length).toBe(merged.played);
    const replayed = replayMoves(smalta, solo.start.state, file.moves, solo.random);
    expect(replayed.error).toBeNull();
    expect(replayed.state).toEqual(merged.state);
  });
});

describe("take-back in a paired game (asked, then accepted or declined)", () => {
  const paired = setupOf(smalta, ["dA", "dB"]);

  /**
   * A place where seat 0 (dA) has moved and seat 1 (dB) is to move, with no move of
   * seat 1 since: the entries to it, and dA's ask to take its move back.
   */
  function asked(): { at: Position; n: number; places: Position[]; entries: Entry[]; ask: Entry } {
    const line = play(paired, paired.start, 60);
    for (let k = line.places.length - 1; k > 0; k--) {
      const place = line.places[k];
      const m = lastOwnMove(place, (s) => s === 0);
      const theirs = lastOwnMove(place, (s) => s === 1);
      if (actorNow(smalta, place.state) !== 1 || m === null) continue;
      if (theirs !== null && theirs > m) continue;
      const ask = metaAt(paired, place, 0, `takeback? ${m}`);
      const at = accept(paired, place, ask);
      return {
        at,
        n: m,
        places: line.places.slice(0, k + 1),
        entries: line.entries.slice(0, k),
        ask,
      };
    }
    throw new Error("no place to ask");
  }

  it("refuses a direct take-back: the other device has a seat", () => {
    const { places, n } = asked();
    const at = last(places);
    expect(codeOf(paired, at, metaAt(paired, at, 0, `takeback ${n}`))).toBe(TakebackCode.NotAlone);
  });

  it("the other side accepts: the place before the asker's move comes back", () => {
    const { at, n, places } = asked();
    expect(at.asked).toEqual({ n, seat: 0, author: "dA" });
    const after = accept(paired, at, metaAt(paired, at, 1, `takeback ${n}`));
    expect(after.state).toEqual(placeAt(places, n).state);
    expect(after.played).toBe(n);
    expect(after.asked).toBeUndefined();
  });

  it("refuses a second ask, an answer by the asker, and an answer with nothing asked", () => {
    const { at, n, places } = asked();
    expect(codeOf(paired, at, metaAt(paired, at, 0, `takeback? ${n}`))).toBe(TakebackCode.Pending);
    // The asker holds seat 0, which is not to move; and it may not answer itself.
    expect(codeOf(paired, at, metaAt(paired, at, 0, "takeback no"))).toBe(TakebackCode.NotYours);
    const plain = last(places);
    expect(codeOf(paired, plain, metaAt(paired, plain, 1, "takeback no"))).toBe(
      TakebackCode.NotAsked,
    );
    // An acceptance of a move other than the one asked is a direct take-back: refused.
    expect(codeOf(paired, at, metaAt(paired, at, 1, `takeback ${n - 1}`))).not.toBe("ok");
  });

  it("declined: the links are cut, the same move cannot be asked for again", () => {
    const { at, n } = asked();
    const declined = accept(paired, at, metaAt(paired, at, 1, "takeback no"));
    expect(declined.state).toEqual(at.state);
    expect(declined.asked).toBeUndefined();
    expect(codeOf(paired, declined, metaAt(paired, declined, 0, `takeback? ${n}`))).toBe(
      TakebackCode.Cut,
    );
  });

  it("a move by the other side declines it too; asking after it is too late", () => {
    const { at, n } = asked();
    const reply = honestEntry(paired, at, 5)!;
    expect(reply.seat).toBe(1);
    const moved = accept(paired, at, reply);
    expect(moved.asked).toBeUndefined();
    expect(codeOf(paired, moved, metaAt(paired, moved, 1, `takeback ${n}`))).toBe(
      TakebackCode.NotAlone,
    );
    expect(codeOf(paired, moved, metaAt(paired, moved, 0, `takeback? ${n}`))).toBe(
      TakebackCode.BuiltOn,
    );
  });

  it("two devices' copies merge to the same line, whatever each has seen and in any order", () => {
    const { at, n, entries, ask } = asked();
    const accepted = metaAt(paired, at, 1, `takeback ${n}`);
    const afterTakeback = accept(paired, at, accepted);
    const replay = play(paired, afterTakeback, 6, 13);
    const copyA = [...entries, ask];
    const copyB = [...entries, ask, accepted, ...replay.entries];
    const one = mergeEntries(paired, [...copyA, ...copyB]);
    const other = mergeEntries(paired, [...copyB].reverse().concat(copyA));
    expect(one.accepted.map((e) => e.hash)).toEqual(other.accepted.map((e) => e.hash));
    expect(one.accepted.length).toBe(copyB.length);
    expect(one.state).toEqual(last(replay.places).state);
    expect(one.rejected).toEqual([]);
  });

  it("a take-back line of one device never outranks the line both devices built on", () => {
    const { at, n, places, entries, ask } = asked();
    // B goes on playing (declining by moving) and A replies: both build on it.
    const main = play(paired, last(places), 8, 17);
    // A's own fork at the same place: its ask, then whatever it may write alone.
    const fork = [ask];
    let forkAt = at;
    for (const text of [`takeback ${n}`, `takeback? ${n}`, "takeback no", `takeback ${n}`]) {
      const entry = metaAt(paired, forkAt, 0, text);
      if (codeOf(paired, forkAt, entry) === "ok") {
        fork.push(entry);
        forkAt = accept(paired, forkAt, entry);
      }
    }
    expect(fork.length).toBe(1);
    const merged = mergeEntries(paired, [...entries, ...fork, ...main.entries]);
    expect(merged.state).toEqual(last(main.places).state);
    expect(merged.rejected.map((r) => r.code)).toEqual(["conflict"]);
  });
});
