import { fail, ok, type Result } from "../engine/errors";
import type { AnyGame } from "../engine/game";
import type { Entry } from "./entry";
import { fairAfter, fairHandOver, fairSourceAt, judgeFairEntry, startFairOf } from "./fair";
import { ANY_DEVICE, SEED_AUTHOR, checkHeader, type GameHeader } from "./header";
import { parseMeta } from "./meta";
import type { MergeSetup, Position } from "./position";
import { keepsBack } from "./takeback";
import { judgeTakeback } from "./takeback-judge";
import { checkSignature } from "./signature";
import { initialState, randomSourceFor } from "./replay";
import { stepAs } from "./step";

/*
 * One entry judged at one place of its line of play (the merge rule, merge.ts, walks
 * the tree of entries with it): right game, right kind, the author holds the seat, the
 * rules allow it, a seeded or fair outcome matches.
 */

export function mergeSetup(game: AnyGame, header: GameHeader): Result<MergeSetup> {
  if (header.game !== game.id)
    return fail("wrong-rules", `the game is ${header.game}, not ${game.id}`);
  if (header.rulesVersion !== game.rulesVersion) {
    return fail(
      "rules-version",
      `the game uses version ${header.rulesVersion} of the ${game.id} rules; this app has version ${game.rulesVersion}`,
    );
  }
  const bad = checkHeader(header);
  if (bad) return { ok: false, error: bad };
  const start = initialState(game, header);
  if ("error" in start) return { ok: false, error: start.error };
  const fair = startFairOf(game, header, start.state);
  if (fair && !fair.ok) return fair;
  return ok({
    game,
    header,
    start: {
      state: start.state,
      holders: header.holders,
      head: null,
      played: 0,
      previous: start.state,
      ...(fair ? { fair: fair.value } : {}),
    },
    random: randomSourceFor(header.seed),
  });
}

/** Judges one entry at a position: the position after it, or why it cannot go there. */
export function judge(setup: MergeSetup, at: Position, entry: Entry): Result<Position> {
  const { header } = setup;
  if (entry.game !== header.id)
    return fail("wrong-game", `the entry belongs to game ${entry.game}`);
  if (header.signed && entry.author !== SEED_AUTHOR) {
    const unsigned = checkSignature(entry);
    if (unsigned) return { ok: false, error: unsigned };
  }
  if (entry.kind === "fair") {
    const step = judgeFairEntry(setup.game, at, entry);
    // A fair entry spends reveals and shares: nothing before it is taken back.
    return step.ok ? ok({ ...at, ...step.value, head: entry.hash, back: undefined }) : step;
  }
  if (entry.kind === "random") return judgeRandom(setup, at, entry);
  if (typeof entry.seat !== "number") {
    return fail("bad-kind", `a ${entry.kind} entry names a seat, not chance`);
  }
  if (entry.seat >= header.seats) return fail("bad-seat", `there is no seat ${entry.seat}`);
  const holder = at.holders[entry.seat];
  if (holder !== ANY_DEVICE && holder !== entry.author) {
    return fail("not-your-seat", `seat ${entry.seat} is held by ${holder}, not ${entry.author}`);
  }
  if (entry.kind === "meta") {
    const meta = parseMeta(entry.text);
    if (!meta.ok) return meta;
    if (meta.value.type !== "hand") {
      return judgeTakeback(setup, at, { ...entry, seat: entry.seat }, meta.value);
    }
    // A handover to the holder itself changes nothing, and could be written without
    // end at any place: refused, so no line can be padded with it.
    if (meta.value.to === holder) {
      return fail(
        "no-op",
        `seat ${entry.seat} is held by ${holder} already: the handover changes nothing`,
      );
    }
    const refused = fairHandOver(at, meta.value.to);
    if (refused) return { ok: false, error: refused };
    const to = meta.value.to;
    const holders = at.holders.map((h, seat) => (seat === entry.seat ? to : h));
    // The table changed: what was played before the handover is not taken back.
    return ok({ ...at, holders, head: entry.hash, back: undefined, asked: undefined });
  }
  return play(setup, at, entry);
}

function judgeRandom(setup: MergeSetup, at: Position, entry: Entry): Result<Position> {
  if (entry.seat !== "chance") return fail("bad-kind", "a random outcome is played by chance");
  if (setup.header.seed !== null || setup.header.fair !== undefined) {
    if (entry.author !== SEED_AUTHOR) {
      return fail(
        "random-author",
        `in a seeded game random outcomes are written by "${SEED_AUTHOR}"`,
      );
    }
  } else if (!at.holders.some((h) => h === ANY_DEVICE || h === entry.author)) {
    return fail("not-your-seat", `${entry.author} holds no seat, so it may not throw the dice`);
  }
  return play(setup, at, entry);
}

function play(setup: MergeSetup, at: Position, entry: Entry): Result<Position> {
  const move = setup.game.parseMove(entry.text);
  if (!move.ok) return move;
  let random = setup.random;
  if (at.fair && entry.kind === "random") {
    const fairSource = fairSourceAt(at.fair);
    if (!fairSource.ok) return fairSource;
    random = fairSource.value;
  }
  const step = stepAs(setup.game, at.state, entry.seat, move.value, at.played, random);
  if (!step.ok) return step;
  const state = step.value.state;
  const next: Position = {
    ...at,
    state,
    previous: at.state,
    head: entry.hash,
    played: at.played + 1,
    by: entry.seat,
    back: keepsBack(setup.game, setup.header, entry.kind, state) ? at : undefined,
    // A move by either side closes an open take-back request (the mover went on).
    asked: entry.kind === "move" ? undefined : at.asked,
  };
  if (!at.fair) return ok(next);
  const fair = fairAfter(setup.game, state, at.fair, entry.kind === "random");
  return fair.ok ? ok({ ...next, fair: fair.value }) : fair;
}
