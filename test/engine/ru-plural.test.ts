import { describe, expect, it } from "vitest";
import { ruPlural } from "../../src/engine/ru-plural";

const card = (n: number) => `${n} ${ruPlural(n, "карта", "карты", "карт")}`;

describe("ruPlural", () => {
  it.each([
    [0, "0 карт"],
    [1, "1 карта"],
    [2, "2 карты"],
    [4, "4 карты"],
    [5, "5 карт"],
    [11, "11 карт"],
    [12, "12 карт"],
    [14, "14 карт"],
    [21, "21 карта"],
    [22, "22 карты"],
    [25, "25 карт"],
    [101, "101 карта"],
    [111, "111 карт"],
    [112, "112 карт"],
    [-1, "-1 карта"],
  ])("%i → %s", (n, text) => {
    expect(card(n)).toBe(text);
  });
});
