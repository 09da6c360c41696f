// Importing a fair game file into the app (docs/game-file.md, "Fair games"): exported
// from a paired fair game (the merge of a simulated table of two devices), imported on a
// device that took no part, it is stored read only and shows the same public state:
// tokens where cards are hidden, every card and the audit once the keys are in. A bad
// fair entry refuses the whole file and stores nothing; the import can never play.
import { describe, expect, it } from "vitest";
import { isToken, visibleTokens } from "../../src/fair/tokens";
import type { FairHeader } from "../../src/fair/commitment";
import { isGameEntry } from "../../src/log/entry";
import { parseGameFileText, makeGameFileText } from "../../src/log/gamefile";
import { standing } from "../../src/store/continue-summary";
import type { StoredGame } from "../../src/store/types";
import { translate } from "../../src/ui/i18n/i18n";
import { FairFileLog, ImportedFairError } from "../../src/ui/model/fair-file-log";
import { GameSession } from "../../src/ui/model/session";
import { isMyTurn } from "../../src/ui/model/turn-alert";
import { standingLine } from "../../src/ui/screens/continue-lines";
import { exportGameFile } from "../../src/ui/model/game-file";
import { importGameFile } from "../../src/ui/model/import-file";
import type { SpiteState } from "../../src/games/spite-malice/state";
import { FairLogTable } from "../fair/log-table";
import { fakePlatform } from "./fakes";

/** The file the app exports of the table's game, as the first device keeps it. */
function exported(t: FairLogTable): string {
  const merged = t.at(t.devices[0]);
  const record = {
    id: t.header.id,
    game: t.header.game,
    options: t.header.options,
    seats: t.header.seats,
    seed: t.header.seed,
    holders: t.header.holders.map((device) => ({ kind: "remote", device })),
    fair: t.header.fair as FairHeader,
    status: "playing",
  } as unknown as StoredGame;
  const entries = merged.accepted.filter(isGameEntry);
  return exportGameFile(record, entries, t.devices[0].key.id, merged.accepted);
}

async function imported(text: string) {
  const platform = fakePlatform();
  const result = await importGameFile(platform, text);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  const loaded = (await platform.store.loadGame(result.value.game.id))!;
  const log = FairFileLog.open(spiteGame(), loaded);
  if (!log.ok) throw new Error(log.error.message);
  return { platform, record: result.value.game, log: log.value, loaded };
}

let table: FairLogTable | null = null;
const spiteGame = () => table!.game;

describe("importing a fair game file", () => {
  it("mid-game: read only, the same public state (tokens), and exported again the same", async () => {
    table = new FairLogTable(["ann", "bob"], "import");
    const t = table;
    t.run(90);
    const merged = t.at(t.devices[0]);
    const text = exported(t);
    const { record, log, loaded, platform } = await imported(text);
    expect(record.importedFair).toEqual({ id: t.header.id });
    expect(record.id).not.toBe(t.header.id);
    expect(record.signed).toBeUndefined();
    expect(JSON.stringify(log.state())).toBe(JSON.stringify(merged.state));
    const hands = (log.state() as SpiteState).hands.flat();
    expect(hands.length).toBeGreaterThan(0);
    expect(hands.every((c) => isToken(c))).toBe(true);
    // The Continue summary walked with the fold: the standing of the merge.
    expect({
      status: record.status,
      toMove: record.toMove,
      scores: record.scores,
      winners: record.winners,
    }).toEqual(standing(t.game, merged.state));
    expect(record.lastMove).not.toBeNull();
    // It can never be played here, and shows no hidden card (tokens are null).
    expect(log.readsAll()).toBe(false);
    expect(log.dueOutcome()).toBeNull();
    expect(log.fairAudit()).toEqual({ kind: "pending" });
    expect((await log.append())?.code).toBe(ImportedFairError);
    const view = log.viewFor(0) as SpiteState;
    expect(view.hands.flat().every((c) => c === null)).toBe(true);
    // Nothing asks anyone to move: its persons' seats are stored as this device's, yet
    // the session plays none of them, no dice wait for a tap, no turn alert can fire,
    // and the Continue list says read only, never "Your turn".
    expect(record.holders.every((h) => h.kind !== "remote")).toBe(true);
    const session = new GameSession(platform, log);
    session.setAutoRoll(() => false);
    const seat = record.toMove![0];
    expect(session.actor()).toBe(seat);
    expect(session.isDeviceSeat(seat)).toBe(false);
    expect(session.rollWaiting()).toBeNull();
    expect(isMyTurn(record, session.actor(), session.rollWaiting())).toBe(false);
    const move = session.report.value.legal[0] ?? "any";
    expect((await session.play(move))?.code).toBe("not-your-seat");
    await session.advance();
    expect(log.entries().length).toBe(loaded.entries.filter(isGameEntry).length);
    session.close();
    const line = standingLine(record, ["Anna", "Bob"], (k, p) => translate("en", k, p));
    expect(line).toMatch(/^Imported fair game, read only · /);
    expect(line).not.toContain("Your turn");
    // Exported again, its moves and transcript are the file's (no secret was ever in it).
    const again = exportGameFile(record, log.entries(), "other", log.fairWalk()!.entries);
    const a = parseGameFileText(text);
    const b = parseGameFileText(again);
    if (!a.ok || !b.ok) throw new Error("a file does not parse");
    expect(b.value.moves).toEqual(a.value.moves);
    expect(b.value.fair).toEqual(a.value.fair);
    // The same file again is the same game; this device's stored entries hold no new secret.
    const same = await importGameFile(platform, text);
    expect(same.ok && same.value.kind).toBe("same");
    expect(loaded.entries.some((e) => e.author === "device-test")).toBe(false);
  }, 120_000);

  it("a bad fair entry refuses the whole file with its code and place; nothing is stored", async () => {
    const t = table!;
    const parsed = parseGameFileText(exported(t));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const log = parsed.value.fair!.log;
    const at = log.findIndex((e) => e.text.startsWith("open "));
    const other = log.find((e) => e.by !== log[at].by)!.by;
    const bad = {
      ...parsed.value,
      fair: { ...parsed.value.fair!, log: log.map((e, i) => (i === at ? { ...e, by: other } : e)) },
    };
    const platform = fakePlatform();
    const result = await importGameFile(platform, makeGameFileText(bad));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toMatch(/^fair-/);
    expect(result.error.message).toContain(`fair entry ${at + 1}`);
    expect(await platform.store.listGames()).toEqual([]);
  });

  it("a finished game: every card, and the audit's verdict, once the keys are in", async () => {
    const t = table!;
    t.run();
    const merged = t.at(t.devices[0]);
    expect(t.game.result(merged.state)).not.toBeNull();
    const { record, log } = await imported(exported(t));
    expect(record.status).toBe("over");
    expect(visibleTokens(log.state()).size).toBe(0);
    expect(log.fair!.decks.length).toBeGreaterThan(0);
    expect(log.fair!.decks.every((d) => d.verdict?.kind === "fair")).toBe(true);
    expect(log.fairAudit()).toEqual({ kind: "fair" });
    expect(record.winners).toEqual(standing(t.game, merged.state).winners);
  }, 300_000);
});
