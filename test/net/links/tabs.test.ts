// Owned by the pairing work (issue 3).
import { describe, expect, it } from "vitest";
import type { Link } from "../../../src/net/link";
import { joinTabsRoom } from "../../../src/net/links/tabs";

/** Node 20 has BroadcastChannel, so two "tabs" can be two rooms in one process. */
function nextLink(links: Link[]): Promise<Link> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (links.length > 0) {
        clearInterval(timer);
        resolve(links[0]);
      }
    }, 2);
  });
}

function nextMessage(link: Link): Promise<unknown> {
  return new Promise((resolve) => link.onMessage(resolve));
}

describe("tabs link (BroadcastChannel)", () => {
  it("links two tabs of a room both ways, in order, and closes both ends", async () => {
    const room = `test-${Math.random().toString(36).slice(2)}`;
    const aLinks: Link[] = [];
    const bLinks: Link[] = [];
    const a = joinTabsRoom(room, "tab-a", (l) => aLinks.push(l));
    const b = joinTabsRoom(room, "tab-b", (l) => bLinks.push(l));
    const [ab, ba] = await Promise.all([nextLink(aLinks), nextLink(bLinks)]);
    expect(ab.peer).toBe("tab-b");
    expect(ba.peer).toBe("tab-a");
    expect(aLinks).toHaveLength(1);

    const received: unknown[] = [];
    const three = new Promise<void>((resolve) =>
      ba.onMessage((m) => {
        received.push(m);
        if (received.length === 3) resolve();
      }),
    );
    ab.send("one");
    ab.send("two");
    ab.send("three");
    await three;
    expect(received).toEqual(["one", "two", "three"]);
    const back = nextMessage(ab);
    ba.send("pong");
    expect(await back).toBe("pong");

    const closed = new Promise<void>((resolve) => ba.onClose(resolve));
    ab.close();
    await closed;
    expect(ab.state).toBe("closed");
    expect(ba.state).toBe("closed");
    a.leave();
    b.leave();
  });

  it("ignores tabs of another room and posts that are not ours", async () => {
    const aLinks: Link[] = [];
    const a = joinTabsRoom("room-1", "tab-a", (l) => aLinks.push(l));
    const other = joinTabsRoom("room-2", "tab-b", () => undefined);
    const stray = new BroadcastChannel("tabula-tabs/room-1");
    stray.postMessage("not a post");
    stray.postMessage({ t: "data", from: "tab-x", to: "tab-a", data: "no link to tab-x" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(aLinks).toHaveLength(0);
    stray.close();
    a.leave();
    other.leave();
  });
});
