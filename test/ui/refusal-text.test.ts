import { describe, expect, it } from "vitest";
import { gameError } from "../../src/engine/errors";
import { translate } from "../../src/ui/i18n/i18n";
import type { Lang } from "../../src/ui/kit/game-ui";
import { pairingReason } from "../../src/ui/pairing/refusal-text";

// The identity refusals of pairing (issue 9) reach the player in their language.

const rows: [string, string, RegExp, RegExp][] = [
  ["bad-proof", "a forged join or host", /could not prove/, /не смогло доказать/],
  ["proof-required", "a device without a key", /too old/, /слишком старое/],
  ["unsigned", "an unsigned new game", /not protected/, /незащищённую/],
  ["already-linked", "a claim of a linked id", /already/, /уже за этим столом/],
];

describe("pairing refusals in the player's words", () => {
  it.each(rows)("%s (%s)", (code, _name, en, ru) => {
    const error = gameError(code, "the network's own words");
    const t = (lang: Lang) => (key: Parameters<typeof translate>[1]) => translate(lang, key);
    expect(pairingReason(error, t("en"))).toMatch(en);
    expect(pairingReason(error, t("ru"))).toMatch(ru);
  });

  it("gives other refusals as the network words them", () => {
    const error = gameError("no-invitation", "this device is not inviting anyone now");
    expect(pairingReason(error, (key) => translate("ru", key))).toBe(error.message);
  });
});
