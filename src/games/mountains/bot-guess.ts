import type { Seat } from "../../engine/game";
import { shuffle, type Rng } from "../../engine/random";
import { isRed, type FrenchCard } from "../cards/french";
import { deckOf } from "./options";
import { encodeCard } from "./sim-cards";
import { SimBoard } from "./sim-board";
import type { MountainsState } from "./state";

/**
 * What a seat can infer about the hands it does not see. The own-colour deal makes
 * most of it plain: a team's cards are its colour, so the cards of a colour not on
 * the table and not in this seat's hand are in the hands of that colour's seats. In
 * two v two a team-mate's hand is thus known exactly, and only the split of the other
 * team's cards between its two seats is hidden. Passes tell a little more: the seats
 * that passed since the last card was laid hold no card that fits anywhere now.
 */
/** Cards of each colour not on the table and not in `seat`'s hand: [black, red]. */
export function unseenByColour(view: MountainsState, seat: Seat): [FrenchCard[], FrenchCard[]] {
  const seen = new Set<FrenchCard>(view.table.map((l) => l.card));
  for (const c of view.hands[seat]) if (c !== null) seen.add(c);
  const rest = deckOf(view.options).filter((c) => !seen.has(c));
  return [rest.filter((c) => !isRed(c)), rest.filter(isRed)];
}

/** The seats that passed since the last card was laid (they hold nothing that fits now). */
export function stuckSeats(view: MountainsState): Seat[] {
  const out: Seat[] = [];
  const turn = view.turn ?? 0;
  for (let k = 1; k <= Math.min(view.passes, view.seats - 1); k++) {
    out.push((turn - k + view.seats) % view.seats);
  }
  return out;
}

/**
 * A guess of every hand consistent with the view, drawn uniformly: the viewer's own
 * hand as it is; each colour's unseen cards dealt to that colour's other seats by
 * their hand sizes, with the seats that just passed holding only cards that fit
 * nowhere now. Returns hands as card codes, by seat.
 */
export function guessHands(view: MountainsState, seat: Seat, rng: Rng): number[][] {
  return guesser(view, seat)(rng);
}

/** `guessHands` for one view, with the work that does not change between guesses done once. */
export function guesser(view: MountainsState, seat: Seat): (rng: Rng) => number[][] {
  const byColour = unseenByColour(view, seat);
  const redTeam = view.red === "B" ? 1 : 0;
  const stuck = new Set(stuckSeats(view));
  const fitsNow = stuck.size > 0 ? fitter(view) : () => false;
  const size = (s: Seat): number => view.hands[s].length;
  const own = view.hands[seat].filter((c): c is FrenchCard => c !== null).map(encodeCard);
  const colours = [0, 1].map((colour) => {
    const team = colour === 1 ? redTeam : 1 - redTeam;
    const seats: Seat[] = [];
    for (let s = team; s < view.seats; s += 2) if (s !== seat) seats.push(s);
    const pool = byColour[colour];
    const rest = pool.filter((c) => !fitsNow(c)).map(encodeCard);
    const fitting = pool.filter(fitsNow).map(encodeCard);
    let blocked = seats.filter((s) => stuck.has(s));
    // Never expected (the real hands obey it), but a guess must always be whole.
    if (blocked.reduce((n, s) => n + size(s), 0) > rest.length) blocked = [];
    const free = seats.filter((s) => !blocked.includes(s));
    return { rest, fitting, blocked, free };
  });
  return (rng) => {
    const hands: number[][] = view.hands.map(() => []);
    for (const { rest, fitting, blocked, free } of colours) {
      const shuffled = shuffle(rest, rng);
      let used = 0;
      for (const s of blocked) {
        hands[s] = shuffled.slice(used, used + size(s));
        used += size(s);
      }
      const remaining = blocked.length === 0 ? shuffled : shuffled.slice(used);
      if (fitting.length > 0) remaining.push(...fitting);
      const dealtOut =
        blocked.length === 0 && fitting.length === 0 ? remaining : shuffle(remaining, rng);
      let dealt = 0;
      for (const s of free) {
        hands[s] = dealtOut.slice(dealt, dealt + size(s));
        dealt += size(s);
      }
    }
    hands[seat] = [...own];
    return hands;
  };
}

/** Whether a card fits anywhere on the view's table now. */
function fitter(view: MountainsState): (card: FrenchCard) => boolean {
  const board = SimBoard.fromState(
    view,
    view.hands.map(() => []),
  );
  const cells = new Int32Array(256);
  const n = board.candidateCells(cells);
  return (card) => {
    const code = encodeCard(card);
    for (let k = 0; k < n; k++) if (board.fits(code, cells[k])) return true;
    return false;
  };
}
