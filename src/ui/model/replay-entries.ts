import { fail, ok, type Result } from "../../engine/errors";
import type { AnyGame } from "../../engine/game";
import { checkChain, type Entry } from "../../log/entry";
import { initialState, randomSourceFor } from "../../log/replay";
import { actorNow, stepAs } from "../../log/step";
import type { StoredGame } from "../../store/types";
import { measureSince, timelineNow } from "./timing";

/**
 * Rebuilds a stored game's state from its entries, trusting nothing: the hash chain,
 * that each entry belongs to this game, that its seat is the one due, and that the
 * rules (and the seed, for random outcomes) accept it.
 */
export function replayEntries(
  game: AnyGame,
  record: Pick<StoredGame, "id" | "options" | "seats" | "seed">,
  entries: readonly Entry[],
): Result<unknown> {
  // Every hash is recomputed, even for entries this device's store wrote itself. It
  // was measured (bench/resume.ts, "tabula:chain"): ~8 ms warm, ~30 ms in a cold page
  // for 500 entries in Chromium (about 15 µs an entry, of which SHA-256 is ~6 µs in
  // Node) — a fifth of a warm open, well within the 100 ms goal. Checking only the
  // links (prev = hash of the entry before) and the hashes after the first paint
  // would save that, at the price of showing, and letting bots move on, a log that
  // could turn out tampered with; not worth it at these figures.
  const chainStart = timelineNow();
  const chain = checkChain(entries);
  measureSince("chain", chainStart);
  if (chain) return fail(chain.code, `entry ${chain.entry}: ${chain.message}`);
  const start = initialState(game, record);
  if ("error" in start) return { ok: false, error: start.error };
  const random = randomSourceFor(record.seed);
  let state = start.state;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.game !== record.id) return fail("wrong-game", `entry ${i} belongs to another game`);
    const due = actorNow(game, state);
    if (entry.seat !== due) {
      return fail("wrong-seat", `entry ${i} is played by ${entry.seat}, but ${due} is due`);
    }
    const move = game.parseMove(entry.text);
    if (!move.ok) return fail(move.error.code, `entry ${i}: ${move.error.message}`);
    const step = stepAs(game, state, entry.seat, move.value, i, random);
    if (!step.ok) return fail(step.error.code, `entry ${i}: ${step.error.message}`);
    state = step.value.state;
  }
  return ok(state);
}
