import type { AnyGame, Actor } from "../engine/game";
import type { RandomSource } from "../engine/random";
import type { FairState } from "../fair/state";
import type { GameHeader } from "./header";
import type { TakebackAsk, Undoable } from "./takeback";

/** Where the walk stands after the accepted chain so far. */
export interface Position extends Undoable<Position> {
  readonly state: unknown;
  /** The device holding each seat (the header's, as changed by accepted meta entries). */
  readonly holders: readonly string[];
  /** Hash of the last accepted entry; null before the first. */
  readonly head: string | null;
  /**
   * Accepted game entries (moves and random outcomes, not meta entries): the index
   * the seeded random source keys its next outcome by, exactly as in a game file.
   * Meta entries do not count, so nobody can steer an outcome by inserting one.
   */
  readonly played: number;
  /**
   * The state before the last accepted game entry (the start before the first): what
   * `publicText` reads to print that entry as a spectator may see it.
   */
  readonly previous: unknown;
  /**
   * The fair-play state at this position (docs/fair-play.md), in a fair game only:
   * reveals, decks, shares so far. Fair entries change it and do not count in `played`.
   */
  readonly fair?: FairState;
  /** The place before the last game entry while it may be taken back (takeback.ts). */
  readonly back?: Position | undefined;
  readonly by?: Actor | undefined;
  readonly asked?: TakebackAsk | undefined;
}

/** What merging needs besides the entries; built once per game. */
export interface MergeSetup {
  readonly game: AnyGame;
  readonly header: GameHeader;
  readonly start: Position;
  readonly random: RandomSource;
}
