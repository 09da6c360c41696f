// A fair game's file: exported from the merge with its public transcript, replayed on the
// command line (replayText, what `npm run cli -- replay` prints) up to what is public —
// tokens where cards are hidden — and fully once the decks' secrets are in.
import { expect, test } from "vitest";
import { errorOf, replayText } from "../../src/cli/replay";
import { isToken, visibleTokens } from "../../src/fair/tokens";
import { makeGameFileText, parseGameFileText } from "../../src/log/gamefile";
import { mergedFile } from "../../src/log/linear";
import type { SpiteState } from "../../src/games/spite-malice/state";
import { FairLogTable } from "./log-table";

const fileOf = (t: FairLogTable): string =>
  makeGameFileText(mergedFile(t.header, t.at(t.devices[0])));

test("a fair file replays to the public state (tokens), then to every card once the keys are in", () => {
  const t = new FairLogTable(["ann", "bob"], "file");
  t.run(60);
  const mid = fileOf(t);
  expect(mid).not.toContain("secret");
  const line = replayText(mid) as unknown as {
    fair: { state: SpiteState; decks: { verdict: unknown }[] };
  };
  expect(errorOf(line as never)).toBeNull();
  const shown = line.fair.state;
  expect(JSON.stringify(shown)).toBe(JSON.stringify(t.at(t.devices[0]).state));
  expect(shown.hands.flat().length).toBeGreaterThan(0);
  expect(shown.hands.flat().every((c) => c !== null && isToken(c))).toBe(true);
  expect(shown.stock.every((c) => c !== null && isToken(c))).toBe(true);
  expect(line.fair.decks[0].verdict).toBeNull();
  // A file whose fair entry was changed is refused where that entry stands.
  const parsed = parseGameFileText(mid);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const log = parsed.value.fair!.log;
  const at = log.findIndex((e) => e.text.startsWith("open "));
  const bad = {
    ...parsed.value,
    fair: {
      ...parsed.value.fair!,
      log: log.map((e, i) =>
        i === at ? { ...e, by: log[0].by === e.by ? log[1].by : log[0].by } : e,
      ),
    },
  };
  expect(errorOf(replayText(makeGameFileText(bad)))?.code).toMatch(/^fair-/);

  t.run();
  const end = replayText(fileOf(t)) as unknown as {
    fair: { state: SpiteState; decks: { verdict: unknown }[] };
    status: string;
  };
  expect(end.status).toBe("over");
  expect(visibleTokens(end.fair.state).size).toBe(0);
  expect(end.fair.decks.every((d) => JSON.stringify(d.verdict) === '{"kind":"fair"}')).toBe(true);
}, 300_000);

test("a trusted game's file has no fair part", () => {
  const t = new FairLogTable(["ann", "bob"], "file");
  const trusted = { ...t.header, fair: undefined };
  const file = mergedFile(trusted, { ...t.at(t.devices[0]), accepted: [] });
  expect(file).not.toHaveProperty("fair");
});
