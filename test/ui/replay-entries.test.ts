import { describe, expect, it } from "vitest";
import { smalta } from "../../src/games/smalta/rules";
import { makeEntry, type Entry } from "../../src/log/entry";
import { replayEntries } from "../../src/ui/model/replay-entries";

const record = { id: "g1", options: {}, seats: 2, seed: null };
const TEXTS = ["first 0", "roll 3", "a1", "roll 4", "b1", "roll 1", "c3"];

function chain(texts: readonly string[]): Entry[] {
  const out: Entry[] = [];
  let seat: "chance" | number = "chance";
  for (const text of texts) {
    seat =
      text.startsWith("first") || text.startsWith("roll") ? "chance" : out.length % 4 === 2 ? 0 : 1;
    const prev = out.length > 0 ? out[out.length - 1].hash : null;
    out.push(
      makeEntry({
        game: "g1",
        prev,
        author: "d",
        seat,
        kind: seat === "chance" ? "random" : "move",
        text,
      }),
    );
  }
  return out;
}

describe("replayEntries with a known prefix", () => {
  const entries = chain(TEXTS);
  const full = replayEntries(smalta, record, entries);

  it("replays only the new entries and reaches the same state as a full replay", () => {
    expect(full.ok).toBe(true);
    const prefix = entries.slice(0, 4);
    const before = replayEntries(smalta, record, prefix);
    if (!before.ok) throw new Error(before.error.message);
    const resumed = replayEntries(smalta, record, entries, {
      entries: prefix,
      state: before.value,
    });
    expect(resumed).toEqual(full);
  });

  it("checks the new entries: a broken link after the known part is refused", () => {
    const prefix = entries.slice(0, 4);
    const before = replayEntries(smalta, record, prefix);
    if (!before.ok) throw new Error(before.error.message);
    const bad = [...prefix, { ...entries[5], prev: entries[3].hash }];
    const resumed = replayEntries(smalta, record, bad, { entries: prefix, state: before.value });
    expect(resumed.ok ? "accepted" : resumed.error.code).toBe("hash-mismatch");
  });

  it("falls back to a full check when the stored log does not begin with the known entries", () => {
    const prefix = entries.slice(0, 4);
    const before = replayEntries(smalta, record, prefix);
    if (!before.ok) throw new Error(before.error.message);
    const tampered = [{ ...entries[0], text: "first 1" }, ...entries.slice(1)];
    const resumed = replayEntries(smalta, record, tampered, {
      entries: prefix,
      state: before.value,
    });
    expect(resumed.ok ? "accepted" : resumed.error.code).toBe("hash-mismatch");
  });
});
