import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveSeed, rngFromSeed, seededSource } from "../../src/engine/random";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";
import { canonicalJson } from "../../src/log/canonical";
import { checkChain, checkEntryShape, makeEntry, type Entry } from "../../src/log/entry";
import { makeGameFileText, parseGameFile, parseGameFileText } from "../../src/log/gamefile";
import { checkHeader, headerDigest, type GameHeader } from "../../src/log/header";
import { initialState, replayMoves } from "../../src/log/replay";
import { actorNow, stepText } from "../../src/log/step";

describe("canonical JSON", () => {
  it("sorts keys at every depth and drops undefined", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: null }], c: "x" }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[1,{"y":null,"z":0}]},"b":1}',
    );
  });
  it("round-trips any JSON value and is stable under key order", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = canonicalJson(v);
        const again = canonicalJson(JSON.parse(text));
        return text === again;
      }),
    );
  });
});

describe("game files", () => {
  const file = {
    format: "tabula-game/1",
    game: "smalta",
    options: { fortune: "die" },
    seats: 2,
    seed: null,
    moves: ["first 0", "roll 3", "c4"],
  };
  it("parse and make round-trip", () => {
    const parsed = parseGameFile(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const text = makeGameFileText(parsed.value);
    const again = parseGameFileText(text);
    expect(again.ok && makeGameFileText(again.value)).toBe(text);
  });
  it.each([
    ["not JSON", "{"],
    ["wrong format", JSON.stringify({ ...file, format: "x" })],
    ["seats out of range", JSON.stringify({ ...file, seats: 9 })],
    ["moves not strings", JSON.stringify({ ...file, moves: [1] })],
    ["seed not hex", JSON.stringify({ ...file, seed: "XYZ" })],
    ["an array", "[]"],
  ])("refuses %s with code bad-file", (_name, text) => {
    const parsed = parseGameFileText(text);
    expect(parsed.ok ? "accepted" : parsed.error.code).toBe("bad-file");
  });
});

describe("entries", () => {
  const chain = (): Entry[] => {
    const out: Entry[] = [];
    for (const text of ["first 0", "roll 3", "c4"]) {
      const prev = out.length ? out[out.length - 1].hash : null;
      out.push(makeEntry({ game: "g1", prev, author: "dev-a", seat: 0, kind: "move", text }));
    }
    return out;
  };
  it("form a hash chain that checks", () => {
    expect(checkChain(chain())).toBeNull();
  });
  it("detect a changed text, a broken link and a bad shape", () => {
    const c = chain();
    expect(checkChain([c[0], { ...c[1], text: "roll 6" }, c[2]])?.code).toBe("hash-mismatch");
    expect(checkChain([c[0], c[2]])?.entry).toBe(1);
    expect(checkEntryShape({ ...c[0], seat: -1 })?.code).toBe("bad-entry");
    expect(checkEntryShape("nope")?.code).toBe("bad-entry");
  });
});

describe("replay", () => {
  const start = (): unknown => {
    const s = initialState(smalta, { options: {}, seats: 2 });
    if ("error" in s) throw new Error(s.error.message);
    return s.state;
  };

  /** Plays a seeded game with uniform random moves; returns its moves. */
  function seededGame(seed: string, pickSeed: number): string[] {
    const source = seededSource(seed);
    const pick = rngFromSeed(pickSeed);
    let state = start();
    const moves: string[] = [];
    for (let i = 0; actorNow(smalta, state) !== null; i++) {
      const actor = actorNow(smalta, state);
      const text =
        actor === "chance"
          ? smalta.formatMove(source.draw(smalta, state as SmaltaState, i)!)
          : (() => {
              const legal = smalta.legalMoves(state as SmaltaState, actor as number);
              return smalta.formatMove(legal[pick.int(legal.length)]);
            })();
      const step = stepText(smalta, state, text, i, source);
      if (!step.ok) throw new Error(step.error.message);
      state = step.value.state;
      moves.push(text);
    }
    return moves;
  }

  it("accepts a seeded game's own outcomes and refuses a forged roll", () => {
    const seed = deriveSeed(["nonce-1", "nonce-2"]);
    const moves = seededGame(seed, 5);
    const ok = replayMoves(smalta, start(), moves, seededSource(seed));
    expect(ok.error).toBeNull();
    expect(smalta.result(ok.state as SmaltaState)).not.toBeNull();
    const rollAt = moves.findIndex((m) => m.startsWith("roll"));
    const forged = [...moves];
    forged[rollAt] = `roll ${(Number(moves[rollAt].slice(5)) % 6) + 1}`;
    const bad = replayMoves(smalta, start(), forged, seededSource(seed));
    expect(bad.error).toMatchObject({ entry: rollAt, code: "random-mismatch" });
  });

  it("takes outcomes as written without a seed, and stops at the first bad entry", () => {
    const r = replayMoves(smalta, start(), ["first 1", "roll 2", "a1", "roll 9", "b1"], {
      draw: () => null,
    });
    expect(r.error).toMatchObject({ entry: 3, code: "bad-roll" });
    expect(r.actors).toEqual(["chance", "chance", 1]);
  });
});

describe("the header's hints flag", () => {
  const header: GameHeader = {
    id: "hints",
    game: "smalta",
    rulesVersion: 1,
    options: {},
    seats: 2,
    seed: null,
    holders: ["a", "b"],
  };

  it("is taken as true or absent, and changes the digest (so one game id means one agreement)", () => {
    expect(checkHeader(header)).toBeNull();
    expect(checkHeader({ ...header, hints: true })).toBeNull();
    expect(headerDigest({ ...header, hints: true })).not.toBe(headerDigest(header));
  });

  it("anything else is a bad header", () => {
    for (const hints of [false, "yes", 1, null]) {
      expect(checkHeader({ ...header, hints } as unknown as GameHeader)?.code).toBe("bad-header");
    }
  });
});
