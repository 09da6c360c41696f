import { signal } from "@preact/signals";

/**
 * The move the move list is asked to show, marked and scrolled to (the decisive turn's
 * Show, after a game): the game's id and the log index of the move's entry; null when
 * none is asked. One per page: the play screen shows one game at a time.
 */
export interface ShownMove {
  readonly game: string;
  readonly entry: number;
}

export const shownMove = signal<ShownMove | null>(null);
