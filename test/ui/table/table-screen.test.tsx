// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { smalta } from "../../../src/games/smalta/rules";
import type { SmaltaState } from "../../../src/games/smalta/state";
import { replayMoves, randomSourceFor } from "../../../src/log/replay";
import type { SeatHolder } from "../../../src/store/types";
import { App } from "../../../src/ui/app";
import type { AppServices } from "../../../src/ui/app-context";
import type { BotReply, BotRequest, BotRunner } from "../../../src/ui/model/bot-protocol";
import { createGame } from "../../../src/ui/model/create-game";
import { Library } from "../../../src/ui/model/library";
import { SettingsModel } from "../../../src/ui/model/settings";
import { href, parseRoute, type Route } from "../../../src/ui/router";
import { FakeStore, FirstMoveBot, fakePlatform } from "../fakes";

/** A bot that moves only when the test lets it: the table screen is watched between moves. */
class GatedBot implements BotRunner {
  private readonly inner = new FirstMoveBot();
  private waiting: (() => void)[] = [];
  asked = 0;
  async choose(request: BotRequest): Promise<BotReply> {
    this.asked++;
    await new Promise<void>((go) => this.waiting.push(go));
    return this.inner.choose(request);
  }
  /** Lets the bot that waits now move; false if none waits. */
  release(): boolean {
    const go = this.waiting.shift();
    go?.();
    return go !== undefined;
  }
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const byTestId = (id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

async function settle() {
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
}

async function mount(holders: SeatHolder[], options: Record<string, unknown>, lang = "en") {
  const store = new FakeStore();
  const bots = new GatedBot();
  const platform = fakePlatform(store, bots);
  const created = await createGame(platform, { game: "smalta", options, holders });
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.id;
  const settings = await SettingsModel.load(store, { languages: [lang], reducedMotion: true });
  const route = signal<Route>(parseRoute(href.table(id)));
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route,
    storageProblem: null,
  };
  await act(() => render(<App services={services} />, root));
  await vi.waitFor(async () => {
    await settle();
    expect(byTestId("table-screen")).toHaveLength(1);
    expect(root.querySelectorAll(".smalta").length).toBe(1);
  }, LAZY);
  return { store, bots, id, route };
}

/** The game's full state as the store holds it (what a seat's device would know). */
function storedState(store: FakeStore, id: string): SmaltaState {
  const record = store.games.get(id)!;
  const options = smalta.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const start = smalta.setup(options.value, 2);
  if (!start.ok) throw new Error(start.error.message);
  const texts = (store.entries.get(id) ?? []).map((e) => e.text);
  return replayMoves(smalta as never, start.value, texts, randomSourceFor(record.seed))
    .state as SmaltaState;
}

const bots: SeatHolder[] = [
  { kind: "bot", level: "easy" },
  { kind: "bot", level: "normal" },
];

// The boards and screens are chunks loaded on first use: on a busy machine the first load
// takes more than waitFor's default second.
const LAZY = { timeout: 15_000 };

describe("the table screen", () => {
  it("shows a game of bots live, never a card of a hand, and tells each move", async () => {
    const { store, bots: gate, id } = await mount(bots, { fortune: "cards" });
    expect(document.documentElement.hasAttribute("data-table-screen")).toBe(true);
    expect(byTestId("table-seat-0")[0].textContent).toContain("Bot (easy)");

    let moves = 0;
    for (let step = 0; step < 12 && gate.release(); step++) {
      await settle();
      const state = storedState(store, id);
      if (state.win !== null) break;
      moves++;
      // Nothing of a hand: no card faces of a hand, only backs, as many as the hands hold.
      expect(byTestId("hand-card")).toHaveLength(0);
      const held = state.hands[0].length + state.hands[1].length;
      expect(held).toBeGreaterThan(0);
      expect(byTestId("hand-back")).toHaveLength(held);
      for (const card of root.querySelectorAll("[aria-label]")) {
        expect(card.getAttribute("aria-label")).not.toMatch(/your hand|ваша рука/i);
      }
      // The board is the public one: the same painted cells as the game.
      const painted = state.cells.filter((c) => c !== 0).length;
      expect(root.querySelectorAll('[data-testid^="cell-"]:not([data-colour="0"])')).toHaveLength(
        painted,
      );
      // The latest move, listed and told; the seat to move marked.
      const listed = byTestId("table-move");
      expect(listed.length).toBe(Math.min(moves, 4));
      expect(byTestId("table-announcer")[0].textContent).toContain(listed[0].textContent!);
      const turn = state.turn!;
      expect(byTestId(`table-seat-${turn}`)[0].dataset.turn).toBe("true");
      expect(byTestId(`table-seat-${1 - turn}`)[0].dataset.turn).toBe("false");
      expect(byTestId("table-status")[0].textContent).toMatch(/is thinking…$/);
    }
    expect(moves).toBeGreaterThanOrEqual(6);
    // The Wake Lock API is absent here: the screen says so.
    expect(byTestId("table-awake")[0].dataset.state).toBe("unsupported");
    expect(byTestId("open-table-screen")).toHaveLength(0);
  });

  it("plays on to the end and shows the result, with the winner marked", async () => {
    const { store, bots: gate, id } = await mount(bots, { fortune: "die" });
    for (let i = 0; i < 60 && gate.release(); i++) await settle();
    await settle();
    const state = storedState(store, id);
    expect(state.win !== null || state.cells.every((c) => c !== 0)).toBe(true);
    expect(byTestId("table-screen")[0].dataset.status).toBe("over");
    expect(byTestId("table-status")[0].textContent).toMatch(/^Game over\./);
    expect(byTestId("table-announcer")[0].textContent).toMatch(/^Game over\./);
    const winners = store.games.get(id)!.winners;
    for (const seat of [0, 1]) {
      expect(byTestId(`table-seat-${seat}`)[0].dataset.winner).toBe(String(winners.includes(seat)));
    }
  });

  it("on a device that plays a seat, shows no hand of it and points to the play screen", async () => {
    const { id } = await mount([{ kind: "device" }, { kind: "bot", level: "easy" }], {
      fortune: "cards",
    });
    await settle();
    expect(byTestId("hand-card")).toHaveLength(0);
    expect(byTestId("table-held")[0].textContent).toContain("This device plays You");
    const play = byTestId("table-held")[0].querySelector("a")!;
    expect(play.getAttribute("href")).toBe(href.play(id));
  });

  it("speaks Russian", async () => {
    await mount(bots, { fortune: "die" }, "ru");
    expect(byTestId("table-leave")[0].textContent).toContain("Выйти");
    expect(root.querySelector(".table-moves")!.textContent).toContain("Ходов пока нет");
  });

  it("says a game that is not on this device is not here", async () => {
    const store = new FakeStore();
    const platform = fakePlatform(store);
    const settings = await SettingsModel.load(store, { languages: ["en"], reducedMotion: true });
    const services: AppServices = {
      platform,
      settings,
      library: new Library(platform),
      route: signal<Route>(parseRoute(href.table("nowhere"))),
      storageProblem: null,
    };
    await act(() => render(<App services={services} />, root));
    await vi.waitFor(async () => {
      await settle();
      expect(byTestId("table-error")).toHaveLength(1);
    }, LAZY);
    expect(byTestId("table-error")[0].textContent).toContain("not on this device");
  });

  it("gives the app's header back when it is left", async () => {
    const { route, id } = await mount(bots, { fortune: "die" });
    expect(document.documentElement.hasAttribute("data-table-screen")).toBe(true);
    await act(() => {
      route.value = parseRoute(href.play(id));
    });
    // The play screen is a chunk of its own: wait for it.
    await vi.waitFor(async () => {
      await settle();
      expect(byTestId("open-table-screen")).toHaveLength(1);
    }, LAZY);
    expect(document.documentElement.hasAttribute("data-table-screen")).toBe(false);
    // A device that plays no seat gets the way back to the table screen on its play screen.
    await vi.waitFor(() => expect(byTestId("open-table-screen")).toHaveLength(1));
    const offer = byTestId("open-table-screen");
    expect(offer[0].getAttribute("href")).toBe(href.table(id));
  });
});

describe("the table screen's route", () => {
  it("reads #/table/<id> and writes it back", () => {
    expect(parseRoute("#/table/abc-123")).toEqual({ screen: "table", id: "abc-123" });
    const id = "g/ä 1";
    expect(parseRoute(href.table(id))).toEqual({ screen: "table", id });
    expect(parseRoute("#/table/")).toEqual({ screen: "not-found" });
  });
});
