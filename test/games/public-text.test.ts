import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../src/engine/game";
import { backgammon } from "../../src/games/backgammon/rules";
import type { BackgammonState } from "../../src/games/backgammon/state";
import { smalta } from "../../src/games/smalta/rules";
import type { SmaltaState } from "../../src/games/smalta/state";

/** The 24 Smalta cards 1–6 in a known order; backgammon's 48 are this twice. */
const DECK24 = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);
const DECK48 = [...DECK24, ...DECK24];
const dealText = (values: readonly (number | "?")[]): string => `deal ${values.join(",")}`;
/** The deal's values with every index outside `seen` written "?". */
const masked = (values: readonly number[], seen: (i: number) => boolean): string =>
  dealText(values.map((v, i) => (seen(i) ? v : "?")));

function smaltaAfterLot(first: Seat): SmaltaState {
  const start = smalta.setup({ fortune: "cards", hand: 4 }, 2);
  if (!start.ok) throw new Error(start.error.message);
  return smalta.apply(start.value, "chance", { type: "first", seat: first });
}

function smaltaDieStart(): SmaltaState {
  const start = smalta.setup({ fortune: "die", hand: 4 }, 2);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

function backgammonAfterLot(first: Seat): BackgammonState {
  const start = backgammon.setup(
    { cube: false, match: 0, cards: true, hand: 4, position: null, turn: 0 },
    2,
  );
  if (!start.ok) throw new Error(start.error.message);
  return backgammon.apply(start.value, "chance", { type: "first", seat: first });
}

interface Row {
  readonly name: string;
  readonly game: AnyGame;
  readonly before: unknown;
  readonly text: string;
  readonly viewer: Seat | null;
  readonly shown: string;
}

const smaltaReshuffle: SmaltaState = {
  ...smalta.apply(smaltaAfterLot(0), "chance", { type: "deal", values: DECK24 }),
  stock: [],
  hands: [
    [1, 2, 3],
    [4, 5, 6, 1],
  ],
  discard: [2, 3, 4, 5, 6],
  drawOwed: 0,
};
const backgammonReshuffle: BackgammonState = {
  ...backgammon.apply(backgammonAfterLot(1), "chance", { type: "deal", values: DECK48 }),
  stock: [],
  hands: [
    [1, 2, 3, 4],
    [5, 6],
  ],
  discard: [1, 2, 3],
  drawOwed: 1,
  phase: "deal",
};

const rows: readonly Row[] = [
  {
    name: "Smalta, first deal, the first mover: its own four cards, the deal's first four",
    game: smalta as AnyGame,
    before: smaltaAfterLot(1),
    text: dealText(DECK24),
    viewer: 1,
    shown: masked(DECK24, (i) => i < 4),
  },
  {
    name: "Smalta, first deal, the other seat: the next four",
    game: smalta as AnyGame,
    before: smaltaAfterLot(1),
    text: dealText(DECK24),
    viewer: 0,
    shown: masked(DECK24, (i) => i >= 4 && i < 8),
  },
  {
    name: "Smalta, first deal, a spectator: nothing",
    game: smalta as AnyGame,
    before: smaltaAfterLot(1),
    text: dealText(DECK24),
    viewer: null,
    shown: masked(DECK24, () => false),
  },
  {
    name: "Smalta, reshuffle: the owed seat sees the card it draws, the other seat nothing",
    game: smalta as AnyGame,
    before: smaltaReshuffle,
    text: "deal 6,5,4,3,2",
    viewer: 0,
    shown: "deal 6,?,?,?,?",
  },
  {
    name: "Smalta, reshuffle, the seat not owed a card",
    game: smalta as AnyGame,
    before: smaltaReshuffle,
    text: "deal 6,5,4,3,2",
    viewer: 1,
    shown: "deal ?,?,?,?,?",
  },
  {
    name: "Smalta, a card played is public",
    game: smalta as AnyGame,
    before: smaltaReshuffle,
    text: "card 5 c4",
    viewer: null,
    shown: "card 5 c4",
  },
  {
    name: "Smalta with the die: nothing is hidden",
    game: smalta as AnyGame,
    before: smaltaDieStart(),
    text: "first 1",
    viewer: null,
    shown: "first 1",
  },
  {
    name: "backgammon, first deal: seat 0 gets the first four whoever moves first",
    game: backgammon as AnyGame,
    before: backgammonAfterLot(1),
    text: dealText(DECK48),
    viewer: 0,
    shown: masked(DECK48, (i) => i < 4),
  },
  {
    name: "backgammon, first deal: seat 1 the next four",
    game: backgammon as AnyGame,
    before: backgammonAfterLot(1),
    text: dealText(DECK48),
    viewer: 1,
    shown: masked(DECK48, (i) => i >= 4 && i < 8),
  },
  {
    name: "backgammon, first deal, a spectator: nothing",
    game: backgammon as AnyGame,
    before: backgammonAfterLot(0),
    text: dealText(DECK48),
    viewer: null,
    shown: masked(DECK48, () => false),
  },
  {
    name: "backgammon, reshuffle: the owed seat sees the two cards it draws",
    game: backgammon as AnyGame,
    before: backgammonReshuffle,
    text: "deal 3,1,2",
    viewer: 1,
    shown: "deal 3,1,?",
  },
  {
    name: "backgammon, reshuffle, the other seat",
    game: backgammon as AnyGame,
    before: backgammonReshuffle,
    text: "deal 3,1,2",
    viewer: 0,
    shown: "deal ?,?,?",
  },
  {
    name: "backgammon, a play with cards is public",
    game: backgammon as AnyGame,
    before: backgammonReshuffle,
    text: "cards 3 1 8/5 6/5",
    viewer: null,
    shown: "cards 3 1 8/5 6/5",
  },
];

describe("an entry as a viewer may read it (publicText)", () => {
  it.each(rows.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    expect(row.game.publicText?.(row.before, row.text, row.viewer)).toBe(row.shown);
  });
});
