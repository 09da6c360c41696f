import { fail, ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import { findManifest, loadRules } from "../../games/manifests";
import { isGameEntry, makeEntry, type Entry } from "../../log/entry";
import { effectiveGameEntries } from "../../log/takeback";
import { parseGameFileText, type FileHolder, type GameFile } from "../../log/gamefile";
import { SEED_AUTHOR } from "../../log/header";
import { initialState, randomSourceFor, replayMoves } from "../../log/replay";
import type { SeatHolder, StoredGame } from "../../store/types";
import type { Platform } from "./platform";
import { fairImport } from "./import-fair";
import { signEntries } from "./sign-entries";
import { summarizeLog } from "./summary";

/*
 * Importing a game file (docs/game-file.md). A chunk of its own, loaded on the first
 * import: it replays the file and hashes its entries, which Home does not need before.
 */

/**
 * The holders of an imported game: each person's seat is played on this device (with
 * the name and hands the file gives), each bot stays a bot; absent, a person at every
 * seat. A bot of a level this app's game does not offer refuses the file.
 */
export function importedHolders(file: GameFile): Result<SeatHolder[]> {
  const levels = findManifest(file.game)?.ui?.botLevels ?? [];
  const holders: SeatHolder[] = [];
  for (let seat = 0; seat < file.seats; seat++) {
    const h: FileHolder = file.holders?.[seat] ?? { kind: "person" };
    if (h.kind === "bot") {
      if (!levels.includes(h.level)) {
        return fail(
          "unknown-level",
          `seat ${seat + 1} is a bot of level "${h.level}", which ${file.game} here does not have (${levels.join(", ")})`,
        );
      }
      holders.push({ kind: "bot", level: h.level });
    } else {
      holders.push({
        kind: "device",
        ...(h.name !== undefined ? { name: h.name } : {}),
        ...(h.player !== undefined ? { player: h.player } : {}),
      });
    }
  }
  return ok(holders);
}

/**
 * A stored game that IS the file's game: the same game, seats, seed and options (as
 * the rules read them), and the very same log, entry by entry. Importing the file
 * again would only make a copy of it.
 */
export async function findSameGame(
  platform: Platform,
  file: GameFile,
  options: Readonly<Record<string, unknown>>,
): Promise<StoredGame | null> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const candidates = (await platform.store.listGames()).filter(
    (g) =>
      g.game === file.game &&
      g.seats === file.seats &&
      g.seed === file.seed &&
      g.entryCount === file.moves.length &&
      same(sortedKeys(g.options), sortedKeys(options)),
  );
  for (const candidate of candidates) {
    const loaded = await platform.store.loadGame(candidate.id);
    // A game of this device with take-backs lists the moves of its line as it stands now.
    const texts = loaded && effectiveGameEntries(loaded.entries).map((e) => e.text);
    if (texts && same(texts, file.moves)) return loaded!.game;
  }
  return null;
}

const sortedKeys = (o: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Imports a game file: parses it, replays every move through the engine (and the
 * seed), and stores it as a new game of this device only when all of it is sound.
 * Anything wrong refuses the whole file and stores nothing.
 */
export async function importGameFile(
  platform: Platform,
  text: string,
  choice: { readonly copy?: boolean } = {},
): Promise<Result<ImportedGame>> {
  const parsed = parseGameFileText(text);
  if (!parsed.ok) return parsed;
  const file = parsed.value;
  const rules = await loadRules(file.game);
  if (!rules.ok) return rules;
  const game = rules.value;
  const start = initialState(game, file);
  if ("error" in start) return { ok: false, error: start.error };
  if (file.fair) return importFair(platform, game, start.state, file, choice);
  const replayed = replayMoves(game, start.state, file.moves, randomSourceFor(file.seed));
  if (replayed.error) {
    const { entry, code, message } = replayed.error;
    return fail(code, `move ${entry + 1} ("${file.moves[entry]}"): ${message}`);
  }
  const id = platform.newId();
  const signed = platform.key !== undefined;
  const seedWrites = (actor: unknown) => signed && file.seed !== null && actor === "chance";
  const made: Entry[] = [];
  replayed.actors.forEach((actor, i) => {
    made.push(
      makeEntry({
        game: id,
        prev: i > 0 ? made[i - 1].hash : null,
        author: seedWrites(actor) ? SEED_AUTHOR : platform.device,
        seat: actor,
        kind: actor === "chance" ? "random" : "move",
        text: file.moves[i],
      }),
    );
  });
  const options = game.parseOptions(file.options);
  if (!options.ok) return options;
  const normalised = options.value as Readonly<Record<string, unknown>>;
  const holders = importedHolders(file);
  if (!holders.ok) return holders;
  if (!choice.copy) {
    const existing = await findSameGame(platform, file, normalised).catch(() => null);
    if (existing) return ok({ kind: "same", game: existing });
  }
  const sealed = signed ? await signEntries(made, platform.key) : ok(made);
  if (!sealed.ok) return sealed;
  const entries = sealed.value;
  const now = platform.now();
  const record: StoredGame = {
    id,
    game: game.id,
    options: normalised,
    seats: file.seats,
    seed: file.seed,
    holders: holders.value,
    created: now,
    ...(signed ? { signed: true } : {}),
    ...summarizeLog(game, start.state, entries, now),
  };
  try {
    await platform.store.createGame(record, entries);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  platform.keepSaved();
  return ok({ kind: "imported", game: record });
}

/**
 * A fair game file (docs/game-file.md, "Fair games"): stored read only, once its whole
 * transcript checks (src/ui/model/import-fair.ts); found stored already when this device
 * has the very same game (its own paired game, or the same file imported before).
 */
async function importFair(
  platform: Platform,
  game: AnyGame,
  start: unknown,
  file: GameFile,
  choice: { readonly copy?: boolean },
): Promise<Result<ImportedGame>> {
  const options = game.parseOptions(file.options);
  if (!options.ok) return options;
  const holders = importedHolders(file);
  if (!holders.ok) return holders;
  const base = {
    options: options.value as Readonly<Record<string, unknown>>,
    holders: holders.value,
  };
  const made = fairImport(platform, game, start, file, base);
  if (!made.ok) return made;
  if (!choice.copy) {
    const existing = await findSameFairGame(platform, file).catch(() => null);
    if (existing) return ok({ kind: "same", game: existing });
  }
  try {
    await platform.store.createGame(made.value.record, made.value.entries);
  } catch (e) {
    return fail("store-failed", e instanceof Error ? e.message : String(e));
  }
  platform.keepSaved();
  return ok({ kind: "imported", game: made.value.record });
}

/**
 * A stored game that IS the fair file's game: the paired game itself (this device played
 * it) or an import of it, with the same moves and the same fair entries.
 */
async function findSameFairGame(platform: Platform, file: GameFile): Promise<StoredGame | null> {
  const fair = file.fair!;
  const key = (e: { readonly author?: string; readonly by?: string; readonly text: string }) =>
    `${e.author ?? e.by} ${e.text}`;
  const wanted = JSON.stringify([file.moves, fair.log.map(key)]);
  const candidates = (await platform.store.listGames()).filter(
    (g) => g.game === file.game && (g.id === fair.id || g.importedFair?.id === fair.id),
  );
  for (const candidate of candidates) {
    const loaded = await platform.store.loadGame(candidate.id);
    if (!loaded) continue;
    const moves = loaded.entries.filter(isGameEntry).map((e) => e.text);
    const fairs = loaded.entries.filter((e) => e.kind === "fair").map(key);
    if (JSON.stringify([moves, fairs]) === wanted) return loaded.game;
  }
  return null;
}

/**
 * What an import did: stored the file as a new game, or found it stored already (the
 * same game, the same log) and stored nothing; `copy` imports it all the same.
 */
export type ImportedGame =
  | { readonly kind: "imported"; readonly game: StoredGame }
  | { readonly kind: "same"; readonly game: StoredGame };
