import { signal, type ReadonlySignal } from "@preact/signals";

/** The part of workbox-window's Workbox that the update flow uses (so tests can fake it). */
export interface WorkboxLike {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  messageSkipWaiting(): void;
  update(): Promise<unknown>;
}

/** What the UpdatePrompt shows and does. */
export interface UpdateModel {
  /** A new version is installed and waits for the player's consent. */
  readonly waiting: ReadonlySignal<boolean>;
  /** Activate the new version, then reload the page once it controls it. */
  accept(): void;
  /** Hide the prompt; the new version starts the next time the app is opened. */
  dismiss(): void;
  /** Ask the browser to look for a new version now (e.g. when the app comes back to view). */
  check(): void;
}

export function createUpdateModel(workbox: WorkboxLike, reload: () => void): UpdateModel {
  const waiting = signal(false);
  let accepted = false;
  workbox.addEventListener("waiting", () => {
    waiting.value = true;
  });
  // Only a takeover the player asked for reloads the page: the very first service
  // worker also takes control (clientsClaim), and must not reload a game in progress.
  workbox.addEventListener("controlling", () => {
    if (accepted) reload();
  });
  return {
    waiting,
    accept() {
      if (!waiting.value || accepted) return;
      accepted = true;
      waiting.value = false;
      workbox.messageSkipWaiting();
    },
    dismiss() {
      waiting.value = false;
    },
    check() {
      // A failed check (offline) changes nothing; the browser checks again later.
      workbox.update().catch(() => undefined);
    },
  };
}
