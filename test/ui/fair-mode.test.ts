import { describe, expect, it } from "vitest";
import { translate } from "../../src/ui/i18n/i18n";
import { fairModeOf, fairModeText, type FairMode } from "../../src/ui/model/fair-mode";
import {
  defaultFair,
  fairSupported,
  fairPossible,
  wantsFair,
} from "../../src/ui/pairing/invite-form";
import { gameUis } from "../../src/ui/game-uis";
import { SimTable } from "../fair/sim";

const fairRecord = (t: SimTable) => ({
  fair: { version: 1 as const, devices: t.devices.map((d) => d.commitment()) },
});

describe("the mode of a game", () => {
  const two = new SimTable(["ann", "bob"]);
  // bob does not reveal event 1: ann skips it, and with two devices the dice go unchecked.
  const skipped = new SimTable(["ann", "bob"]);
  skipped.reveal(["bob"]);
  skipped.post("ann", "skip 1 bob");
  const three = new SimTable(["ann", "bob", "cat"]);
  three.reveal(["cat"]);
  three.post("ann", "skip 1 cat");
  const converted = new SimTable(["ann", "bob", "cat"]);
  converted.post("ann", "trust cat");
  converted.post("bob", "trust cat");

  it.each<[string, Parameters<typeof fairModeOf>, FairMode]>([
    ["a trusted game", [{}, null, null], { kind: "trusted", refused: false }],
    [
      "a trusted game: the other device could not play fair",
      [{ fairRefused: true }, null, null],
      { kind: "trusted", refused: true },
    ],
    ["fair, before the table opens", [fairRecord(two), null, null], { kind: "fair" }],
    ["fair", [fairRecord(two), two.state, null], { kind: "fair" }],
    [
      "fair, waiting for a device",
      [fairRecord(two), two.state, "bob"],
      { kind: "waiting", device: "bob" },
    ],
    [
      "two devices, one skipped: dice not checked since roll 1",
      [fairRecord(skipped), skipped.state, null],
      { kind: "unchecked", since: 1 },
    ],
    [
      "three devices, one skipped: still checked",
      [fairRecord(three), three.state, null],
      { kind: "fair" },
    ],
    [
      "the table went on without a device",
      [fairRecord(converted), converted.state, null],
      { kind: "converted", without: "cat", event: 1, move: null },
    ],
    [
      "the table went on without a device, 12 moves in",
      [fairRecord(converted), converted.state, null, 12],
      { kind: "converted", without: "cat", event: 1, move: 12 },
    ],
  ])("%s", (_, args, mode) => {
    expect(fairModeOf(...args)).toEqual(mode);
  });

  it("says each mode in English and Russian, naming devices by their names", () => {
    const modes: FairMode[] = [
      { kind: "trusted", refused: false },
      { kind: "trusted", refused: true },
      { kind: "fair" },
      { kind: "waiting", device: "d1" },
      { kind: "unchecked", since: 7 },
      { kind: "converted", without: "d1", event: 3, move: null },
      { kind: "converted", without: "d1", event: 3, move: 12 },
      { kind: "broken", device: "d1" },
      { kind: "broken", device: null },
    ];
    for (const lang of ["en", "ru"] as const) {
      const said = modes.map((m) => {
        const { key, params } = fairModeText(m, (d) => (d === "d1" ? "Anna" : d));
        return translate(lang, key, params);
      });
      expect(new Set(said).size).toBe(modes.length);
      expect(said.every((s) => !s.includes("{"))).toBe(true);
      expect(said[3]).toContain("Anna");
      expect(said[4]).toContain("7");
    }
    expect(translate("en", "fairModeWaiting", { device: "Anna" })).toBe(
      "Fair play · waiting for Anna to reveal",
    );
    const since = fairModeText(modes[6], (d) => (d === "d1" ? "Anna" : d));
    expect(translate("en", since.key, since.params)).toBe(
      "Trusted since move 12: the table went on without Anna",
    );
  });
});

describe("the Fair play option of the Invite form", () => {
  it.each(gameUis.map((ui) => [ui.id, ui] as const))(
    "%s: on by default when it hides cards and deals them from a fair deck",
    (_, ui) => {
      const hides = ui.hiddenInformation(
        Object.fromEntries(ui.options.map((o) => [o.key, o.default])),
      );
      expect(defaultFair(ui)).toBe(hides && ui.fairCards === true);
      // A game that hides cards without a fair deck cannot be fair at all (it would
      // stop at its first deal); dice-only games can.
      expect(fairSupported(ui)).toBe(!hides || ui.fairCards === true);
    },
  );

  it("is on for every game with hidden cards across devices: Spite and Malice, Picture Gallery, Mountains", () => {
    const base = { options: {}, names: [], transport: "peerjs", server: "", hints: false } as const;
    for (const game of ["spite-malice", "gallery"])
      expect(wantsFair({ ...base, game, seats: ["host", "guest"], fair: true })).toBe(true);
    const mountains = { ...base, game: "mountains", fair: true } as const;
    expect(wantsFair({ ...mountains, seats: ["host", "guest", "host", "guest"] })).toBe(true);
    for (const game of ["gallery", "mountains"])
      expect(defaultFair(gameUis.find((g) => g.id === game)!)).toBe(true);
  });

  it("needs a seat on the invited device", () => {
    expect(fairPossible(["host", "guest"])).toBe(true);
    expect(fairPossible(["host", "bot:normal"])).toBe(false);
    // Two or more invited devices: each commits before the deal (fair-gather.ts).
    expect(fairPossible(["host", "guest", "guest:2"])).toBe(true);
    expect(fairPossible(["guest:2", "guest:3", "guest:4", "host"])).toBe(true);
    const base = {
      game: "spite-malice",
      options: {},
      names: [],
      transport: "peerjs",
      server: "",
      hints: false,
    } as const;
    expect(wantsFair({ ...base, seats: ["host", "guest"], fair: true })).toBe(true);
    expect(wantsFair({ ...base, seats: ["host", "bot:normal"], fair: true })).toBe(false);
    expect(wantsFair({ ...base, seats: ["host", "guest"], fair: false })).toBe(false);
  });
});
