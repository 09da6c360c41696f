import { describe, expect, it } from "vitest";
import type { Translate } from "../../src/ui/app-context";
import { translate } from "../../src/ui/i18n/i18n";
import type { Lang } from "../../src/ui/kit/game-ui";
import { winnersText } from "../../src/ui/screens/winners";

const translator =
  (lang: Lang): Translate =>
  (key, params) =>
    translate(lang, key, params);

describe("who won, in one sentence", () => {
  const names = ["You", "Anna", "Bot (easy)", "Boris"];
  it("names one winner", () => {
    expect(winnersText([1], names, translator("en"))).toBe("Anna wins");
    expect(winnersText([1], names, translator("ru"))).toBe("Победа: Anna");
  });
  it("names a team as one subject, not as several sentences", () => {
    expect(winnersText([0, 2], names, translator("en"))).toBe("You and Bot (easy) win");
    expect(winnersText([0, 1, 3], names, translator("en"))).toBe("You, Anna and Boris win");
    expect(winnersText([0, 2], names, translator("ru"))).toBe("Победа: You и Bot (easy)");
  });
});
