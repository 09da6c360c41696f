import { describe, expect, it } from "vitest";
import { FakeNetwork } from "../../src/net/memory-link";
import { hostileLink, playHonest } from "./hostile";
import { makeDevice, setupOf, smaltaHeader } from "./table";

// Hole 4 of issue 9: the rules-version and header checks stopped only the hello; an
// "entries" message on the same link was still stored and accepted. A link is bound to
// one game header by a good hello: nothing else is taken before it, nor after a refused one.

const setup = setupOf(smaltaHeader("binding", ["dA", "dM"]));

function world() {
  const network = new FakeNetwork({ seed: 3, maxDelay: 2, dropRate: 0, reorder: false });
  const a = makeDevice(setup, "dA");
  const source = makeDevice(setup, "dM", "source");
  return { network, a, source };
}

describe("a link is bound to one game header", () => {
  it("takes no entries after a hello of another rules version", async () => {
    const { network, a, source } = world();
    const line = await playHonest(source, 3);
    const hostile = hostileLink(network, a);
    hostile.hello({ rules: setup.game.rulesVersion + 1 });
    hostile.entries(line);
    await network.quiesce();
    expect(a.refused.map((e) => e.code)).toEqual(["rules-version", "link-refused"]);
    expect(a.replica.size).toBe(0);
    expect(a.stored.size).toBe(0);
    // Not even a good hello afterwards makes the link take entries.
    hostile.hello();
    hostile.entries(line);
    await network.quiesce();
    expect(a.replica.size).toBe(0);
    expect(hostile.link.state, "the link stays open").toBe("open");
  });

  it("takes no entries after a hello of another header", async () => {
    const { network, a, source } = world();
    const line = await playHonest(source, 3);
    const hostile = hostileLink(network, a);
    hostile.hello({ header: "0".repeat(64) });
    hostile.entries(line);
    await network.quiesce();
    expect(a.refused.map((e) => e.code)).toEqual(["header-mismatch", "link-refused"]);
    expect(a.replica.size).toBe(0);
  });

  it("takes nothing before a good hello, and what came early once it arrives", async () => {
    const { network, a, source } = world();
    const line = await playHonest(source, 3);
    const hostile = hostileLink(network, a);
    hostile.entries(line);
    await network.quiesce();
    expect(a.replica.size, "nothing taken before the hello").toBe(0);
    hostile.hello();
    await network.quiesce();
    expect(a.replica.size).toBe(3);
    expect(a.refused).toEqual([]);
  });

  it("stays bound: a later hello of another header is refused and the link takes nothing more", async () => {
    const { network, a, source } = world();
    const line = await playHonest(source, 4);
    const hostile = hostileLink(network, a);
    hostile.hello();
    hostile.entries(line.slice(0, 2));
    await network.quiesce();
    expect(a.replica.size).toBe(2);
    hostile.hello({ header: "1".repeat(64) });
    hostile.entries(line.slice(2));
    await network.quiesce();
    expect(a.refused.map((e) => e.code)).toEqual(["header-mismatch", "link-refused"]);
    expect(a.replica.size).toBe(2);
  });
});
