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
import { smalta } from "../../src/games/smalta/rules";
import { dueOutcome } from "../../src/log/chance";
import { makeEntry, type Entry } from "../../src/log/entry";
import { SEED_AUTHOR } from "../../src/log/header";
import { judge, mergeSetup } from "../../src/log/merge";
import { actorNow } from "../../src/log/step";
import { headerOf } from "../../src/net/table/open-table";

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

async function showPanel(signed: boolean, lang: "en" | "ru", entries: readonly Entry[] = []) {
  const store = new FakeStore();
  const device = signed ? testKey("self").id : "device-test";
  const platform = fakePlatform(store, undefined, device);
  const record = pairedGame(signed);
  await store.createGame(record, [...entries]);
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
    caught: [...root.querySelectorAll('[data-testid="table-equivocated"]')].map(
      (p) => p.textContent,
    ),
  };
}

/**
 * The unsigned game's log as far as the other device's first turn, where it wrote two
 * versions of that turn (issue 27: a proof against it), and this device played on
 * after one of them.
 */
function twoVersionsByTheOther(): Entry[] {
  const record = pairedGame(false);
  const header = headerOf(smalta, record, "device-test");
  const setup = mergeSetup(smalta, header);
  if (!setup.ok) throw new Error(setup.error.message);
  const entries: Entry[] = [];
  let at = setup.value.start;
  const write = (body: Omit<Entry, "hash" | "game" | "prev">): Entry => {
    const entry = makeEntry({ ...body, game: header.id, prev: at.head });
    const next = judge(setup.value, at, entry);
    if (!next.ok) throw new Error(next.error.message);
    entries.push(entry);
    at = next.value;
    return entry;
  };
  const play = (pick: number): void => {
    const due = dueOutcome(setup.value, at);
    if (due !== null)
      return void write({ author: SEED_AUTHOR, seat: "chance", kind: "random", text: due });
    const seat = actorNow(smalta, at.state) as number;
    const text = smalta.formatMove(smalta.legalMoves(at.state as never, seat)[pick]);
    write({ author: header.holders[seat], seat, kind: "move", text });
  };
  while (!(
    dueOutcome(setup.value, at) === null &&
    at.holders[actorNow(smalta, at.state) as number] !== "device-test"
  ))
    play(0);
  const before = at;
  play(1);
  const other = entries.pop()!;
  at = before;
  play(0);
  // This device builds on the first version: two moves later, its own turn.
  for (let i = 0; i < 4; i++) play(0);
  return [...entries.slice(0, -5), other, ...entries.slice(-5)];
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

describe("the Table panel names a device caught writing two versions of one turn", () => {
  it("in English and Russian, from the proof in the log", async () => {
    const entries = twoVersionsByTheOther();
    const en = await showPanel(false, "en", entries);
    expect(en.caught).toEqual([
      "0b6c2f9e wrote two versions of one turn: the table went on from the one the other devices built on.",
    ]);
    render(null, root);
    const ru = await showPanel(false, "ru", entries);
    expect(ru.caught[0]).toMatch(/^0b6c2f9e записало два разных варианта/);
    render(null, root);
    expect((await showPanel(false, "en")).caught).toEqual([]);
  });
});

describe("the table screen", () => {
  it("says an unsigned paired game is not protected, and a signed one nothing", async () => {
    expect(await showTableScreen(false)).toMatch(/^Not protected: /);
    render(null, root);
    expect(await showTableScreen(true)).toBeNull();
  });
});
