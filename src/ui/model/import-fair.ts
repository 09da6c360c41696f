import { fail, ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import { parseFairHeader } from "../../fair/commitment";
import { makeEntry, type Entry, type EntryBody } from "../../log/entry";
import { replayFairFile } from "../../log/fair-replay";
import { fairFold } from "../../log/fair-walk";
import { startFairOf } from "../../log/fair";
import type { GameFile } from "../../log/gamefile";
import { FILE_AUTHOR, SEED_AUTHOR, type GameHeader } from "../../log/header";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { Platform } from "./platform";
import { summarizeLog } from "./summary";

/*
 * Importing a fair game file (docs/game-file.md, "Fair games"). The file carries the
 * public transcript of a paired fair game and none of its secrets, so the game is
 * stored read only (`importedFair`): shown up to what is public, never played on here.
 */

/**
 * The entries and record of a fair file, or why it is refused: every fair entry is
 * checked by the fold as the devices checked it (proofs, shares, reveals, the audit),
 * every outcome against the reveals and the deck; the first refused one refuses the
 * whole file, with its place and code, and nothing is stored.
 */
export function fairImport(
  platform: Pick<Platform, "newId" | "now">,
  game: AnyGame,
  start: unknown,
  file: GameFile,
  base: { readonly options: Readonly<Record<string, unknown>>; readonly holders: SeatHolder[] },
): Result<{ record: StoredGame; entries: Entry[] }> {
  const fairFile = file.fair!;
  const header = parseFairHeader(fairFile.header);
  if (!header.ok) return fail(header.error.code, `"fair.header": ${header.error.message}`);
  const replayed = replayFairFile(game, start, file);
  if (replayed.error) {
    const { entry, code, message } = replayed.error;
    const refused = replayed.refusedFair;
    if (refused !== undefined) {
      const { by, text } = fairFile.log[refused];
      return fail(
        code,
        `fair entry ${refused + 1} (by ${by}, "${text.slice(0, 40)}…"): ${message}`,
      );
    }
    return fail(code, `move ${entry + 1} ("${file.moves[entry] ?? ""}"): ${message}`);
  }
  const id = platform.newId();
  const entries: Entry[] = [];
  const add = (e: Omit<EntryBody, "game" | "prev">) =>
    entries.push(makeEntry({ ...e, game: id, prev: entries.at(-1)?.hash ?? null }));
  let next = 0;
  for (let i = 0; i <= file.moves.length; i++) {
    for (; next < fairFile.log.length && fairFile.log[next].at === i; next++) {
      const { by, text } = fairFile.log[next];
      add({ author: by, seat: "chance", kind: "fair", text });
    }
    if (i === file.moves.length) break;
    const actor = replayed.actors[i];
    const random = actor === "chance";
    add({
      author: random ? SEED_AUTHOR : FILE_AUTHOR,
      seat: actor,
      kind: random ? "random" : "move",
      text: file.moves[i],
    });
  }
  const fairStart = startFairOf(
    game,
    { id: fairFile.id, fair: header.value } as unknown as GameHeader,
    start,
  );
  if (!fairStart || !fairStart.ok) return fail("bad-file", "the fair part does not start");
  const now = platform.now();
  const record: StoredGame = {
    id,
    game: game.id,
    options: base.options,
    seats: file.seats,
    seed: file.seed,
    holders: base.holders,
    created: now,
    fair: header.value,
    importedFair: { id: fairFile.id },
    ...summarizeLog(game, start, entries, now, fairFold(game, fairStart.value)),
  };
  return ok({ record, entries });
}
