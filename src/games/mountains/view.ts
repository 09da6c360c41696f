import type { LegalTargets, Seat } from "../../engine/game";
import { redealGroups } from "../../engine/redeal";
import type { Rng } from "../../engine/random";
import { isToken } from "../../fair/tokens";
import { hideHands } from "../cards/hand";
import { makeCell } from "../mosaic/cell";
import { seatsOf, type Team } from "../mosaic/teams";
import { makeMove, parseMove, type MountainsMove } from "./notation";
import type { MountainsState } from "./state";

/**
 * What `seat` may see: the table, the lot, whose turn, every hand's size, and its own
 * hand. Team-mates do not see each other's hands; a spectator (null) sees no hand.
 */
export function view(s: MountainsState, seat: Seat | null): MountainsState {
  // A fair game's passes on trust keep the passing hands' tokens until the audit: no
  // view shows them (a token in a view is a card its viewer is to read).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { passesOnTrust, ...rest } = s;
  return { ...rest, hands: hideHands(s.hands, seat) };
}

/**
 * A state `viewer` cannot tell from `s`: the cards of the hands it does not see dealt
 * again, each colour among the other seats of the team that plays it (a team's cards
 * are its colour), every hand keeping its size.
 */
export function redeal(s: MountainsState, viewer: Seat | null, rng: Rng): MountainsState {
  if (s.red === null) return s;
  const hands = s.hands.map((h) => [...h]);
  for (const team of ["A", "B"] as Team[]) {
    const others = seatsOf(team, s.seats).filter((seat) => seat !== viewer);
    const dealt = redealGroups(
      others.map((seat) => hands[seat]),
      rng,
    );
    others.forEach((seat, i) => (hands[seat] = dealt[i]));
  }
  return { ...s, hands };
}

/**
 * The deal entry as `viewer` may read it: the lot, the first seat, and every hand with
 * a `?` for each card the viewer does not get (its own hand in full; a spectator sees
 * only sizes). A fair deal lists tokens, which are public: it is shown as written. Every
 * other entry is public as written.
 */
export function publicText(_s: MountainsState, text: string, viewer: Seat | null): string {
  const parsed = parseMove(text);
  if (!parsed.ok || parsed.value.type !== "deal") return text;
  if (parsed.value.hands.some((hand) => hand.some(isToken))) return text;
  const { red, first, hands } = parsed.value;
  const shown = hands.map((hand, seat) =>
    seat === viewer ? `${seat}:${hand.join(",")}` : `${seat}:${hand.map(() => "?").join(",")}`,
  );
  return ["deal", `red=${red}`, `first=${first}`, ...shown].join(" ");
}

/** The legal placements as origin card → cell "x,y" → notation, for the board. */
export function targets(_s: MountainsState, legal: readonly MountainsMove[]): LegalTargets {
  const out: Record<string, Record<string, string>> = {};
  for (const move of legal) {
    if (move.type !== "place") continue;
    (out[move.card] ??= {})[makeCell(move.cell)] = makeMove(move);
  }
  return out;
}
