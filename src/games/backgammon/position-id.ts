import { fail, ok, type Result } from "../../engine/errors";
import { BOARD_SIZE, boardProblem, emptyBoard, OPP, type Board } from "./board";

/**
 * GNU Backgammon's Position ID: 80 bits, for each player (first the one NOT on roll,
 * then the one on roll) and each of its points 1–24 and the bar, as many 1 bits as
 * checkers followed by one 0 bit; bits fill each byte from its least significant end;
 * the 10 bytes are written in base64 without padding (14 characters).
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const ID_LENGTH = 14;
const KEY_BYTES = 10;

/** The Position ID of `board` for its player on roll (the mover half). */
export function encodePositionId(board: Board): string {
  const key = new Uint8Array(KEY_BYTES);
  let bit = 0;
  // The opponent's half is written first, as GNU Backgammon's anBoard[0].
  for (const base of [OPP, 0]) {
    for (let i = 0; i < 25; i++) {
      for (let c = 0; c < board[base + i]; c++, bit++) {
        if (bit >= KEY_BYTES * 8) return ""; // more than 30 checkers: not a position
        key[bit >> 3] |= 1 << (bit & 7);
      }
      bit++; // the 0 bit that ends this point
    }
  }
  let out = "";
  for (let i = 0; i < KEY_BYTES * 8; i += 6) {
    let v = 0;
    for (let b = 0; b < 6; b++) {
      const at = i + b;
      const set = at < KEY_BYTES * 8 && (key[at >> 3] & (0x80 >> (at & 7))) !== 0;
      v = (v << 1) | (set ? 1 : 0);
    }
    out += ALPHABET[v];
  }
  return out;
}

/** Reads a Position ID into a board seen from the player on roll; says what is wrong. */
export function decodePositionId(id: string): Result<Board> {
  const bad = (why: string): Result<Board> =>
    fail("bad-position", `"${id}" is not a GNU Backgammon Position ID: ${why}`);
  if (typeof id !== "string" || id.length !== ID_LENGTH) {
    return bad(`it has ${ID_LENGTH} base64 characters`);
  }
  // base64 is big-endian within its 6-bit groups; bytes are read MSB first.
  const key = new Uint8Array(KEY_BYTES);
  for (let i = 0; i < ID_LENGTH; i++) {
    const v = ALPHABET.indexOf(id[i]);
    if (v < 0) return bad(`"${id[i]}" is not a base64 character`);
    for (let b = 0; b < 6; b++) {
      const at = i * 6 + b;
      if ((v & (0x20 >> b)) === 0) continue;
      if (at >= KEY_BYTES * 8) return bad("its last character has stray bits");
      key[at >> 3] |= 0x80 >> (at & 7);
    }
  }
  const board = emptyBoard();
  let slot = 0; // 0..49: which half and point the next bits count for
  const order = (s: number): number => (s < 25 ? OPP + s : s - 25);
  for (let at = 0; at < KEY_BYTES * 8 && slot < BOARD_SIZE; at++) {
    if (key[at >> 3] & (1 << (at & 7))) {
      board[order(slot)]++;
      if (board[order(slot)] > 15) return bad("a point holds more than 15 checkers");
    } else slot++;
  }
  const problem = boardProblem(board);
  return problem === null ? ok(board) : bad(problem);
}
