// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StoredGame } from "../../src/store/types";
import { AppContext, type AppServices } from "../../src/ui/app-context";
import { Library } from "../../src/ui/model/library";
import { SettingsModel } from "../../src/ui/model/settings";
import { TablePanel } from "../../src/ui/pairing/table-panel";
import { App } from "../../src/ui/app";
import { parseRoute, type Route } from "../../src/ui/router";
import { testKey } from "../net/table";
import { FakeStore, fakePlatform } from "./fakes";

// Issue 9: a game paired before devices had keys is not signed, and its Table panel
// says so ("not protected"), in English and Russian; a signed game's says nothing.

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function pairedGame(signed: boolean): StoredGame {
  const other = signed ? testKey("other").id : "0b6c2f9e-old-id";
  return {
    id: `paired-${signed}`,
    game: "smalta",
    options: {},
    seats: 2,
    seed: "ab".repeat(32),
    holders: [{ kind: "device" }, { kind: "remote", device: other }],
    created: 1,
    updated: 1,
    status: "playing",
    lastMove: null,
    entryCount: 0,
    winners: [],
    ...(signed ? { signed: true } : {}),
  };
}

/** The table screen (#/table/<id>) of that game, as the whole app shows it. */
async function showTableScreen(signed: boolean) {
  const store = new FakeStore();
  const device = signed ? testKey("self").id : "device-test";
  const platform = fakePlatform(store, undefined, device);
  const record = pairedGame(signed);
  await store.createGame(record, []);
  const settings = await SettingsModel.load(store, { languages: ["en"], reducedMotion: true });
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route: signal<Route>(parseRoute(`#/table/${record.id}`)),
    storageProblem: null,
  };
  await act(() => render(<App services={services} />, root));
  for (let i = 0; i < 400 && !root.querySelector('[data-testid="table-screen"]'); i++) {
    await act(() => new Promise((r) => setTimeout(r, 5)));
  }
  expect(root.querySelector('[data-testid="table-screen"]')).not.toBeNull();
  return root.querySelector('[data-testid="table-not-protected"]')?.textContent ?? null;
}

async function showPanel(signed: boolean, lang: "en" | "ru") {
  const store = new FakeStore();
  const device = signed ? testKey("self").id : "device-test";
  const platform = fakePlatform(store, undefined, device);
  const record = pairedGame(signed);
  await store.createGame(record, []);
  const log = await platform.paired.openLog(record.id);
  expect(log.ok).toBe(true);
  const settings = await SettingsModel.load(store, { languages: [lang], reducedMotion: false });
  const services: AppServices = {
    platform,
    settings,
    library: new Library(platform),
    route: signal<Route>(parseRoute(`#/play/${record.id}`)),
    storageProblem: null,
  };
  await act(() =>
    render(
      <AppContext.Provider value={services}>
        <TablePanel id={record.id} holders={record.holders} />
      </AppContext.Provider>,
      root,
    ),
  );
  const panel = root.querySelector('[data-testid="table-panel"]');
  return {
    signed: panel?.getAttribute("data-signed"),
    note: root.querySelector('[data-testid="table-not-protected"]')?.textContent ?? null,
  };
}

describe("the Table panel", () => {
  it("says an unsigned game is not protected, in English and Russian", async () => {
    const en = await showPanel(false, "en");
    expect(en.signed).toBe("false");
    expect(en.note).toMatch(/^Not protected: /);
    render(null, root);
    const ru = await showPanel(false, "ru");
    expect(ru.note).toMatch(/^Не защищена: /);
  });

  it("says nothing of the kind for a signed game", async () => {
    const shown = await showPanel(true, "en");
    expect(shown.signed).toBe("true");
    expect(shown.note).toBeNull();
  });
});

describe("the table screen", () => {
  it("says an unsigned paired game is not protected, and a signed one nothing", async () => {
    expect(await showTableScreen(false)).toMatch(/^Not protected: /);
    render(null, root);
    expect(await showTableScreen(true)).toBeNull();
  });
});
