import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import type { Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { actorNow } from "../../src/log/step";
import { FakeNetwork } from "../../src/net/memory-link";
import { Replica } from "../../src/net/replica";
import { connect, makeDevice, setupOf, smaltaHeader, summary, type Device } from "./table";

const setup = setupOf(smaltaHeader("replica-test", ["dA", "dA"]));

/** Plays `n` honest entries on a device (it holds both seats): seeded outcomes and first legal moves. */
async function play(device: Device, n: number, pick = 0): Promise<void> {
  for (let i = 0; i < n; i++) {
    const m = device.replica.merged;
    const due = dueOutcome(setup, m);
    const seat = actorNow(smalta, m.state);
    if (due === null && typeof seat !== "number") return;
    const legal = typeof seat === "number" ? smalta.legalMoves(m.state as never, seat) : [];
    const made = await device.replica.propose(
      due !== null
        ? { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due }
        : {
            author: device.id,
            seat: seat as number,
            kind: "move",
            text: smalta.formatMove(legal[pick % legal.length]),
          },
    );
    expect(made.ok).toBe(true);
  }
}

describe("replica", () => {
  it("takes nothing when storing fails, and everything once it works", async () => {
    const source = makeDevice(setup, "dA");
    await play(source, 6);
    let failing = true;
    const stored: Entry[] = [];
    const replica = new Replica({
      setup,
      persist: async (entries) => {
        if (failing) throw new Error("disk full");
        stored.push(...entries);
      },
    });
    const entries = source.replica.all();
    const refused = await replica.receive(entries, null);
    expect(refused.error?.code).toBe("persist-failed");
    expect(replica.size).toBe(0);
    failing = false;
    const taken = await replica.receive(entries, null);
    expect(taken.error).toBeNull();
    expect(stored.map((e) => e.hash)).toEqual(entries.map((e) => e.hash));
    expect(summary(replica.merged)).toBe(summary(source.replica.merged));
  });

  it("refuses an illegal local move without logging it", async () => {
    const device = makeDevice(setup, "dA");
    const made = await device.replica.propose({ author: "dA", seat: 0, kind: "move", text: "a1" });
    expect(made.ok ? null : made.error.code).toBe("random-due");
    expect(device.stored.size).toBe(0);
    expect(device.replica.size).toBe(0);
  });

  it("loads stored entries without storing them again", async () => {
    const source = makeDevice(setup, "dA");
    await play(source, 5);
    const reopened = makeDevice(setup, "dA");
    await reopened.replica.load(source.replica.all());
    expect(reopened.stored.size).toBe(0);
    expect(summary(reopened.replica.merged)).toBe(summary(source.replica.merged));
  });
});

describe("proposing a move", () => {
  const twoSeats = setupOf(smaltaHeader("propose-test", ["dA", "dB"]));

  it("refuses a move chosen at a head the game has moved on from; after handovers only, makes it at the head", async () => {
    const a = makeDevice(twoSeats, "dA");
    const b = makeDevice(twoSeats, "dB");
    // The lot and the first roll, then whoever is to move.
    for (let i = 0; i < 2; i++) {
      const due = dueOutcome(twoSeats, a.replica.merged)!;
      await a.replica.propose({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
    }
    await b.replica.receive(a.replica.all(), "link");
    const seat = actorNow(smalta, a.replica.merged.state) as number;
    const [mover, other] = seat === 0 ? [a, b] : [b, a];
    const seen = mover.replica.merged.head;
    const legal = smalta.legalMoves(mover.replica.merged.state as never, seat);
    const move = {
      author: mover.id,
      seat,
      kind: "move",
      text: smalta.formatMove(legal[0]),
    } as const;

    // A handover of the OTHER seat lands first: it changes no board, so the move is made at the head.
    const hand = await other.replica.propose({
      author: other.id,
      seat: 1 - seat,
      kind: "meta",
      text: "hand dX",
    });
    expect(hand.ok).toBe(true);
    await mover.replica.receive(other.replica.all(), "link");
    const made = await mover.replica.propose(move, { after: seen });
    expect(made.ok && made.value.prev).toBe(hand.ok && hand.value.hash);
    expect(mover.replica.merged.head).toBe(made.ok && made.value.hash);

    // A game entry came since the head a move was chosen at: refused, nothing logged.
    const size = mover.replica.size;
    const stale = await mover.replica.propose(move, { after: seen });
    expect(stale.ok ? "logged" : stale.error.code).toBe("board-changed");
    expect(mover.replica.size).toBe(size);
  });

  it("logs the seeded outcomes due after a move in the same write, and fills in nothing twice", async () => {
    const a = makeDevice(twoSeats, "dA");
    const writes: number[] = [];
    const counted = new Replica({
      setup: twoSeats,
      persist: async (entries) => void writes.push(entries.length),
    });
    const due = dueOutcome(twoSeats, counted.merged)!;
    const first = await counted.propose(
      { author: SEED_AUTHOR, seat: "chance", kind: "random", text: due },
      { withDueOutcomes: true },
    );
    expect(first.ok).toBe(true);
    // The lot, and the roll right after it: one write.
    expect(writes).toEqual([2]);
    expect(counted.merged.accepted.map((e) => e.seat)).toEqual(["chance", "chance"]);
    // Another device filled in the same outcome first: it is the very same entry.
    await a.replica.receive(counted.all(), "link");
    const again = await a.replica.propose(
      {
        author: SEED_AUTHOR,
        seat: "chance",
        kind: "random",
        text: due,
      },
      { after: null },
    );
    expect(again.ok && again.value.hash).toBe(first.ok && first.value.hash);
    expect(a.stored.size).toBe(2);
  });
});

describe("sync scenarios", () => {
  it("gives a late joiner the whole log through a relay", async () => {
    const network = new FakeNetwork({ seed: 3, maxDelay: 3, dropRate: 0, reorder: true });
    const [a, b, c] = ["dA", "dB", "dC"].map((id) => makeDevice(setup, id));
    connect(network, a, b);
    await play(a, 12);
    await network.quiesce();
    expect(b.replica.size).toBe(12);
    connect(network, b, c); // c never talks to a
    await network.quiesce();
    expect(c.replica.size).toBe(12);
    expect(summary(c.replica.merged)).toBe(summary(a.replica.merged));
    // New entries reach c through b.
    await play(a, 2);
    await network.quiesce();
    expect(c.replica.size).toBe(14);
    expect(c.replica.merged.head).toBe(a.replica.merged.head);
  });

  it("a device back from offline and the table exchange what each lacks; the longer line wins", async () => {
    const network = new FakeNetwork({ seed: 4, maxDelay: 2, dropRate: 0, reorder: false });
    // A restored copy of one device (same id, both seats): both play while apart.
    const [home, away] = [makeDevice(setup, "dA", "home"), makeDevice(setup, "dA", "away")];
    connect(network, home, away);
    await play(home, 8);
    await network.quiesce();
    network.partition([["home"], ["away"]]);
    await play(home, 3, 1);
    await play(away, 6, 2);
    expect(home.replica.size).toBe(11);
    expect(away.replica.size).toBe(14);
    network.heal();
    connect(network, home, away);
    await network.quiesce();
    expect(home.replica.size).toBe(17);
    expect(summary(home.replica.merged)).toBe(summary(away.replica.merged));
    // The away line went further (both lines have the one device on them, so length
    // decides): it is the game; home's three entries are rejected, the first named as a
    // second version of one turn by that device (a restored copy is one author twice).
    expect(home.replica.merged.accepted.length).toBe(14);
    const rejected = home.replica.merged.rejected.map((r) => r.code);
    expect(rejected[0]).toBe("equivocation");
    expect(rejected.slice(1)).toEqual(["after-rejected", "after-rejected"]);
  });
});
