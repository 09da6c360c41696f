import { describe, expect, it } from "vitest";
import { SilenceJudge } from "../../../src/net/table/silence";

/** Keepalive every 1 s, gone after 4 s of silence: the table's own figures. */
const judge = (now = 0) => new SilenceJudge(now, 1_000, 4_000);

/** Ticks on time every second from `from` to `to`; the link last heard at `heard` stays. */
function ticksKeep(j: SilenceJudge, from: number, to: number, heard: number): void {
  for (let t = from; t <= to; t += 1_000) {
    j.tick(t);
    expect(j.silent(heard, t), `at ${t} ms`).toBe(false);
  }
}

describe("the silence of a link", () => {
  it("counts from the link's last message while this device ticks on time", () => {
    const j = judge();
    ticksKeep(j, 1_000, 4_000, 0);
    j.tick(5_000);
    expect(j.silent(0, 5_000)).toBe(true);
    // A message at 4.5 s keeps the link.
    expect(j.silent(4_500, 5_000)).toBe(false);
  });

  it("after this device stalled, counts only from when it runs again", () => {
    const j = judge();
    j.tick(1_000);
    // Ten seconds without a tick: this device was stalled, not its peer.
    ticksKeep(j, 11_000, 15_000, 1_000);
    // Still nothing heard four seconds after it ran again: the peer is gone.
    j.tick(16_000);
    expect(j.silent(1_000, 16_000)).toBe(true);
    // One heard after it ran again (say, what waited in its queue) keeps the link.
    expect(j.silent(12_500, 16_000)).toBe(false);
  });

  it("takes a tick up to twice the period late for no stall", () => {
    const j = judge();
    j.tick(2_000);
    j.tick(4_000);
    j.tick(5_500);
    expect(j.silent(0, 5_500)).toBe(true);
  });
});
