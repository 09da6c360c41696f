// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { smaltaManifest } from "../../../src/games/smalta/index";
import { App } from "../../../src/ui/app";
import type { AppServices } from "../../../src/ui/app-context";
import { Library } from "../../../src/ui/model/library";
import { SettingsModel } from "../../../src/ui/model/settings";
import { parseRoute, type Route } from "../../../src/ui/router";
import { FakeStore, fakePlatform } from "../fakes";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

async function mount(hash: string, store = new FakeStore()) {
  const platform = fakePlatform(store);
  const settings = await SettingsModel.load(store, { languages: ["en"], reducedMotion: true });
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route: signal<Route>(parseRoute(hash)),
    storageProblem: null,
  };
  await act(() => render(<App services={services} />, root));
  return { store };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
};
const one = (selector: string) => root.querySelector<HTMLElement>(selector);

describe("the lesson screen (#/learn/<game>)", () => {
  it("opens Smalta's lesson: the intro and the first step, its first tap marked on the board, nothing stored", async () => {
    const guide = await smaltaManifest.guide!();
    const { store } = await mount("#/learn/smalta");
    await vi.waitFor(
      async () => {
        await settle();
        expect(one('[data-coach="next"]')).not.toBeNull();
      },
      { timeout: 20_000 },
    );
    const coach = one('[data-testid="coach"]')!;
    expect(coach.dataset.step).toBe("0");
    expect(coach.dataset.tap).toBe("0");
    expect(one('[data-testid="coach-intro"]')!.textContent).toBe(guide.intro.en);
    expect(coach.textContent).toContain(guide.steps[0].say.en);
    const marked = one('[data-coach="next"]')!;
    expect(marked).toBe(one(guide.steps[0].taps[0]));
    expect(marked.getAttribute("aria-describedby")).toContain("coach-say");
    expect(one("#coach-say")!.getAttribute("aria-live")).toBe("polite");
    // A lesson is no saved game.
    expect(await store.listGames()).toEqual([]);
  }, 30_000);

  it("a game that is not offered has no lesson: it says so, with the way home", async () => {
    await mount("#/learn/chess");
    await vi.waitFor(async () => {
      await settle();
      expect(one('[data-testid="guide-error"]')).not.toBeNull();
    });
    expect(one('[data-testid="guide-error"] [role="alert"]')!.textContent).toBe(
      "chess has no lesson yet.",
    );
  });
});
