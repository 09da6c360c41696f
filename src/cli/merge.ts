import { fail, ok, type Result } from "../engine/errors";
import { findGame } from "../games/registry";
import type { Entry } from "../log/entry";
import { makeGameFileText, parseGameFileText, type GameFile } from "../log/gamefile";
import { fileEntries, fileHeader, mergedFile } from "../log/linear";
import { mergeEntries, mergeSetup } from "../log/merge";
import { readGameFile } from "./read-file";

export interface MergeInput {
  /** How to name the copy in notes: its path. */
  readonly name: string;
  readonly text: string;
}

export interface MergeOutput {
  /** The merged game file, canonical JSON: the same bytes for any order of the inputs. */
  readonly text: string;
  /** What was not applied, and why, for people (sorted, so also order-independent). */
  readonly notes: readonly string[];
}

const label = (file: GameFile, name: string): string =>
  file.device === undefined ? name : `${name} (device ${file.device})`;

/** Merges copies of one game (docs/sync.md, "Game files"); an error when they are not. */
export function mergeTexts(inputs: readonly MergeInput[]): Result<MergeOutput> {
  const files: { name: string; file: GameFile }[] = [];
  for (const input of inputs) {
    const parsed = parseGameFileText(input.text);
    if (!parsed.ok) return fail(parsed.error.code, `${input.name}: ${parsed.error.message}`);
    files.push({ name: label(parsed.value, input.name), file: parsed.value });
  }
  if (files.length === 0) return fail("no-files", "name at least one game file");
  const game = findGame(files[0].file.game);
  if (!game) return fail("unknown-game", `no game "${files[0].file.game}"`);
  const header = fileHeader(game, files[0].file);
  if (!header.ok) return fail(header.error.code, `${files[0].name}: ${header.error.message}`);
  for (const { name, file } of files) {
    const other = file.game === game.id ? fileHeader(game, file) : null;
    if (!other?.ok || other.value.id !== header.value.id) {
      return fail(
        "not-one-game",
        `${name} is not a copy of the same game (the game, options, seats and seed must agree)`,
      );
    }
  }
  const setup = mergeSetup(game, header.value);
  if (!setup.ok) return setup;

  const notes: string[] = [];
  const entries: Entry[] = [];
  const sources = new Map<string, string[]>();
  for (const { name, file } of files) {
    const mapped = fileEntries(setup.value, file);
    entries.push(...mapped.entries);
    for (const entry of mapped.entries)
      sources.set(entry.hash, [...(sources.get(entry.hash) ?? []), name]);
    if (mapped.error && mapped.error.entry + 1 < file.moves.length) {
      const unread = file.moves.length - mapped.error.entry - 1;
      notes.push(
        `${name}: the ${unread} move(s) after its illegal move ${mapped.error.entry} were not read`,
      );
    }
  }
  const merged = mergeEntries(setup.value, entries);
  for (const r of merged.rejected) {
    const from = [...new Set(sources.get(r.entry.hash))].sort().join(", ");
    notes.push(
      `${from}: move ${r.depth - 1} "${r.entry.text}" was not applied because ${r.message}`,
    );
  }
  const text = makeGameFileText(mergedFile(setup.value.header, merged));
  return ok({ text, notes: notes.sort() });
}

/** `npm run cli -- merge FILE FILE...`: prints the merged game file; notes go to stderr. */
export function runMerge(paths: string[]): number {
  if (paths.length === 0) {
    process.stderr.write("usage: npm run cli -- merge FILE FILE...\n");
    return 2;
  }
  const inputs: MergeInput[] = [];
  for (const path of paths) {
    const text = readGameFile(path);
    if (!text.ok) {
      process.stderr.write(`merge: ${path}: ${text.error.message} (${text.error.code})\n`);
      return 1;
    }
    inputs.push({ name: path, text: text.value });
  }
  const merged = mergeTexts(inputs);
  if (!merged.ok) {
    process.stderr.write(`merge: ${merged.error.message} (${merged.error.code})\n`);
    return 1;
  }
  for (const note of merged.value.notes) process.stderr.write(`merge: ${note}\n`);
  process.stdout.write(`${merged.value.text}\n`);
  return 0;
}
