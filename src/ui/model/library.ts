import { signal, type Signal } from "@preact/signals";
import type { GameError } from "../../engine/errors";
import { checkFileSize } from "../../log/gamefile";
import type { StoredGame } from "../../store/types";
import { exportGameFile, importGameFile } from "./game-file";
import { openGameLog } from "./open-log";
import type { Platform } from "./platform";

/** The games kept on this device, as the Home screen lists them. */
export class Library {
  /** Newest first. */
  readonly games: Signal<readonly StoredGame[]> = signal([]);
  /** Why the last import was refused; null when it was not. */
  readonly importError: Signal<GameError | null> = signal(null);
  /** Why the list could not be read or changed; null otherwise. */
  readonly error: Signal<GameError | null> = signal(null);
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
    const log = await openGameLog(this.platform, id);
    if (!log.ok) return null;
    return exportGameFile(log.value.record(), log.value.entries(), this.platform.device);
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

  /** Imports a file's text; on success returns the new game (already stored). */
  async importText(text: string): Promise<StoredGame | null> {
    const imported = await importGameFile(this.platform, text);
    if (!imported.ok) {
      this.importError.value = imported.error;
      return null;
    }
    this.importError.value = null;
    await this.refresh();
    return imported.value;
  }
}

function storeError(e: unknown): GameError {
  return { code: "store-failed", message: e instanceof Error ? e.message : String(e) };
}
