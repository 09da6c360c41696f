// One browser process per engine per test file (issue 28): launching Firefox costs about
// 4 s and 5 s of CPU, a fresh context of a running one a small part of that, and a
// context is as separate as a profile (its own storage, service worker and cookies).
// vitest gives each test file its own module graph, so "per module" is "per file".

export interface SharedBrowser<B> {
  /** The running browser, started on first use. */
  get(): Promise<B>;
  /** Closes it if it was started (the file's afterAll); a later get() starts another. */
  release(): Promise<void>;
}

export function sharedBrowser<B>(
  start: () => Promise<B>,
  stop: (browser: B) => Promise<void>,
): SharedBrowser<B> {
  let running: Promise<B> | undefined;
  return {
    get: () => (running ??= start()),
    async release() {
      const was = running;
      running = undefined;
      if (was) await stop(await was);
    },
  };
}
