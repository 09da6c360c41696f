// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Link } from "../../src/net/link";
import { decodeNames } from "../../src/net/table/names";
import type { StoredGame } from "../../src/store/types";
import { AppContext, type AppServices } from "../../src/ui/app-context";
import { Library } from "../../src/ui/model/library";
import { PLAYER_NAMES_KEY } from "../../src/ui/model/new-game-memory";
import { SettingsModel } from "../../src/ui/model/settings";
import { TableDrawer } from "../../src/ui/pairing/table-drawer";
import { parseRoute, type Route } from "../../src/ui/router";
import { FakeStore, fakePlatform } from "./fakes";

// Issue 13, item 5: a device that joined a paired game names the persons at its own
// seats in the Table drawer; the name is kept in its record and sent to the others.

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const HOST = "device-host";

/** A joined game: the host holds seat 0, this device seat 1. */
const joined: StoredGame = {
  id: "joined",
  game: "smalta",
  options: {},
  seats: 2,
  seed: "cd".repeat(32),
  holders: [{ kind: "remote", device: HOST, name: "Anna" }, { kind: "device" }],
  created: 1,
  updated: 1,
  status: "playing",
  lastMove: null,
  entryCount: 0,
  winners: [],
};

/** A link to the host that keeps what this device sends. */
function recordingLink(): Link & { readonly sent: string[] } {
  const sent: string[] = [];
  return {
    peer: HOST,
    state: "open",
    sent,
    send: (m) => void sent.push(m),
    onMessage: () => undefined,
    onClose: () => undefined,
    close: () => undefined,
  };
}

async function showDrawer(lang: "en" | "ru", remembered: string[] = []) {
  const store = new FakeStore();
  const platform = fakePlatform(store);
  await store.createGame(joined, []);
  if (remembered.length > 0) await store.setSetting(PLAYER_NAMES_KEY, remembered);
  const log = await platform.paired.openLog(joined.id);
  expect(log.ok).toBe(true);
  const table = platform.paired.live(joined.id)!;
  const link = recordingLink();
  table.attach(HOST, link, "test");
  const settings = await SettingsModel.load(store, { languages: [lang], reducedMotion: true });
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route: signal<Route>(parseRoute(`#/play/${joined.id}`)),
    storageProblem: null,
  };
  const draw = () =>
    render(
      <AppContext.Provider value={services}>
        <TableDrawer id={joined.id} holders={table.record().holders} />
      </AppContext.Provider>,
      root,
    );
  await act(draw);
  await act(() => new Promise((r) => setTimeout(r, 5)));
  return { store, table, link, draw };
}

const field = (seat: number) =>
  root.querySelector<HTMLInputElement>(`[data-testid="table-seat-name-${seat}"]`);

async function type(input: HTMLInputElement, text: string): Promise<void> {
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe("the Table drawer's names of this device's players", () => {
  it("has a field only for the seats this device holds, labelled in English and Russian", async () => {
    await showDrawer("en");
    expect(field(0)).toBeNull();
    expect(field(1)!.value).toBe("");
    expect(field(1)!.getAttribute("aria-label")).toBe("Name of player 2");
    expect(root.querySelector('[data-testid="table-seat-names"] legend')!.textContent).toBe(
      "Names of the players here",
    );
    render(null, root);
    await showDrawer("ru");
    expect(field(1)!.getAttribute("aria-label")).toBe("Имя игрока 2");
    expect(root.querySelector('[data-testid="table-seat-names"] legend')!.textContent).toBe(
      "Имена игроков за этим устройством",
    );
  });

  it("keeps a name in this device's record, sends it to the others, and remembers it", async () => {
    const { store, table, link, draw } = await showDrawer("en", ["Vera"]);
    // The names remembered are offered, not sent unasked.
    const offered = [...root.querySelectorAll("datalist option")].map((o) =>
      o.getAttribute("value"),
    );
    expect(offered).toEqual(["Vera"]);
    const before = link.sent.length;
    await type(field(1)!, "  Bo\u202Eris ");
    expect((await store.loadGame(joined.id))!.game.holders[1]).toEqual({
      kind: "device",
      name: "Boris",
    });
    const names = link.sent.slice(before).map(decodeNames);
    expect(names).toEqual([{ name: null, seats: new Map([[1, "Boris"]]) }]);
    expect(await store.getSetting(PLAYER_NAMES_KEY)).toEqual(["Boris"]);
    expect(root.querySelector('[data-testid="table-seat-name-status"]')!.textContent).toBe("Saved");
    // Drawn again from the record, the field holds the name kept.
    await act(draw);
    expect(field(1)!.value).toBe("Boris");
    expect(table.record().holders[1]).toEqual({ kind: "device", name: "Boris" });
  });
});
