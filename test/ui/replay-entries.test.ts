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

describe("replayEntries", () => {
  const entries = chain(TEXTS);

  it("replays a sound log to its state", () => {
    const full = replayEntries(smalta, record, entries);
    const prefix = replayEntries(smalta, record, entries.slice(0, 4));
    expect(full.ok && prefix.ok).toBe(true);
    expect(full).not.toEqual(prefix);
  });

  it("refuses a broken link", () => {
    const bad = [...entries.slice(0, 4), { ...entries[5], prev: entries[3].hash }];
    const replayed = replayEntries(smalta, record, bad);
    expect(replayed.ok ? "accepted" : replayed.error.code).toBe("hash-mismatch");
  });

  it("refuses an entry changed after it was hashed", () => {
    const tampered = [{ ...entries[0], text: "first 1" }, ...entries.slice(1)];
    const replayed = replayEntries(smalta, record, tampered);
    expect(replayed.ok ? "accepted" : replayed.error.code).toBe("hash-mismatch");
  });

  it("refuses an entry of another game", () => {
    const { prev, author, seat, kind, text } = entries[2];
    const stray = makeEntry({ game: "g2", prev, author, seat, kind, text });
    const replayed = replayEntries(smalta, record, [...entries.slice(0, 2), stray]);
    expect(replayed.ok ? "accepted" : replayed.error.code).toBe("wrong-game");
  });
});
