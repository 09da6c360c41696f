// @vitest-environment happy-dom
import { signal } from "@preact/signals";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { plainSeatings, type Seating } from "../../src/games/manifest";
import type { SeatHolder } from "../../src/store/types";
import { AppContext, type AppServices } from "../../src/ui/app-context";
import { translate } from "../../src/ui/i18n/i18n";
import type { Lang } from "../../src/ui/kit/game-ui";
import {
  devicePersons,
  holdersOfSeating,
  personCount,
  type SeatChoice,
} from "../../src/ui/model/holders";
import { defaultChoices, SeatsFieldset, seatingName } from "../../src/ui/screens/new-game-seats";
import { seatNames } from "../../src/ui/screens/seat-names";

/** Mountains: two v two, or one v one with two hands each. */
const mountains: readonly Seating[] = [
  ...plainSeatings([4]),
  {
    seats: 4,
    players: [0, 1, 0, 1],
    label: { en: "1 v 1 (two hands each)", ru: "1 на 1 (по две руки)" },
  },
];
const t =
  (lang: Lang) =>
  (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);

describe("the holders of a new game, from one choice per person", () => {
  it("gives each seat its person's choice and marks one person's hands with one player", () => {
    expect(personCount(mountains[1])).toBe(2);
    expect(holdersOfSeating(mountains[1], ["device", "bot:ref"])).toEqual([
      { kind: "device", player: 0 },
      { kind: "bot", level: "ref" },
      { kind: "device", player: 0 },
      { kind: "bot", level: "ref" },
    ]);
    expect(holdersOfSeating(mountains[1], ["device", "device"])).toEqual([
      { kind: "device", player: 0 },
      { kind: "device", player: 1 },
      { kind: "device", player: 0 },
      { kind: "device", player: 1 },
    ]);
  });

  it("keeps a plain table as it was: one person per seat, no player marks", () => {
    expect(holdersOfSeating(mountains[0], ["device", "bot:easy", "device", "bot:easy"])).toEqual([
      { kind: "device" },
      { kind: "bot", level: "easy" },
      { kind: "device" },
      { kind: "bot", level: "easy" },
    ]);
  });

  it("gives this device's persons their names, cleaned, and bots none", () => {
    const names = [" Anna\u202E ", "Boris"];
    expect(holdersOfSeating(mountains[1], ["device", "device"], names)).toEqual([
      { kind: "device", name: "Anna", player: 0 },
      { kind: "device", name: "Boris", player: 1 },
      { kind: "device", name: "Anna", player: 0 },
      { kind: "device", name: "Boris", player: 1 },
    ]);
    const plain = plainSeatings([2])[0];
    expect(holdersOfSeating(plain, ["device", "bot:easy"], ["", "Boris"])).toEqual([
      { kind: "device" },
      { kind: "bot", level: "easy" },
    ]);
  });

  it("refuses choices that do not fit the seating", () => {
    expect(holdersOfSeating(mountains[1], ["device"])).toBeNull();
    expect(holdersOfSeating(mountains[1], ["device", "robot"])).toBeNull();
  });

  it("groups this device's seats by person", () => {
    const holders = holdersOfSeating(mountains[1], ["device", "device"])!;
    expect(devicePersons(holders)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const plain: SeatHolder[] = [
      { kind: "device" },
      { kind: "bot", level: "easy" },
      { kind: "device" },
    ];
    expect(devicePersons(plain)).toEqual([[0], [2]]);
  });
});

describe("seat names", () => {
  it("name one person's hands, in both languages", () => {
    const holders = holdersOfSeating(mountains[1], ["device", "bot:normal"])!;
    expect(seatNames(holders, t("en"))).toEqual([
      "You (hand 1)",
      "Bot 1 (normal)",
      "You (hand 2)",
      "Bot 2 (normal)",
    ]);
    const two = holdersOfSeating(mountains[1], ["device", "device"])!;
    expect(seatNames(two, t("ru"))).toEqual([
      "Игрок 1 (рука 1)",
      "Игрок 2 (рука 1)",
      "Игрок 1 (рука 2)",
      "Игрок 2 (рука 2)",
    ]);
  });

  it("call a named person by their name, with their hands", () => {
    const holders = holdersOfSeating(mountains[1], ["device", "device"], ["Anna", ""])!;
    expect(seatNames(holders, t("en"))).toEqual([
      "Anna (hand 1)",
      "Player 2 (hand 1)",
      "Anna (hand 2)",
      "Player 2 (hand 2)",
    ]);
    const plain = holdersOfSeating(plainSeatings([2])[0], ["device", "device"], ["Anna", "Boris"])!;
    expect(seatNames(plain, t("ru"))).toEqual(["Anna", "Boris"]);
  });

  it("number the bots that share a level, in seat order, and no others", () => {
    const holders: SeatHolder[] = [
      { kind: "device" },
      { kind: "bot", level: "easy" },
      { kind: "bot", level: "strong" },
      { kind: "bot", level: "easy" },
    ];
    expect(seatNames(holders, t("en"))).toEqual([
      "You",
      "Bot 1 (easy)",
      "Bot (strong)",
      "Bot 2 (easy)",
    ]);
    expect(seatNames(holders, t("ru"))[3]).toBe("Бот 2 (лёгкий)");
  });

  it("stay as before for one seat per person", () => {
    const holders: SeatHolder[] = [{ kind: "device" }, { kind: "device" }];
    expect(seatNames(holders, t("en"))).toEqual(["Player 1", "Player 2"]);
    expect(seatNames([{ kind: "device" }, { kind: "bot", level: "easy" }], t("en"))).toEqual([
      "You",
      "Bot (easy)",
    ]);
  });
});

describe("the new-game screen's seats", () => {
  let root: HTMLElement | null = null;
  afterEach(() => {
    if (root) render(null, root);
    root?.remove();
  });

  it("offers each seating and asks once per person, naming a person's seats", async () => {
    root = document.createElement("div");
    document.body.append(root);
    const services = { settings: { lang: signal<Lang>("en") } } as unknown as AppServices;
    const picked: number[] = [];
    const named: [number, string][] = [];
    const choices: SeatChoice[] = defaultChoices(mountains[1], ["random", "ref", "normal"]);
    expect(choices).toEqual(["device", "bot:ref"]);
    await act(() =>
      render(
        <AppContext.Provider value={services}>
          <SeatsFieldset
            seatings={mountains}
            seating={1}
            choices={choices}
            botLevels={["random", "ref", "normal"]}
            lang="en"
            onSeating={(i) => picked.push(i)}
            onChoice={() => undefined}
            names={["Anna", "Boris"]}
            onName={(person, name) => named.push([person, name])}
          />
        </AppContext.Provider>,
        root!,
      ),
    );
    const seating = root.querySelector<HTMLSelectElement>('[data-testid="seating"]')!;
    expect([...seating.options].map((o) => o.textContent)).toEqual([
      "4 players",
      "1 v 1 (two hands each)",
    ]);
    const labels = [...root.querySelectorAll("label.field span")].map((s) => s.textContent);
    expect(labels).toEqual(["Table", "Player 1 (seats 1, 3)", "Player 2 (seats 2, 4)"]);
    expect(root.querySelectorAll('select[data-testid^="seat-"]')).toHaveLength(2);
    // Only this device's person is asked a name (the other seat is a bot's).
    const inputs = [...root.querySelectorAll<HTMLInputElement>('[data-testid^="seat-name-"]')];
    expect(inputs.map((i) => [i.dataset.testid, i.value, i.getAttribute("aria-label")])).toEqual([
      ["seat-name-0", "Anna", "Name of player 1"],
    ]);
    inputs[0].value = "Vera";
    await act(() => void inputs[0].dispatchEvent(new Event("input", { bubbles: true })));
    expect(named).toEqual([[0, "Vera"]]);
    expect(seatingName(mountains[0], "ru", t("ru"))).toBe("4 игрока");
  });
});
