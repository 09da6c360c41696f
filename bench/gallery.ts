// Picture Gallery's figures (issue 12): the bots' targets over 1,000 seeded games per
// pairing, the replay of 1,000 entries, and how fast legal steps are listed and checked.
import { performance } from "node:perf_hooks";
import { totalsOf, type GameRecord } from "../src/games/bot-match/core";
import { galleryPlan } from "../src/games/gallery/match";
import { chooseMove, type BotLevel } from "../src/games/gallery/bot";
import { findGame } from "../src/games/registry";
import { gallery } from "../src/games/gallery/rules";
import type { GalleryState } from "../src/games/gallery/state";
import { rngFromSeed, seededSource } from "../src/engine/random";
import { atLeast, atMost, median, type Figure } from "./figure";
import { benchReplay } from "./replay";

const GAMES = Number(process.env.BENCH_GALLERY_GAMES ?? 1_000);
const SEED = 2026;

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

interface Pairing {
  readonly winRate: number;
  readonly ci95: readonly [number, number];
  /** a's milliseconds per turn: every turn, and the turns that drew (the opening phase's passes left out). */
  readonly turnMs: readonly number[];
  readonly seconds: number;
}

function pairing(a: BotLevel, b: BotLevel, players: number): Pairing {
  const plan = galleryPlan(a, b, players, { distinctColours: false });
  const records: GameRecord[] = [];
  const started = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const record = plan.play(i, SEED, () => performance.now());
    if (!record.ok) throw new Error(`${a} vs ${b}: game ${i}: ${record.error.message}`);
    records.push(record.value);
  }
  const totals = totalsOf(records);
  return {
    winRate: Math.round(totals.winRate * 10_000) / 10_000,
    ci95: totals.ci95,
    turnMs: records.flatMap((r) => r.moveMs).sort((x, y) => x - y),
    seconds: Math.round((performance.now() - started) / 1000),
  };
}

function botFigure(
  key: string,
  label: string,
  p: Pairing,
  goal: number,
  a: string,
  b: string,
): Figure {
  return atLeast(
    {
      key,
      label,
      value: p.winRate,
      unit: "",
      note: `${GAMES} seeded games (seed ${SEED}), ${a} in each seat in turn against ${b}; 95 % CI ${p.ci95.join("–")}; ${p.seconds} s`,
      detail: { ci95: p.ci95 },
    },
    goal,
    `≥ ${goal.toFixed(2)}`,
  );
}

/** Positions of seeded random games where a seat builds a step (opening or laying). */
function stepPositions(count: number): { state: GalleryState; seat: number }[] {
  const out: { state: GalleryState; seat: number }[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const random = seededSource(seed.toString(16).padStart(8, "0"));
    const rng = rngFromSeed(seed);
    const setup = gallery.setup({ distinctColours: false }, 2 + (seed % 3));
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    for (let entry = 0; gallery.result(state) === null; entry++) {
      const actor = gallery.pending(state) !== null ? "chance" : gallery.toMove(state)[0];
      const move =
        actor === "chance"
          ? random.draw(gallery, state, entry)!
          : (() => {
              const legal = gallery.legalMoves(state, actor);
              return legal[rng.int(legal.length)];
            })();
      if (actor !== "chance" && (state.turn?.stage === "lay" || state.turn?.stage === "open")) {
        out.push({ state, seat: actor });
      }
      state = gallery.apply(state, actor, move);
    }
  }
  return out.slice(0, count);
}

function stepFigures(): Figure[] {
  const positions = stepPositions(2_000);
  const listMs: number[] = [];
  let listed = 0;
  const entries: {
    state: GalleryState;
    seat: number;
    move: ReturnType<typeof gallery.legalMoves>[number];
  }[] = [];
  for (const { state, seat } of positions) {
    const t0 = performance.now();
    const legal = gallery.legalMoves(state, seat);
    listMs.push(performance.now() - t0);
    listed += legal.length;
    for (const move of legal)
      if (move.type === "lay" || move.type === "open") entries.push({ state, seat, move });
  }
  const t0 = performance.now();
  for (const { state, seat, move } of entries) {
    if (gallery.check(state, seat, move) !== null) throw new Error("a listed step was refused");
  }
  const checkMs = performance.now() - t0;
  const sorted = [...listMs].sort((a, b) => a - b);
  const total = listMs.reduce((a, b) => a + b, 0);
  return [
    {
      key: "gallery-legal-steps",
      label: "Gallery legal entries listed (median per position)",
      value: Number(median(listMs).toFixed(3)),
      unit: "ms",
      goal: null,
      met: null,
      note:
        `${positions.length} positions of seeded random games (2–4 players) at an opening or a lay; ` +
        `${listed} entries listed (steps of ≤ 3 cards), ${Math.round(listed / (total / 1000))} per s; ` +
        `p90 ${percentile(sorted, 0.9).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    },
    {
      key: "gallery-check-steps",
      label: "Gallery steps checked per second",
      value: Math.round(entries.length / (checkMs / 1000)),
      unit: "/s",
      goal: null,
      met: null,
      note: `every listed open/lay step of those positions (${entries.length}) checked once by check()`,
    },
  ];
}

/**
 * Strong's time on the turns that count: those that start with a draw (or the bazaar)
 * on an open exhibition, every entry of the turn together, in games against ref.
 */
function playedTurnMs(games: number): number[] {
  const out: number[] = [];
  for (let g = 0; g < games; g++) {
    const random = seededSource(`gallery-turns-${g}`);
    const rngs = [rngFromSeed(2 * g), rngFromSeed(2 * g + 1)];
    const setup = gallery.setup({ distinctColours: false }, 2);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const strongSeat = g % 2;
    let turnStart = -1;
    let spent = 0;
    for (let entry = 0; gallery.result(state) === null; entry++) {
      const actor = gallery.pending(state) !== null ? "chance" : gallery.toMove(state)[0];
      let move;
      if (actor === "chance") move = random.draw(gallery, state, entry)!;
      else {
        const level = actor === strongSeat ? "strong" : "ref";
        if (actor === strongSeat && state.turn?.stage === "draw") {
          turnStart = entry;
          spent = 0;
        }
        const t0 = performance.now();
        move = chooseMove(gallery.view(state, actor), actor, level, rngs[actor])!;
        if (actor === strongSeat && turnStart >= 0) spent += performance.now() - t0;
      }
      state = gallery.apply(state, actor, move);
      if (turnStart >= 0 && (state.turn?.seat !== strongSeat || gallery.result(state) !== null)) {
        out.push(spent);
        turnStart = -1;
      }
    }
  }
  return out.sort((a, b) => a - b);
}

export async function benchGallery(): Promise<Figure[]> {
  const replay = [2, 4].flatMap((seats) =>
    benchReplay(findGame("gallery")!, {}, seats).map((f) => ({
      ...f,
      key: `${f.key}-${seats}p`,
      label: `${f.label}, ${seats} players`,
    })),
  );
  const normalRandom = pairing("normal", "random", 2);
  const strongRef = pairing("strong", "ref", 2);
  const strongRefs = pairing("strong", "ref", 4);
  const turns = strongRef.turnMs;
  const played = playedTurnMs(Math.max(20, GAMES / 10));
  return [
    ...replay,
    ...stepFigures(),
    botFigure(
      "gallery-normal-vs-random",
      "Gallery normal vs random (2 players)",
      normalRandom,
      0.9,
      "normal",
      "random",
    ),
    botFigure(
      "gallery-strong-vs-ref",
      "Gallery strong vs ref (2 players)",
      strongRef,
      0.6,
      "strong",
      "ref",
    ),
    botFigure(
      "gallery-strong-vs-3-refs",
      "Gallery strong vs three refs (4 players)",
      strongRefs,
      0.35,
      "strong",
      "three ref",
    ),
    atMost(
      {
        key: "gallery-strong-ms-per-turn",
        label: "Gallery strong, ms per turn (median)",
        value: Number(median(turns).toFixed(3)),
        unit: "ms",
        note:
          `every turn of strong in the 2-player match against ref (${turns.length} turns; a turn is all ` +
          `its entries, an opening's pass or decline included): p90 ${percentile(turns, 0.9).toFixed(1)} ms, ` +
          `p99 ${percentile(turns, 0.99).toFixed(1)} ms, max ${turns[turns.length - 1].toFixed(0)} ms; ` +
          `4 players: median ${median(strongRefs.turnMs).toFixed(3)} ms, p90 ${percentile(strongRefs.turnMs, 0.9).toFixed(1)} ms`,
      },
      200,
      "≤ 200 ms",
    ),
    atMost(
      {
        key: "gallery-strong-ms-per-played-turn",
        label: "Gallery strong, ms per turn that draws (median)",
        value: Number(median(played).toFixed(3)),
        unit: "ms",
        note:
          `the turns of strong against ref that start with a draw or the bazaar (${played.length} turns, ` +
          `${Math.max(20, GAMES / 10)} games): p90 ${percentile(played, 0.9).toFixed(1)} ms, ` +
          `p99 ${percentile(played, 0.99).toFixed(1)} ms, max ${played[played.length - 1].toFixed(0)} ms`,
      },
      200,
      "≤ 200 ms",
    ),
  ];
}
