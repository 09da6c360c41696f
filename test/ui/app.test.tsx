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

const goodFile = JSON.stringify({
  format: "tabula-game/1",
  game: "smalta",
  options: { fortune: "table" },
  seats: 2,
  seed: null,
  moves: ["first 1", "roll 2", "d4"],
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.unstubAllGlobals();
});

async function mount(store = new FakeStore(), hash = "#/") {
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
  return { services, store, route };
}

/** Lets pending promises (store calls) settle and effects re-render. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

const byTestId = (id: string) => root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`);

/** Boards are loaded lazily: let the chunk arrive and render. */
async function untilShown(id: string) {
  await vi.waitFor(async () => {
    await settle();
    expect(byTestId(id).length).toBeGreaterThan(0);
  });
}

describe("the app shell", () => {
  it("lists stored games with their id and status, and deletes one after confirming", async () => {
    const store = new FakeStore();
    const { services } = await mount(store);
    const imported = await services.library.importText(goodFile);
    await settle();
    const items = byTestId("continue-item");
    expect(items).toHaveLength(1);
    expect(items[0].dataset.gameId).toBe(imported!.id);
    expect(items[0].dataset.status).toBe("playing");
    expect(items[0].textContent).toContain("Smalta");

    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValueOnce(false);
    vi.stubGlobal("confirm", confirm);
    await act(() => items[0].querySelector<HTMLElement>('[data-testid="delete-game"]')!.click());
    await settle();
    expect(confirm).toHaveBeenCalledOnce();
    expect(store.games.size).toBe(1);

    confirm.mockReturnValueOnce(true);
    await act(() => byTestId("delete-game")[0].click());
    await settle();
    expect(store.games.size).toBe(0);
    expect(byTestId("continue-item")).toHaveLength(0);
  });

  it("shows a running cards game's last move without its cards, and asks before exporting it", async () => {
    const deck = Array.from({ length: 24 }, (_, i) => (i % 6) + 1);
    const cards = { ...JSON.parse(goodFile), options: { fortune: "cards" } };
    const file = JSON.stringify({ ...cards, moves: ["first 0", `deal ${deck.join(",")}`] });
    const { services } = await mount();
    const dealt = await services.library.importText(file);
    await services.library.importText(goodFile);
    await settle();
    const items = [...byTestId("continue-item")];
    const cardsItem = items.find((i) => i.dataset.gameId === dealt!.id)!;
    // Only the lot and the deal: no move yet, and no card.
    expect(cardsItem.textContent).toContain("no moves yet");
    expect(cardsItem.textContent).not.toMatch(/[1-6],[1-6]/);

    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValue(false);
    vi.stubGlobal("confirm", confirm);
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    await act(() => cardsItem.querySelector<HTMLElement>('[data-testid="export-game"]')!.click());
    await settle();
    expect(confirm).toHaveBeenCalledOnce();
    expect(confirm.mock.calls[0][0]).toContain("every hand");
    expect(createObjectURL).not.toHaveBeenCalled();

    // A game that hides nothing is exported without a question.
    const open = items.find((i) => i !== cardsItem)!;
    await act(() => open.querySelector<HTMLElement>('[data-testid="export-game"]')!.click());
    // The log's code loads on demand (it is not in the first load): wait for the file.
    await vi.waitFor(async () => {
      await settle();
      expect(createObjectURL).toHaveBeenCalledOnce();
    });
    expect(confirm).toHaveBeenCalledOnce();
    createObjectURL.mockRestore();
  });

  it("shows why an imported file is refused, and stores nothing", async () => {
    const store = new FakeStore();
    await mount(store);
    const input = byTestId("import-file")[0] as HTMLInputElement;
    const bad = JSON.stringify({ ...JSON.parse(goodFile), moves: ["first 1", "roll 2", "q9"] });
    Object.defineProperty(input, "files", {
      // A File has a size: the import refuses a file by its size before reading it.
      value: [{ size: new Blob([bad]).size, text: async () => bad }],
      configurable: true,
    });
    await act(() => {
      input.dispatchEvent(new Event("change"));
    });
    await settle();
    const error = byTestId("import-error");
    expect(error).toHaveLength(1);
    expect(error[0].textContent).toContain("move 3");
    expect(store.games.size).toBe(0);
  });

  it("switches the language of every screen and remembers it", async () => {
    const store = new FakeStore();
    await mount(store);
    expect(byTestId("new-game")[0].textContent).toBe("New game");
    const select = byTestId("language")[0] as HTMLSelectElement;
    select.value = "ru";
    await act(() => {
      select.dispatchEvent(new Event("change"));
    });
    expect(byTestId("new-game")[0].textContent).toBe("Новая игра");
    expect(store.settings.get("lang")).toBe("ru");
  });

  it("offers the contract's options and seats on the new-game screen", async () => {
    await mount(new FakeStore(), "#/new");
    await untilShown("game-choice");
    expect(byTestId("game-choice")[0].dataset.game).toBe("smalta");
    const fortune = byTestId("option-fortune")[0] as HTMLSelectElement;
    expect([...fortune.options].map((o) => o.value)).toEqual(["die", "cards", "table"]);
    const seat = byTestId("seat-1")[0] as HTMLSelectElement;
    expect([...seat.options].map((o) => o.value)).toEqual([
      "device",
      "bot:easy",
      "bot:normal",
      "bot:strong",
    ]);
    expect(byTestId("start-game")).toHaveLength(1);
  });

  it("plays a tapped cell: stored first, then shown", async () => {
    const store = new FakeStore();
    const { services, route } = await mount(store);
    const game = await services.library.importText(goodFile);
    await act(() => {
      route.value = { screen: "play", id: game!.id };
    });
    await untilShown("play");
    expect(byTestId("play")[0].dataset.status).toBe("playing");
    await untilShown("board");
    // Seat 0 (this device) is to move with the table die: enter the roll, then paint.
    await act(() => byTestId("table-roll-5")[0].click());
    await settle();
    expect(store.entries.get(game!.id)!.at(-1)!.text).toBe("roll 5");
    const cell = byTestId("cell-a1")[0];
    await act(() => {
      cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    await settle();
    expect(store.entries.get(game!.id)!.at(-1)!.text).toBe("a1");
    expect(byTestId("cell-a1")[0].dataset.colour).toBe("5");
    expect(byTestId("scores")[0].dataset.scores).toBe("0,0");
  });

  it("tells a screen reader the bot's move (and not our own)", async () => {
    const { services, route } = await mount();
    const file = JSON.stringify({
      ...JSON.parse(goodFile),
      options: { fortune: "die" },
      moves: ["first 0", "roll 3"],
      holders: [{ kind: "person" }, { kind: "bot", level: "easy" }],
    });
    const game = await services.library.importText(file);
    await act(() => {
      route.value = { screen: "play", id: game!.id };
    });
    await untilShown("board");
    const announcer = byTestId("announcer")[0];
    expect(announcer.getAttribute("aria-live")).toBe("polite");
    expect(announcer.textContent).toBe("");
    await act(() => {
      byTestId("cell-a1")[0].dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    await vi.waitFor(async () => {
      await settle();
      expect(announcer.textContent).toMatch(/^Bot \(easy\): painted [a-f][1-6]$/);
    });
  });

  it("opens New game on the last game started, with its last choices", async () => {
    const store = new FakeStore();
    const { route } = await mount(store, "#/new");
    await untilShown("game-choice");
    const select = (id: string, value: string) =>
      act(() => {
        const el = byTestId(id)[0] as HTMLSelectElement;
        el.value = value;
        el.dispatchEvent(new Event("change", { bubbles: true }));
      });
    await act(() => root.querySelector<HTMLElement>('[data-game="backgammon"]')!.click());
    await select("option-match", "5");
    await select("seat-1", "bot:easy");
    await act(() => byTestId("start-game")[0].click());
    await vi.waitFor(async () => {
      await settle();
      expect(store.games.size).toBe(1);
    });
    // Back on New game (the test's route does not follow the location's hash).
    await act(() => {
      route.value = { screen: "home" };
    });
    await act(() => {
      route.value = { screen: "new", game: null };
    });
    await vi.waitFor(async () => {
      await settle();
      const pressed = root.querySelector('[data-testid="game-choice"][aria-pressed="true"]');
      expect(pressed?.getAttribute("data-game")).toBe("backgammon");
      expect((byTestId("option-match")[0] as HTMLSelectElement).value).toBe("5");
      expect((byTestId("seat-1")[0] as HTMLSelectElement).value).toBe("bot:easy");
    });
    // A game card of Home opens on its game.
    await act(() => {
      route.value = { screen: "new", game: "smalta" };
    });
    await vi.waitFor(async () => {
      await settle();
      const pressed = root.querySelector('[data-testid="game-choice"][aria-pressed="true"]');
      expect(pressed?.getAttribute("data-game")).toBe("smalta");
    });
  });
});
