import { describe, expect, it } from "vitest";
import { cleanName, decodeNames, encodeNames, MAX_NAME_LENGTH } from "../../../src/net/table/names";

// A device's name and its players' names are untrusted text from a peer: cleaned, cut, and read only from its
// own message form; every other message goes on to the sync protocol.

describe("cleanName", () => {
  const rows: readonly [string, unknown, string | null][] = [
    ["a plain name", "Anna", "Anna"],
    ["Cyrillic", "Бабушка Вера", "Бабушка Вера"],
    ["spaces collapsed and trimmed", "  Anna \n\t Maria  ", "Anna Maria"],
    ["control characters removed", "An\u0000na\u0007", "Anna"],
    ["a bidirectional override removed", "\u202Eanna", "anna"],
    ["zero-width characters removed", "A\u200Bn\u200Dna", "Anna"],
    ["cut to the longest name", "x".repeat(100), "x".repeat(MAX_NAME_LENGTH)],
    ["cut at whole code points", "😀".repeat(30), "😀".repeat(MAX_NAME_LENGTH)],
    ["nothing left", " \u200B ", null],
    ["not text", 42, null],
    ["markup stays text", "<b>Bob</b>", "<b>Bob</b>"],
  ];
  it.each(rows)("%s", (_, raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });
});

const seatsOf = (...rows: [number, string][]) => new Map(rows);

describe("name messages", () => {
  it("round-trip a device's name and its players' names", () => {
    const names = { name: "Tablet", seats: seatsOf([0, "Anna"], [2, "Борис"]) };
    expect(decodeNames(encodeNames(names))).toEqual(names);
  });
  it("round-trip players' names without a device name", () => {
    const names = { name: null, seats: seatsOf([1, "Anna"]) };
    expect(decodeNames(encodeNames(names))).toEqual(names);
  });
  const rows: readonly [string, unknown, ReturnType<typeof decodeNames>][] = [
    ["a sync message is not a name", '{"t":"hello"}', undefined],
    ["the keepalive is not a name", "ping", undefined],
    ["not text", { name: "Anna" }, undefined],
    ["bad JSON", "name {", null],
    ["no name field", 'name {"nom":"Anna"}', null],
    ["a number", 'name {"name":5}', null],
    ["too long to read", `name {"name":"${"x".repeat(2000)}"}`, null],
    [
      "a dirty name is cleaned",
      'name {"name":"  Bo\\u202Eb  "}',
      { name: "Bob", seats: seatsOf() },
    ],
    [
      "a dirty seat name is cleaned",
      'name {"seats":{"1":" A\\u200Bnna "}}',
      { name: null, seats: seatsOf([1, "Anna"]) },
    ],
    [
      "keys that are not seat numbers are left out",
      'name {"name":"T","seats":{"-1":"a","01":"b","x":"c","1e1":"d","99":"e","3":"f"}}',
      { name: "T", seats: seatsOf([3, "f"]) },
    ],
    ["seats not an object", 'name {"name":"T","seats":["Anna"]}', { name: "T", seats: seatsOf() }],
    ["only bad seat names", 'name {"seats":{"0":7,"1":" "}}', null],
  ];
  it.each(rows)("%s", (_, message, expected) => {
    expect(decodeNames(message)).toEqual(expected);
  });
});
