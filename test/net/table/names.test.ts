import { describe, expect, it } from "vitest";
import { cleanName, decodeName, encodeName, MAX_NAME_LENGTH } from "../../../src/net/table/names";

// A device's name is untrusted text from a peer: cleaned, cut, and read only from its
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

describe("name messages", () => {
  it("round-trip a clean name", () => {
    expect(decodeName(encodeName("Anna"))).toBe("Anna");
  });
  const rows: readonly [string, unknown, string | null | undefined][] = [
    ["a sync message is not a name", '{"t":"hello"}', undefined],
    ["the keepalive is not a name", "ping", undefined],
    ["not text", { name: "Anna" }, undefined],
    ["bad JSON", "name {", null],
    ["no name field", 'name {"nom":"Anna"}', null],
    ["a number", 'name {"name":5}', null],
    ["too long to read", `name {"name":"${"x".repeat(500)}"}`, null],
    ["a dirty name is cleaned", 'name {"name":"  Bo\\u202Eb  "}', "Bob"],
  ];
  it.each(rows)("%s", (_, message, expected) => {
    expect(decodeName(message)).toBe(expected);
  });
});
