/**
 * Errors are values with a stable code (for programs and tests) and a human message
 * (for people). Rules never throw on bad input: they return one of these.
 */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError };

export function gameError(code: string, message: string): GameError {
  return { code, message };
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: string, message: string): Result<T> {
  return { ok: false, error: gameError(code, message) };
}

/** Codes shared by every game; each game adds its own, prefixed with nothing. */
export const ErrorCode = {
  Syntax: "syntax",
  NotYourTurn: "not-your-turn",
  RandomDue: "random-due",
  NotRandomNow: "not-random-now",
  WrongRandom: "wrong-random",
  RandomMismatch: "random-mismatch",
  GameOver: "game-over",
  Illegal: "illegal",
  BadOptions: "bad-options",
  BadFile: "bad-file",
  UnknownGame: "unknown-game",
} as const;
