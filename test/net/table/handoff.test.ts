import { describe, expect, it } from "vitest";
import { FakeNetwork, type MemoryLink } from "../../../src/net/memory-link";
import { HandoffLimits, HandoffLink, KEEPALIVE } from "../../../src/net/table/handoff";
import { FakeTimers } from "./fake-platform";

/*
 * Issue 27, item 5, hole 3 (the outside probe): what came on a handed-off link before
 * its next handler was set was kept without bound (+49.9 MiB while a fair gathering
 * made a guest wait), and kept after the link closed. Now past a bound (messages and
 * bytes) the link is closed, the peer told why, and what was kept is let go.
 */

const { maxKept: MAX_KEPT, maxKeptBytes: MAX_KEPT_BYTES } = HandoffLimits;

interface Handoff {
  readonly network: FakeNetwork;
  readonly timers: FakeTimers;
  readonly peer: MemoryLink;
  readonly link: HandoffLink;
  readonly heard: string[];
}

function handoff(): Handoff {
  const network = new FakeNetwork({ seed: 3, maxDelay: 1, dropRate: 0, reorder: false });
  const [peer, mine] = network.connect("peer", "me");
  const heard: string[] = [];
  peer.onMessage((m) => void heard.push(m as string));
  const timers = new FakeTimers();
  return { network, timers, peer, link: new HandoffLink(mine, timers), heard };
}

/** Everything handed to a handler set now. */
function drain(link: HandoffLink): unknown[] {
  const got: unknown[] = [];
  link.onMessage((m) => void got.push(m));
  return got;
}

describe("what a handed-off link keeps before its handler (issue 27, item 5, hole 3)", () => {
  it("an honest peer's few messages are kept and handed on in order (keepalives are not kept)", async () => {
    const { network, peer, link } = handoff();
    const sent = Array.from({ length: 20 }, (_, i) => `{"t":"m","i":${i}}`);
    for (const m of sent) {
      peer.send(m);
      peer.send(KEEPALIVE);
    }
    await network.quiesce();
    expect(link.state).toBe("open");
    expect(await link.next(10)).toBe(sent[0]);
    expect(drain(link)).toEqual(sent.slice(1));
    expect(link.refusal).toBeNull();
  });

  it("past the count, the link is closed and the peer told why", async () => {
    const { network, timers, peer, link, heard } = handoff();
    for (let i = 0; i < 1_000; i++) peer.send(`{"t":"m","i":${i}}`);
    await network.quiesce();
    expect(link.refusal?.code).toBe("handoff-full");
    expect(await link.next(10), "a refused link hands nothing on").toBeNull();
    // Closed once the refusal had time to reach the peer.
    timers.advance(500);
    expect(link.state).toBe("closed");
    expect(link.refusal?.code).toBe("handoff-full");
    const refusal = heard.map((m) => JSON.parse(m) as { t: string; code: string });
    expect(refusal).toEqual([expect.objectContaining({ t: "pair-refuse", code: "handoff-full" })]);
    // What was kept went with the link: a handler set now hears nothing of it.
    expect(drain(link)).toEqual([]);
  });

  it("past the bytes, the link is closed: a few large messages cannot pile up", async () => {
    const { network, timers, peer, link } = handoff();
    const large = `"${"€".repeat(100_000)}"`; // 300 KB in UTF-8, 100,002 characters
    for (let i = 0; i < 20; i++) peer.send(large);
    await network.quiesce();
    expect(20).toBeLessThan(MAX_KEPT);
    expect(20 * 300_000).toBeGreaterThan(MAX_KEPT_BYTES);
    timers.advance(500);
    expect(link.state).toBe("closed");
    expect(link.refusal?.code).toBe("handoff-full");
    expect(drain(link)).toEqual([]);
  });

  it("what was kept is let go when the link closes (nothing is handed on afterwards)", async () => {
    const { network, peer, link } = handoff();
    peer.send('{"t":"m"}');
    peer.send('{"t":"n"}');
    await network.quiesce();
    link.close();
    expect(drain(link)).toEqual([]);
    expect(link.refusal).toBeNull();
  });
});
