import { describe, expect, it } from "vitest";
import { handTargets } from "../../../src/ui/pairing/hand-targets";
import type { PeerPresence } from "../../../src/net/table/presence";

const presence = (device: string, here: boolean): PeerPresence => ({
  device,
  here,
  since: 0,
  via: here ? "direct" : null,
});

describe("handTargets", () => {
  it("offers linked devices first, then away ones and the seats' other holders", () => {
    const targets = handTargets(
      [presence("dev-b", false), presence("dev-c", true)],
      ["me", "dev-d", "*"],
      "me",
    );
    expect(targets).toEqual([
      { device: "dev-c", here: true },
      { device: "dev-b", here: false },
      { device: "dev-d", here: false },
    ]);
  });

  it("never offers this device or the open seat, and lists each device once", () => {
    const targets = handTargets(
      [presence("me", true), presence("dev-b", true)],
      ["dev-b", "*"],
      "me",
    );
    expect(targets).toEqual([{ device: "dev-b", here: true }]);
  });
});
