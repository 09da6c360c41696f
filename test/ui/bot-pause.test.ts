import { describe, expect, it } from "vitest";
import { BOT_PAUSE_MS, botPauseOf } from "../../src/ui/bot-client";

describe("botPauseOf: the bot's pause the page's address asks for", () => {
  it.each([
    ["", BOT_PAUSE_MS],
    ["?bot-pause=0", 0],
    ["?bot-pause=1200", 1200],
    ["?x=1&bot-pause=5000", 5000],
  ])("%s gives %i ms", (search, ms) => {
    expect(botPauseOf(search)).toBe(ms);
  });

  it.each(["?bot-pause=", "?bot-pause=-1", "?bot-pause=5001", "?bot-pause=1e3", "?bot-pause=fast"])(
    "%s is not a pause: the default",
    (search) => {
      expect(botPauseOf(search)).toBe(BOT_PAUSE_MS);
    },
  );
});
