import { ErrorCode, fail, gameError, ok, type GameError, type Result } from "../engine/errors";
import { FairLimits } from "../fair/limits";
import { canonicalJson } from "./canonical";

export const GAME_FILE_FORMAT = "tabula-game/1";

/** Limits that keep a hostile file or peer from exhausting memory. */
export const Limits = {
  maxMoves: 10_000,
  // A card game's deal lists every card: 162 cards of three decks with jokers take ~650;
  // a fair deal lists a token (#d.p) per card: 156 cards of Spite and Malice for 3 or 4
  // seats take ~1,080.
  maxMoveLength: 2_000,
  maxFileBytes: 2_000_000,
  /** Fair entries of a fair game file (its bytes are bounded by maxFileBytes anyway). */
  maxFairEntries: 100_000,
} as const;

/**
 * Who held a seat, as a game file keeps it (docs/game-file.md, "holders"): a person
 * (this device's, or another device's when the game was paired; `player` groups one
 * person's hands) or a bot of a level. Device ids are not kept: a file is read on
 * another device, where every person's seat is played on that device.
 */
export type FileHolder =
  | { readonly kind: "person"; readonly name?: string; readonly player?: number }
  | { readonly kind: "bot"; readonly level: string };

/** Longest name a file may give a person. */
const MAX_NAME = 40;

/** The export / import / command-line format (docs/game-file.md). */
export interface GameFile {
  readonly format: typeof GAME_FILE_FORMAT;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly seed: string | null;
  readonly moves: readonly string[];
  /** The device that wrote this copy (used by merge); optional. */
  readonly device?: string;
  /** Who held each seat, one per seat; optional (absent: a person at every seat). */
  readonly holders?: readonly FileHolder[];
  /** A game played in fair mode: its public transcript (docs/fair-play.md, "Game files"). */
  readonly fair?: FairFile;
}

/**
 * The fair part of a game file: the paired game's id (proofs and rolls are bound to it),
 * the header's commitments, and every fair entry with its author and its place, `at`
 * being the number of moves before it. No device's secret is ever in it.
 */
export interface FairFile {
  readonly id: string;
  readonly header: unknown;
  readonly log: readonly FairFileEntry[];
}

export interface FairFileEntry {
  readonly at: number;
  readonly by: string;
  readonly text: string;
}

/**
 * The fair part of a fair game's file from its accepted chain (moves, fair and meta
 * entries in order): every fair entry at its place among the moves. `id` is the paired
 * game's id, `header` its commitments.
 */
export function fairFileOf(
  id: string,
  header: unknown,
  chain: readonly { readonly kind: string; readonly author: string; readonly text: string }[],
): FairFile {
  const log: FairFileEntry[] = [];
  let moves = 0;
  for (const entry of chain) {
    if (entry.kind === "fair") log.push({ at: moves, by: entry.author, text: entry.text });
    else if (entry.kind === "move" || entry.kind === "random") moves++;
  }
  return { id, header, log };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks the shape of a parsed JSON value; says exactly what is wrong. */
export function parseGameFile(raw: unknown): Result<GameFile> {
  const bad = (message: string): Result<GameFile> => fail(ErrorCode.BadFile, message);
  if (!isRecord(raw)) return bad("a game file is a JSON object");
  if (raw.format !== GAME_FILE_FORMAT) return bad(`"format" must be "${GAME_FILE_FORMAT}"`);
  if (typeof raw.game !== "string" || raw.game === "") return bad('"game" must name a game');
  const options = raw.options ?? {};
  if (!isRecord(options)) return bad('"options" must be an object');
  if (!Number.isInteger(raw.seats) || (raw.seats as number) < 1 || (raw.seats as number) > 6) {
    return bad('"seats" must be a whole number from 1 to 6');
  }
  const seed = raw.seed ?? null;
  if (seed !== null && (typeof seed !== "string" || !/^[0-9a-f]{1,128}$/.test(seed))) {
    return bad('"seed" must be null or lowercase hex');
  }
  if (!Array.isArray(raw.moves)) return bad('"moves" must be an array of strings');
  if (raw.moves.length > Limits.maxMoves) return bad(`more than ${Limits.maxMoves} moves`);
  for (const [i, m] of raw.moves.entries()) {
    if (typeof m !== "string") return bad(`move ${i} is not a string`);
    if (m.length > Limits.maxMoveLength) return bad(`move ${i} is too long`);
  }
  if (raw.device !== undefined && typeof raw.device !== "string") {
    return bad('"device" must be a string');
  }
  const holders = raw.holders === undefined ? undefined : parseHolders(raw.holders, raw.seats);
  if (typeof holders === "string") return bad(holders);
  const fair = raw.fair === undefined ? undefined : parseFairFile(raw.fair, raw.moves.length);
  if (typeof fair === "string") return bad(fair);
  return ok({
    format: GAME_FILE_FORMAT,
    game: raw.game,
    options,
    seats: raw.seats as number,
    seed,
    moves: raw.moves as string[],
    ...(raw.device !== undefined ? { device: raw.device as string } : {}),
    ...(holders !== undefined ? { holders } : {}),
    ...(fair !== undefined ? { fair } : {}),
  });
}

/** The fair part of a file, or what is wrong with it (its header is parsed on replay). */
function parseFairFile(raw: unknown, moves: number): FairFile | string {
  if (!isRecord(raw) || Object.keys(raw).some((k) => !["id", "header", "log"].includes(k))) {
    return '"fair" is an object with "id", "header" and "log"';
  }
  if (typeof raw.id !== "string" || raw.id.length === 0 || raw.id.length > 100) {
    return '"fair.id" is the game id (1 to 100 characters)';
  }
  if (!isRecord(raw.header)) return '"fair.header" is the header\'s fair commitments';
  if (!Array.isArray(raw.log) || raw.log.length > Limits.maxFairEntries) {
    return `"fair.log" is an array of at most ${Limits.maxFairEntries} entries`;
  }
  let last = 0;
  for (const [i, e] of raw.log.entries()) {
    const ok =
      isRecord(e) &&
      Number.isInteger(e.at) &&
      (e.at as number) >= last &&
      (e.at as number) <= moves &&
      typeof e.by === "string" &&
      /^[A-Za-z0-9_.:-]{1,64}$/.test(e.by) &&
      typeof e.text === "string" &&
      e.text.length <= FairLimits.maxText;
    if (!ok) return `fair entry ${i} is not {at, by, text} in order (at from 0 to the moves)`;
    last = e.at as number;
  }
  return {
    id: raw.id,
    header: raw.header,
    log: (raw.log as FairFileEntry[]).map(({ at, by, text }) => ({ at, by, text })),
  };
}

/** The holders of a file, or what is wrong with them. */
function parseHolders(raw: unknown, seats: unknown): FileHolder[] | string {
  if (!Array.isArray(raw) || raw.length !== seats) {
    return '"holders" must be an array with one holder per seat';
  }
  const holders: FileHolder[] = [];
  for (const [seat, h] of raw.entries()) {
    const where = `holder ${seat}`;
    if (!isRecord(h)) return `${where} is not an object`;
    if (h.kind === "bot") {
      if (typeof h.level !== "string" || !/^[a-z]{1,20}$/.test(h.level)) {
        return `${where}: a bot's "level" is 1 to 20 lowercase letters`;
      }
      holders.push({ kind: "bot", level: h.level });
      continue;
    }
    if (h.kind !== "person") return `${where}: "kind" must be "person" or "bot"`;
    const name = h.name;
    if (
      name !== undefined &&
      (typeof name !== "string" ||
        name.trim() === "" ||
        name.length > MAX_NAME ||
        /\p{Cc}/u.test(name))
    ) {
      return `${where}: a "name" is 1 to ${MAX_NAME} printable characters`;
    }
    const player = h.player;
    if (
      player !== undefined &&
      (!Number.isInteger(player) || (player as number) < 0 || (player as number) > 5)
    ) {
      return `${where}: "player" must be a whole number from 0 to 5`;
    }
    holders.push({
      kind: "person",
      ...(name !== undefined ? { name: name as string } : {}),
      ...(player !== undefined ? { player: player as number } : {}),
    });
  }
  return holders;
}

const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The size of `text` in UTF-8 bytes (the limit is on bytes, not characters), as TextEncoder makes it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      // A surrogate pair is one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3; // a lone surrogate is sent as U+FFFD, three bytes, as TextEncoder does
  }
  return bytes;
}

/**
 * Refuses a file by its size in bytes. Callers check it BEFORE reading the file (a
 * 600 MB file must not be read into memory to be refused), and parseGameFileText
 * checks the text again, so a caller that forgot cannot get past the limit.
 */
export function checkFileSize(bytes: number): GameError | null {
  if (bytes <= Limits.maxFileBytes) return null;
  return gameError(
    ErrorCode.BadFile,
    `the file is too large (${bytes} bytes; a game file has at most ${Limits.maxFileBytes})`,
  );
}

/** Parses the text of a file: JSON first, then the shape. */
export function parseGameFileText(text: string): Result<GameFile> {
  // Cheap first: a text longer than the limit in UTF-16 units is over it in bytes too.
  const tooLarge = checkFileSize(text.length > Limits.maxFileBytes ? text.length : utf8Bytes(text));
  if (tooLarge) return { ok: false, error: tooLarge };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail(ErrorCode.BadFile, "the file is not valid JSON");
  }
  return parseGameFile(raw);
}

/** Writes a file as canonical JSON, so equal games give equal bytes. */
export function makeGameFileText(file: GameFile): string {
  return canonicalJson(file);
}
