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
    // The away line went further: it is the game; home's three entries are rejected.
    expect(home.replica.merged.accepted.length).toBe(14);
    const rejected = home.replica.merged.rejected.map((r) => r.code);
    expect(rejected[0]).toBe("conflict");
    expect(rejected.slice(1)).toEqual(["after-rejected", "after-rejected"]);
  });
});
