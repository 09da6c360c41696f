// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/ui/app";
import type { AppServices } from "../../src/ui/app-context";
import { Library } from "../../src/ui/model/library";
import { SettingsModel } from "../../src/ui/model/settings";
import { parseRoute, type Route } from "../../src/ui/router";
import { FakeStore, fakePlatform } from "./fakes";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

async function showSettings(store: FakeStore, languages: string[]) {
  const platform = fakePlatform(store);
  const settings = await SettingsModel.load(store, { languages, reducedMotion: false });
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route: signal<Route>(parseRoute("#/settings")),
    storageProblem: null,
  };
  await act(() => render(<App services={services} />, root));
  // The screen is a chunk of its own: let it arrive.
  await vi.waitFor(async () => {
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(root.querySelector('[data-testid="settings"]')).not.toBeNull();
  });
  return settings;
}

describe("the four-colour suits setting", () => {
  it("is off at first, turned on by its box, kept in the store and given to boards", async () => {
    const store = new FakeStore();
    const settings = await showSettings(store, ["en"]);
    const box = root.querySelector<HTMLInputElement>('[data-testid="setting-four-colour"]')!;
    expect(box.checked).toBe(false);
    expect(box.closest("label")?.textContent).toBe(
      "Playing cards in four colours: clubs green, diamonds blue",
    );
    await act(() => {
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(settings.fourColour.value).toBe(true);
    expect(settings.boardSettings().fourColour).toBe(true);
    expect(await store.getSetting("fourColour")).toBe(true);
  });

  it("speaks Russian", async () => {
    await showSettings(new FakeStore(), ["ru"]);
    const box = root.querySelector('[data-testid="setting-four-colour"]')!;
    expect(box.closest("label")?.textContent).toBe(
      "Карты в четыре цвета: трефы зелёные, бубны синие",
    );
  });
});

describe("the backgammon settings", () => {
  it("start at auto-roll, one-tap by the larger die, bear-off offered; changes are kept", async () => {
    const store = new FakeStore();
    const settings = await showSettings(store, ["en"]);
    const autoRoll = root.querySelector<HTMLInputElement>('[data-testid="setting-auto-roll"]')!;
    const oneTap = root.querySelector<HTMLSelectElement>('[data-testid="setting-one-tap"]')!;
    const bearOff = root.querySelector<HTMLInputElement>('[data-testid="setting-auto-bear-off"]')!;
    expect([autoRoll.checked, oneTap.value, bearOff.checked]).toEqual([true, "larger", false]);
    expect([...oneTap.options].map((o) => o.textContent)).toEqual([
      "moves it by the larger die",
      "moves it by the smaller die",
      "shows where it can go",
    ]);
    await act(() => {
      autoRoll.checked = false;
      autoRoll.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(() => {
      oneTap.value = "smaller";
      oneTap.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(() => {
      bearOff.checked = true;
      bearOff.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const want = { autoRoll: false, oneTap: "smaller", autoBearOff: true };
    expect(settings.boardSettings().dice).toEqual(want);
    expect(await store.getSetting("dice")).toEqual(want);
  });

  it("speaks Russian", async () => {
    await showSettings(new FakeStore(), ["ru"]);
    const legend = root.querySelector('[data-testid="dice-settings"] legend');
    expect(legend?.textContent).toBe("Нарды");
    const oneTap = root.querySelector<HTMLSelectElement>('[data-testid="setting-one-tap"]')!;
    expect(oneTap.options[0].textContent).toBe("ходит ею на большее число");
  });
});
