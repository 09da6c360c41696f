import { signal, type Signal } from "@preact/signals";
import type { GameError } from "../../engine/errors";
import { checkFileSize } from "../../log/gamefile";
import type { StoredGame } from "../../store/types";
import { exportGameFile } from "./game-file";
import type { Platform } from "./platform";

/** The games kept on this device, as the Home screen lists them. */
export class Library {
  /** Newest first. */
  readonly games: Signal<readonly StoredGame[]> = signal([]);
  /** Why the last import was refused; null when it was not. */
  readonly importError: Signal<GameError | null> = signal(null);
  /** Why the list could not be read or changed; null otherwise. */
  readonly error: Signal<GameError | null> = signal(null);
  /**
   * The last file imported is a game stored here already (the same game, the same
   * log): nothing was imported; the player may open that game or import a copy.
   */
  readonly alreadyHere: Signal<{ readonly game: StoredGame; readonly text: string } | null> =
    signal(null);
  /** Whether the list has been read once (until then, "no games" would be a guess). */
  readonly loaded: Signal<boolean> = signal(false);

  constructor(private readonly platform: Platform) {}

  async refresh(): Promise<void> {
    try {
      this.games.value = await this.platform.store.listGames();
      this.error.value = null;
    } catch (e) {
      this.error.value = storeError(e);
    }
    this.loaded.value = true;
  }

  async remove(id: string): Promise<void> {
    // A paired game open now leaves its table first (it would go on storing entries).
    this.platform.paired.leave(id);
    this.platform.locks?.release(id);
    try {
      await this.platform.store.deleteGame(id);
    } catch (e) {
      this.error.value = storeError(e);
    }
    await this.refresh();
  }

  /**
   * The game file text of a stored game (a paired game's: the line its table played,
   * handovers and rejected entries left out), or null when it cannot be read.
   */
  async exportText(id: string): Promise<string | null> {
    // The log's code (entries, hashes, replay) is not in the first load: Home lists
    // games from their records alone.
    const { openGameLog } = await import("./open-log");
    const log = await openGameLog(this.platform, id);
    if (!log.ok) return null;
    const gameLog = log.value;
    // A fair game's file carries its public transcript (GameLog.fairWalk's chain).
    const chain = gameLog.fairWalk?.()?.entries;
    return exportGameFile(gameLog.record(), gameLog.entries(), this.platform.device, chain);
  }

  /**
   * Imports a chosen file: refused by its size in bytes before it is read (a huge
   * file must not be loaded into memory to be refused), then as importText.
   */
  async importFile(file: Pick<Blob, "size" | "text">): Promise<StoredGame | null> {
    const tooLarge = checkFileSize(file.size);
    if (tooLarge) {
      this.importError.value = tooLarge;
      return null;
    }
    return this.importText(await file.text());
  }

  /**
   * Imports a file's text; on success returns the new game (already stored). A game
   * stored here already is not imported again unless `copy` says so: `alreadyHere`
   * names it, and null is returned.
   */
  async importText(
    text: string,
    choice: { readonly copy?: boolean } = {},
  ): Promise<StoredGame | null> {
    const imported = await import("./import-file").then(
      (m) => m.importGameFile(this.platform, text, choice),
      (e: unknown) => ({
        ok: false as const,
        error: { code: "rules-unavailable", message: e instanceof Error ? e.message : String(e) },
      }),
    );
    this.alreadyHere.value = null;
    if (!imported.ok) {
      this.importError.value = imported.error;
      return null;
    }
    this.importError.value = null;
    if (imported.value.kind === "same") {
      this.alreadyHere.value = { game: imported.value.game, text };
      return null;
    }
    await this.refresh();
    return imported.value.game;
  }

  /** The player wants the file that is here already as a new game all the same. */
  importCopy(): Promise<StoredGame | null> {
    const here = this.alreadyHere.value;
    return here ? this.importText(here.text, { copy: true }) : Promise.resolve(null);
  }

  /** The player keeps the game that is here (or closes the question). */
  dismissAlreadyHere(): void {
    this.alreadyHere.value = null;
  }
}

function storeError(e: unknown): GameError {
  return { code: "store-failed", message: e instanceof Error ? e.message : String(e) };
}
