// Owned by the pairing work (issue 3).
import { describe, expect, it } from "vitest";
import { CarrierLink } from "../../../src/net/links/channel-link";

describe("CarrierLink", () => {
  it("keeps messages that come before a handler, then delivers in order", () => {
    const link = new CarrierLink("peer-1", { send: () => undefined, close: () => undefined });
    link.deliver("early-1");
    link.deliver("early-2");
    const got: unknown[] = [];
    link.onMessage((m) => void got.push(m));
    link.deliver("late");
    expect(got).toEqual(["early-1", "early-2", "late"]);
  });

  it("drops sends once closed and calls close handlers exactly once", () => {
    const sent: string[] = [];
    let carrierClosed = 0;
    const link = new CarrierLink("peer-1", {
      send: (t) => void sent.push(t),
      close: () => void carrierClosed++,
    });
    let closes = 0;
    link.onClose(() => closes++);
    link.send("a");
    link.close();
    link.close();
    link.closed();
    link.send("b");
    expect(sent).toEqual(["a"]);
    expect(closes).toBe(1);
    expect(carrierClosed).toBe(1);
    expect(link.state).toBe("closed");
    // A handler added after the close runs at once.
    let late = 0;
    link.onClose(() => late++);
    expect(late).toBe(1);
  });

  it("a carrier that throws on send closes the link instead of throwing", () => {
    const link = new CarrierLink("peer-1", {
      send: () => {
        throw new Error("channel gone");
      },
      close: () => undefined,
    });
    expect(() => link.send("x")).not.toThrow();
    expect(link.state).toBe("closed");
  });
});
