import { ErrorCode, fail, gameError, ok, type GameError, type Result } from "../engine/errors";
import { canonicalJson } from "./canonical";

export const GAME_FILE_FORMAT = "tabula-game/1";

/** Limits that keep a hostile file or peer from exhausting memory. */
export const Limits = {
  maxMoves: 10_000,
  // A card game's deal lists every card: 162 cards of three decks with jokers take ~650.
  maxMoveLength: 1_000,
  maxFileBytes: 2_000_000,
} as const;

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
  return ok({
    format: GAME_FILE_FORMAT,
    game: raw.game,
    options,
    seats: raw.seats as number,
    seed,
    moves: raw.moves as string[],
    ...(raw.device !== undefined ? { device: raw.device as string } : {}),
  });
}

/** The size of `text` in UTF-8 bytes (the limit is on bytes, not characters). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
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
