import { fail, gameError, ok, type GameError, type Result } from "../../engine/errors";
import type { AnyGame, Seat } from "../../engine/game";
import { hideTokens, seatView } from "../../fair/tokens";
import type { FairState } from "../../fair/state";
import { checkChain, isGameEntry, type Entry } from "../../log/entry";
import { replayFairFile } from "../../log/fair-replay";
import { fairFold, type FairWalk } from "../../log/fair-walk";
import { GAME_FILE_FORMAT, fairFileOf, type GameFile } from "../../log/gamefile";
import type { FairHeader } from "../../fair/commitment";
import { initialState } from "../../log/replay";
import { startFairOf } from "../../log/fair";
import type { GameHeader } from "../../log/header";
import type { FairAudit, GameLog } from "../../store/game-log";
import type { StoredGame } from "../../store/types";

/** Why an imported fair game takes no move here (a stable code, src/store/game-log.ts's style). */
export const ImportedFairError = "fair-imported";

/**
 * The log of a fair game imported from a file (docs/game-file.md, "Fair games"): read
 * only. This device holds none of the game's secrets, so it reads no hidden card and
 * could never write the claims, shares and reveals its seats would owe: it shows the
 * game up to what is public (tokens where cards are hidden, every card once the decks'
 * secrets are in, the audit's verdict) and takes no move, no outcome, no bot's move
 * (`readsAll` is false for every seat, so neither the board nor a bot moves).
 */
export class FairFileLog implements GameLog {
  private constructor(
    readonly game: AnyGame,
    private readonly current: StoredGame,
    private readonly logged: readonly Entry[],
    private readonly position: unknown,
    /** The fair state at the end: its decks' verdicts. */
    readonly fair: FairState | null,
  ) {}

  /** The log of a stored imported fair game, replayed from its entries (trusting nothing of them). */
  static open(
    game: AnyGame,
    loaded: { readonly game: StoredGame; readonly entries: readonly Entry[] },
  ): Result<FairFileLog> {
    const { game: record, entries } = loaded;
    if (!record.fair || !record.importedFair) {
      return fail("bad-file", "this game is not a fair game imported from a file");
    }
    const chain = checkChain(entries);
    if (chain) return fail(chain.code, `entry ${chain.entry}: ${chain.message}`);
    if (entries.some((e) => e.game !== record.id)) {
      return fail("wrong-game", "an entry belongs to another game");
    }
    const start = initialState(game, record);
    if ("error" in start) return { ok: false, error: start.error };
    const replayed = replayFairFile(game, start.state, fileOf(record, entries));
    if (replayed.error) return fail(replayed.error.code, replayed.error.message);
    return ok(new FairFileLog(game, record, [...entries], replayed.state, replayed.fair));
  }

  record(): StoredGame {
    return this.current;
  }

  entries(): readonly Entry[] {
    return this.logged.filter(isGameEntry);
  }

  state(): unknown {
    return this.position;
  }

  head(): string | null {
    return this.logged.at(-1)?.hash ?? null;
  }

  /** Refused, always: nothing changes. */
  append(): Promise<GameError | null> {
    return Promise.resolve(
      gameError(
        ImportedFairError,
        "this fair game was imported from a file: this device holds none of its secrets and cannot play it",
      ),
    );
  }

  /** What anyone may see: the public state (a hidden card is null), all of it once over. */
  viewFor(seat: Seat | null): unknown {
    const state = this.position;
    if (this.game.result(state) !== null) return hideTokens(state);
    return seatView(this.game, state, seat, new Map());
  }

  /** No seat moves here: this device reads none of their cards. */
  readsAll(): boolean {
    return false;
  }

  /** No outcome is drawn here: it would need every device's reveal. */
  dueOutcome(): null {
    return null;
  }

  fairAudit(): FairAudit {
    const decks = this.fair?.decks ?? [];
    const broken = decks.find((d) => d.verdict?.kind === "broken")?.verdict;
    if (broken?.kind === "broken") return { kind: "broken", device: broken.device };
    const audited = decks.length > 0 && decks.every((d) => d.verdict?.kind === "fair");
    return { kind: audited ? "fair" : "pending" };
  }

  fairWalk(): FairWalk | null {
    const start = startFairOf(this.game, headerOf(this.current), startOf(this.game, this.current));
    if (!start || !start.ok) return null;
    const fair = start.value;
    return { entries: this.logged, fold: () => fairFold(this.game, fair) };
  }

  /** Nothing changes an imported fair game. */
  subscribe(): () => void {
    return () => undefined;
  }
}

/** The header the fair fold needs: the paired game's id and its commitments. */
function headerOf(record: StoredGame): GameHeader {
  return { id: record.importedFair!.id, fair: record.fair } as unknown as GameHeader;
}

function startOf(game: AnyGame, record: StoredGame): unknown {
  const start = initialState(game, record);
  return "state" in start ? start.state : null;
}

/** The stored entries of an imported fair game as the game file they came from. */
export function fileOf(
  record: Pick<StoredGame, "game" | "options" | "seats" | "seed" | "importedFair"> & {
    readonly fair?: FairHeader;
  },
  entries: readonly Entry[],
): GameFile {
  return {
    format: GAME_FILE_FORMAT,
    game: record.game,
    options: record.options,
    seats: record.seats,
    seed: record.seed,
    moves: entries.filter(isGameEntry).map((e) => e.text),
    fair: fairFileOf(record.importedFair!.id, record.fair, entries),
  };
}
