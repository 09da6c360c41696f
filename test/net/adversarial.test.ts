import { beforeEach, describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry, type Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { actorNow } from "../../src/log/step";
import { FakeNetwork, type MemoryLink } from "../../src/net/memory-link";
import { Limits } from "../../src/log/gamefile";
import { encodeMessage, MessageLimits, PROTOCOL, type Hello } from "../../src/net/messages";
import { signEntry } from "../../src/log/signature";
import { helloOf } from "./hostile";
import { connect, makeDevice, setupOf, smaltaHeader, summary, testKey, type Device } from "./table";

/**
 * A hostile peer ("dM", which honestly holds seat 1) talks to an honest device ("dA",
 * seat 0) over a memory link and tries everything: each attempt is refused or
 * rejected, the link stays open, and the state dA shows does not change.
 */

const header = smaltaHeader("adversarial", ["dA", "dM"]);
const setup = setupOf(header);

let network: FakeNetwork;
let a: Device;
/** The hostile end of the link; `shadow` is dM's own honest copy, used to forge on top of. */
let hostile: MemoryLink;
let shadow: Device;

function send(message: unknown): void {
  hostile.sendRaw(typeof message === "string" ? message : JSON.stringify(message));
}

function sendEntries(entries: readonly Entry[], game = header.id): void {
  send(encodeMessage({ t: "entries", game, entries }));
}

/** Plays honest entries on the shadow copy and hands them to dA, until `done`. */
async function playUntil(done: (d: Device) => boolean): Promise<void> {
  for (let i = 0; i < 40 && !done(shadow); i++) {
    const merged = shadow.replica.merged;
    const due = dueOutcome(setup, merged);
    const actor = actorNow(smalta, merged.state);
    let made;
    if (due !== null) {
      made = await shadow.replica.propose({
        author: SEED_AUTHOR,
        seat: "chance",
        kind: "random",
        text: due,
      });
    } else if (typeof actor === "number") {
      const move = smalta.legalMoves(merged.state as never, actor)[0];
      const text = smalta.formatMove(move);
      made = await shadow.replica.propose({
        author: merged.holders[actor],
        seat: actor,
        kind: "move",
        text,
      });
    } else throw new Error("the game ended early");
    if (!made.ok) throw new Error(made.error.message);
    sendEntries([made.value]);
    await network.quiesce();
  }
  expect(done(shadow), "the honest history reached the wanted position").toBe(true);
  expect(a.replica.merged.head).toBe(shadow.replica.merged.head);
}

/** Seat `seat` is to move, after at least one painted cell (so "occupied" can be tried). */
const seatToMove = (seat: number) => (d: Device) => {
  const m = d.replica.merged;
  const painted = m.accepted.some((e) => e.kind === "move");
  return painted && actorNow(smalta, m.state) === seat && dueOutcome(setup, m) === null;
};

/** dA's view of the game: what must not change when an attack fails. */
function view(): string {
  const m = a.replica.merged;
  return JSON.stringify({
    state: m.state,
    head: m.head,
    holders: m.holders,
    accepted: m.accepted.length,
  });
}

/** An entry on top of dA's head, as dM would write it. */
function forge(body: Partial<Entry>): Entry {
  return makeEntry({
    game: header.id,
    prev: a.replica.merged.head,
    author: "dM",
    seat: 1,
    kind: "move",
    text: "a1",
    ...body,
  });
}

/** Sends, delivers, and checks: still connected, state unchanged; returns the new refusals. */
async function attack(run: () => void): Promise<string[]> {
  const before = view();
  const refusedBefore = a.refused.length;
  run();
  await network.quiesce();
  expect(hostile.state, "the link survives").toBe("open");
  expect(view(), "the state does not change").toBe(before);
  return a.refused.slice(refusedBefore).map((e) => e.code);
}

function rejectionOf(entry: Entry): string | null {
  return a.replica.merged.rejected.find((r) => r.entry.hash === entry.hash)?.code ?? null;
}

beforeEach(async () => {
  network = new FakeNetwork({ seed: 7, maxDelay: 2, dropRate: 0, reorder: false });
  a = makeDevice(setup, "dA");
  shadow = makeDevice(setup, "dM");
  const [mine, theirs] = network.connect("dM", "dA");
  hostile = mine;
  a.sync.attach(theirs);
  // A peer opens with a good hello, which binds the link to this game (link-binding.test.ts).
  send(helloOf(setup));
  await network.quiesce();
});

describe("a dishonest peer", () => {
  it("cannot forge a roll: a seeded outcome must match the seed", async () => {
    await playUntil((d) => dueOutcome(setup, d.replica.merged)?.startsWith("roll") ?? false);
    const due = dueOutcome(setup, a.replica.merged)!;
    const wrong = `roll ${(Number(due.split(" ")[1]) % 6) + 1}`;
    const forged = forge({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: wrong });
    const byDevice = forge({ author: "dM", seat: "chance", kind: "random", text: due });
    // A "seed" entry that is not the seeded outcome is not even stored (nobody wrote
    // it, it can never be applied, and storing it would let junk grow without bound).
    expect(await attack(() => sendEntries([forged, byDevice]))).toEqual(["random-mismatch"]);
    expect(a.replica.has(forged.hash)).toBe(false);
    expect(rejectionOf(byDevice)).toBe("random-author");
    // The connection is alive: the true outcome is still taken afterwards.
    const honest = forge({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
    sendEntries([honest]);
    await network.quiesce();
    expect(a.replica.merged.head).toBe(honest.hash);
  });

  it("cannot play another device's seat", async () => {
    await playUntil(seatToMove(0));
    const text = smalta.formatMove(smalta.legalMoves(a.replica.merged.state as never, 0)[0]);
    const entry = forge({ seat: 0, text });
    expect(await attack(() => sendEntries([entry]))).toEqual([]);
    expect(rejectionOf(entry)).toBe("not-your-seat");
    // Nor hand that seat to itself.
    const grab = forge({ seat: 0, kind: "meta", text: "hand dM" });
    expect(await attack(() => sendEntries([grab]))).toEqual([]);
    expect(rejectionOf(grab)).toBe("not-your-seat");
  });

  it("cannot move out of turn", async () => {
    await playUntil(seatToMove(0));
    const entry = forge({ seat: 1, text: "a1" });
    expect(await attack(() => sendEntries([entry]))).toEqual([]);
    expect(rejectionOf(entry)).toBe("not-your-turn");
    // And what follows a rejected entry is rejected too, even if it would fit.
    const next = makeEntry({ ...entry, prev: entry.hash, text: "b1" });
    expect(await attack(() => sendEntries([next]))).toEqual([]);
    expect(rejectionOf(next)).toBe("after-rejected");
  });

  it("cannot play an illegal move on its own turn", async () => {
    await playUntil(seatToMove(1));
    const painted = a.replica.merged.accepted.find((e) => e.kind === "move")!;
    const occupied = forge({ seat: 1, text: painted.text });
    const nonsense = forge({ seat: 1, text: "z9" });
    expect(await attack(() => sendEntries([occupied, nonsense]))).toEqual([]);
    expect(rejectionOf(occupied)).toBe("occupied");
    expect(rejectionOf(nonsense)).toBe("syntax");
  });

  it("cannot break the hash chain", async () => {
    await playUntil(seatToMove(1));
    const size = a.replica.size;
    const good = forge({ seat: 1, text: "f6" });
    const tampered = { ...good, text: "e6" };
    expect(await attack(() => sendEntries([tampered]))).toEqual(["hash-mismatch"]);
    expect(a.replica.size).toBe(size);
    // An entry following nothing dA holds waits (never applied, never stored)...
    const dangling = forge({ prev: "ab".repeat(32), seat: 1, text: "f6" });
    expect(await attack(() => sendEntries([dangling]))).toEqual([]);
    expect(a.replica.waiting).toBe(1);
    expect(a.stored.has(dangling.hash)).toBe(false);
    // ...and the honest entry still goes through on the same link.
    sendEntries([good]);
    await network.quiesce();
    expect(a.replica.merged.head).toBe(good.hash);
  });

  it("gains nothing by duplicating or replaying entries", async () => {
    await playUntil(seatToMove(1));
    const first = a.replica.merged.accepted[0];
    const size = a.replica.size;
    const stored = a.stored.size;
    expect(await attack(() => sendEntries([first, first, first]))).toEqual([]);
    expect(await attack(() => sendEntries(a.replica.merged.accepted))).toEqual([]);
    expect(a.replica.size).toBe(size);
    expect(a.stored.size, "nothing stored twice").toBe(stored);
    // Replaying an old move's text as a new entry is judged where it lands.
    const old = a.replica.merged.accepted.find((e) => e.kind === "move")!;
    const again = forge({ seat: 1, text: old.text });
    expect(await attack(() => sendEntries([again]))).toEqual([]);
    expect(rejectionOf(again)).toBe("occupied");
  });

  it("is refused for malformed messages", async () => {
    const entry = forge({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: "first 0" });
    const malformed: unknown[] = [
      "not json",
      "[1,2,3]",
      "null",
      JSON.stringify({ t: "shout", game: header.id }),
      JSON.stringify({ t: "entries", game: header.id }),
      JSON.stringify({ t: "entries", game: header.id, entries: [] }),
      JSON.stringify({ t: "entries", game: header.id, entries: [{ ...entry, seat: 99 }] }),
      JSON.stringify({ t: "entries", game: header.id, entries: [{ ...entry, extra: 1 }] }),
      JSON.stringify({ t: "entries", game: header.id, entries: [{ ...entry, hash: "XYZ" }] }),
      JSON.stringify({
        t: "entries",
        game: header.id,
        entries: [{ ...entry, text: "x".repeat(Limits.maxMoveLength + 1) }],
      }),
      JSON.stringify({ t: "entries", game: header.id, entries: [entry], more: true }),
      JSON.stringify({ t: "hello", protocol: PROTOCOL, game: header.id }),
      { t: "entries" },
      42,
    ];
    const codes = await attack(() => malformed.forEach((m) => hostile.sendRaw(m)));
    expect(codes).toEqual(malformed.map(() => "bad-message"));
    expect(a.replica.size).toBe(0);
    const older = { t: "hello", protocol: "tabula-sync/0", game: header.id };
    expect(await attack(() => send(older))).toEqual(["protocol"]);
  });

  it("is refused for oversized messages", async () => {
    const entry = forge({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: "first 0" });
    const tooMany = Array.from({ length: MessageLimits.maxEntries + 1 }, () => entry);
    const codes = await attack(() => {
      send("x".repeat(MessageLimits.maxBytes + 1));
      sendEntries(tooMany);
    });
    expect(codes).toEqual(["too-large", "too-large"]);
    expect(a.replica.size).toBe(0);
  });

  it("is refused for a wrong game id", async () => {
    const other = setupOf(smaltaHeader("another-game", ["dA", "dM"]));
    const foreign = makeEntry({
      game: other.header.id,
      prev: null,
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: dueOutcome(other, other.start)!,
    });
    const hello: Hello = {
      t: "hello",
      protocol: PROTOCOL,
      game: other.header.id,
      rules: 1,
      header: "0".repeat(64),
      heads: [],
      known: [],
      reply: false,
    };
    const codes = await attack(() => {
      sendEntries([foreign], other.header.id);
      sendEntries([foreign]); // the message claims this game, the entry another
      send(hello);
      send({ ...hello, game: header.id }); // this game's id, another header
      // The link is refused from then on (link-binding.test.ts).
      sendEntries([
        forge({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: "first 0" }),
      ]);
    });
    expect(codes).toEqual([
      "wrong-game",
      "wrong-game",
      "wrong-game",
      "header-mismatch",
      "link-refused",
    ]);
    expect(a.replica.size).toBe(0);
  });

  it("keeps a table of at most six devices", () => {
    const many = makeDevice(setup, "dZ");
    for (let i = 0; i < 7; i++) connect(network, many, makeDevice(setup, `d${i}`));
    expect(many.sync.peers).toBe(5);
  });
});

describe("a dishonest peer in a signed game", () => {
  const keyA = testKey("adversarial-a");
  const keyM = testKey("adversarial-m");
  const signedHeader = { ...smaltaHeader("signed", [keyA.id, keyM.id]), signed: true };
  const signedSetup = setupOf(signedHeader);

  it("cannot write in another device's name, nor strip or reuse signatures", async () => {
    const net = new FakeNetwork({ seed: 9, maxDelay: 1, dropRate: 0, reorder: false });
    const honest = makeDevice(signedSetup, keyA.id, "a", (e) => signEntry(e, keyA));
    const [mine, theirs] = net.connect("m", "a");
    honest.sync.attach(theirs);
    mine.send(JSON.stringify(helloOf(signedSetup)));
    const lot = dueOutcome(signedSetup, signedSetup.start)!;
    const first = await honest.replica.propose({
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: lot,
    });
    expect(first.ok).toBe(true);
    const afterLot = honest.replica.merged;
    const roll = dueOutcome(signedSetup, afterLot)!;
    expect(
      await honest.replica.propose({
        author: SEED_AUTHOR,
        seat: "chance",
        kind: "random",
        text: roll,
      }),
    ).toMatchObject({ ok: true });
    const at = honest.replica.merged;
    const seat = actorNow(smalta, at.state) as number;
    const text = smalta.formatMove(smalta.legalMoves(at.state as never, seat)[0]);
    const body = {
      game: signedHeader.id,
      prev: at.head,
      author: at.holders[seat],
      seat,
      kind: "move" as const,
      text,
    };
    const real = makeEntry(body);
    const before = summary(honest.replica.merged);
    const key = at.holders[seat] === keyA.id ? keyA : keyM;
    const send = (entry: Entry & { sig?: string }): void =>
      mine.send(encodeMessage({ t: "entries", game: signedHeader.id, entries: [entry] }));
    send(signEntry(real, key === keyA ? keyM : keyA)); // the holder's name, another's signature
    send(real); // no signature at all
    send({ ...makeEntry({ ...body, text: "f6" }), sig: signEntry(real, key).sig }); // a real signature, other content
    await net.quiesce();
    expect(honest.refused.map((e) => e.code)).toEqual([
      "bad-signature",
      "unsigned",
      "bad-signature",
    ]);
    expect(summary(honest.replica.merged)).toBe(before);
    expect(mine.state).toBe("open");
    // The properly signed entry, relayed by anyone, is taken.
    send(signEntry(real, key));
    await net.quiesce();
    expect(honest.replica.merged.head).toBe(real.hash);
  });
});
