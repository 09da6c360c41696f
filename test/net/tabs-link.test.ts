import { afterEach, describe, expect, it } from "vitest";
import type { Link } from "../../src/net/link";
import { TabsHub } from "../../src/net/tabs-link";
import { makeDevice, setupOf, smaltaHeader } from "./table";
import { dueOutcome } from "../../src/log/chance";
import { SEED_AUTHOR } from "../../src/log/header";

/** Node has BroadcastChannel too, so the tabs link runs here for real. */

const hubs: TabsHub[] = [];
afterEach(() => hubs.splice(0).forEach((h) => h.close()));

const until = async (done: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

describe("tabs link (BroadcastChannel)", () => {
  it("pairs tabs that join at different times, carries text both ways, and closes", async () => {
    const name = `tabula-test-${process.pid}-a`;
    const linksOf: Record<string, Link[]> = { t1: [], t2: [] };
    hubs.push(new TabsHub(name, "t1", (l) => linksOf.t1.push(l)));
    hubs.push(new TabsHub(name, "t2", (l) => linksOf.t2.push(l)));
    await until(() => linksOf.t1.length === 1 && linksOf.t2.length === 1);
    const [a] = linksOf.t1;
    const [b] = linksOf.t2;
    expect([a.peer, b.peer]).toEqual(["t2", "t1"]);
    const got: unknown[] = [];
    b.onMessage((m) => void got.push(m));
    a.send("one");
    a.send("two");
    await until(() => got.length === 2);
    expect(got).toEqual(["one", "two"]);
    let closed = false;
    b.onClose(() => (closed = true));
    a.close();
    await until(() => closed);
    expect(b.state).toBe("closed");
  });

  it("ignores junk on the channel", async () => {
    const name = `tabula-test-${process.pid}-b`;
    const links: Link[] = [];
    hubs.push(new TabsHub(name, "t1", (l) => links.push(l)));
    const rogue = new BroadcastChannel(name);
    rogue.postMessage({ kind: "hi", from: "bad id with spaces", to: null });
    rogue.postMessage("nonsense");
    rogue.postMessage({ kind: "data", from: "t9", to: "t1", data: "unknown sender" });
    await new Promise((r) => setTimeout(r, 30));
    rogue.close();
    expect(links).toEqual([]);
  });

  it("syncs two replicas across tabs", async () => {
    const name = `tabula-test-${process.pid}-c`;
    const setup = setupOf(smaltaHeader("tabs-game", ["dA", "dB"]));
    const a = makeDevice(setup, "dA");
    const b = makeDevice(setup, "dB");
    const first = await a.replica.propose({
      author: SEED_AUTHOR,
      seat: "chance",
      kind: "random",
      text: dueOutcome(setup, setup.start)!,
    });
    expect(first.ok).toBe(true);
    hubs.push(new TabsHub(name, "ta", (l) => a.sync.attach(l)));
    hubs.push(new TabsHub(name, "tb", (l) => b.sync.attach(l)));
    await until(() => b.replica.size === 1);
    expect(b.replica.merged.head).toBe(a.replica.merged.head);
  });
});
