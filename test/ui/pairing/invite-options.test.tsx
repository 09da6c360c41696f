// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/ui/app";
import type { AppServices } from "../../../src/ui/app-context";
import { Library } from "../../../src/ui/model/library";
import { SettingsModel } from "../../../src/ui/model/settings";
import { parseRoute, type Route } from "../../../src/ui/router";
import { FakeStore, fakePlatform } from "../fakes";

// Hole 9 of issue 9: Invite (a game over the network) does not offer Smalta's table
// die, which no other device could check; New game (one device) still does.

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
  // No /tabula-config.json to read (the PeerServer the invite would announce).
  vi.stubGlobal("fetch", async () => new Response("", { status: 404 }));
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

async function mount(hash: string): Promise<void> {
  const store = new FakeStore();
  const platform = fakePlatform(store);
  const settings = await SettingsModel.load(store, { languages: ["en"], reducedMotion: true });
  const route = signal<Route>(parseRoute(hash));
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route,
    storageProblem: null,
  };
  await act(() => render(<App services={services} />, root));
}

async function fortuneValues(testId: string): Promise<string[]> {
  let values: string[] = [];
  await vi.waitFor(async () => {
    await act(() => new Promise((r) => setTimeout(r, 0)));
    const select = root.querySelector<HTMLSelectElement>(`[data-testid="${testId}"]`);
    expect(select).not.toBeNull();
    values = [...select!.querySelectorAll("option")].map((o) => o.value);
  });
  return values;
}

describe("the table die", () => {
  it("is not offered by Invite", async () => {
    await mount("#/pair/invite");
    expect(await fortuneValues("pair-option-fortune")).toEqual(["die", "cards"]);
  });
});
