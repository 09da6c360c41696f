import type { SeatHolder } from "../../store/types";
import type { Translate } from "../app-context";
import type { MessageKey } from "../i18n/i18n";
import { deviceSeats } from "../model/holders";

/** A bot level's name in the current language; an unknown level as it is. */
export function botLevelName(level: string, t: Translate): string {
  const key = `botLevel_${level}`;
  const known = ["botLevel_easy", "botLevel_normal", "botLevel_strong", "botLevel_random"];
  return known.includes(key) ? t(key as MessageKey) : level;
}

/** What to call each seat: "You" when this device plays one seat, else "Player n"; bots by level. */
export function seatNames(holders: readonly SeatHolder[], t: Translate): string[] {
  const mine = deviceSeats(holders);
  return holders.map((holder, seat) => {
    switch (holder.kind) {
      case "device":
        return holder.name ?? (mine.length === 1 ? t("you") : t("player", { n: seat + 1 }));
      case "bot":
        return t("holderBot", { level: botLevelName(holder.level, t) });
      case "remote":
        return holder.name ?? t("player", { n: seat + 1 });
    }
  });
}
