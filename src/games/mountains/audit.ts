import { isToken } from "../../fair/tokens";
import type { FrenchCard } from "../cards/french";
import { canPlace } from "../mosaic/placement";
import { isOver } from "./progress";
import { mountainsRules } from "./shape";
import type { MountainsState, PassOnTrust } from "./state";

/**
 * Fair play: the passes taken on trust, checked once the audit has opened their hands
 * (before, a hand still holds tokens, or nulls where a board is given them, and its pass
 * is "unchecked"). A pass is dishonest when a card of the hand fitted the table as it
 * then was. Shown by the replay and, once the game is over, by the boards (passReport).
 */
export function passAudit(s: MountainsState): {
  readonly unchecked: number;
  readonly dishonest: readonly PassOnTrust[];
} {
  const all = s.passesOnTrust ?? [];
  const open = all.filter((p) => !p.hand.some((c) => c === null || isToken(c)));
  const dishonest = open.filter((p) =>
    canPlace(mountainsRules(s.options), s.table.slice(0, p.laid), p.hand as FrenchCard[]),
  );
  return { unchecked: all.length - open.length, dishonest };
}

/** What a board says of a game's passes on trust. */
export type PassReport =
  | { readonly kind: "none" }
  | { readonly kind: "unchecked" }
  | { readonly kind: "dishonest"; readonly passes: readonly { seat: number; move: number }[] };

/**
 * The passes on trust as the boards show them: nothing while the game runs (the hands
 * are hidden: no view holds the record) or when every pass was honest (a trusted game
 * has none); once over, "not yet checked" until every hand is open, then each dishonest
 * pass by seat and move number. Public once over: every card is then open to all.
 */
export function passReport(s: MountainsState): PassReport {
  if (!isOver(s) || !s.passesOnTrust) return { kind: "none" };
  const audit = passAudit(s);
  if (audit.unchecked > 0) return { kind: "unchecked" };
  if (audit.dishonest.length === 0) return { kind: "none" };
  return {
    kind: "dishonest",
    passes: audit.dishonest.map((p) => ({ seat: p.seat, move: p.move })),
  };
}
