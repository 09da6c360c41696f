import type { Actor, Seat } from "../../engine/game";
import type { Report } from "../../log/report";
import type { SeatHolder } from "../../store/types";
import { deviceSeats } from "../model/holders";
import type { FeedMove } from "./move-feed";
import type { TableTexts } from "./texts";

/** One seat as the table screen shows it. */
export interface TableSeat {
  readonly seat: Seat;
  readonly name: string;
  readonly score: number | null;
  /** The seat plays the next entry. */
  readonly toMove: boolean;
  /** A bot run by this device is choosing the seat's move now. */
  readonly thinking: boolean;
  readonly winner: boolean;
  /** This device plays the seat itself: its moves belong on the play screen. */
  readonly here: boolean;
}

/** What the game waits for, as the table screen words it. */
export type TableStatus =
  | { readonly kind: "turn"; readonly seat: Seat }
  | { readonly kind: "thinking"; readonly seat: Seat }
  | { readonly kind: "chance" }
  | { readonly kind: "over"; readonly winners: readonly Seat[]; readonly reason: string | null }
  /** Nobody can move and the game is not over (a game waiting for nothing shows nothing). */
  | { readonly kind: "idle" };

export interface TableInput {
  readonly holders: readonly SeatHolder[];
  readonly names: readonly string[];
  readonly report: Report;
  /** Who plays the next entry (actorNow); null when nobody can. */
  readonly actor: Actor | null;
  /** The seat a bot of this device is thinking for, if any. */
  readonly thinking: Seat | null;
}

export function tableStatus(input: TableInput): TableStatus {
  const { report, actor, thinking } = input;
  if (report.status === "over") {
    return { kind: "over", winners: report.winners, reason: report.reason };
  }
  if (thinking !== null) return { kind: "thinking", seat: thinking };
  if (actor === "chance") return { kind: "chance" };
  if (actor === null) return { kind: "idle" };
  return { kind: "turn", seat: actor };
}

/** Every seat with its name, score, and whether it moves next or has won. */
export function tableSeats(input: TableInput): TableSeat[] {
  const status = tableStatus(input);
  const here = deviceSeats(input.holders);
  return input.holders.map((_, seat) => ({
    seat,
    name: input.names[seat] ?? String(seat + 1),
    score: input.report.scores[seat] ?? null,
    toMove: (status.kind === "turn" || status.kind === "thinking") && status.seat === seat,
    thinking: status.kind === "thinking" && status.seat === seat,
    winner: status.kind === "over" && status.winners.includes(seat),
    here: here.includes(seat),
  }));
}

/** The status line: whose turn, chance, or the result (with its reason in words). */
export function statusLine(
  status: TableStatus,
  names: readonly string[],
  texts: TableTexts,
  describeReason: (reason: string) => string = (reason) => reason,
): string {
  const name = (seat: Seat) => names[seat] ?? String(seat + 1);
  switch (status.kind) {
    case "turn":
      return texts.turnOf(name(status.seat));
    case "thinking":
      return texts.thinking(name(status.seat));
    case "chance":
      return texts.randomDue;
    case "idle":
      return "";
    case "over": {
      const result =
        status.winners.length === 0 ? texts.draw : texts.wins(status.winners.map(name).join(", "));
      const reason = status.reason === null ? "" : ` (${describeReason(status.reason)})`;
      return `${texts.over}. ${result}${reason}.`;
    }
  }
}

/**
 * What the live region says: the latest move in public words and what comes next
 * ("Anna: painted c4. Bot (easy) to move."), or the result once the game is over.
 */
export function announcement(
  latest: FeedMove | null,
  status: TableStatus,
  names: readonly string[],
  texts: TableTexts,
  describe: (text: string) => string,
  describeReason?: (reason: string) => string,
): string {
  const line = statusLine(status, names, texts, describeReason);
  if (status.kind === "over" || latest === null) return line;
  const move = texts.moveBy(names[latest.seat] ?? String(latest.seat + 1), describe(latest.text));
  return line === "" ? `${move}.` : `${move}. ${line}`;
}
