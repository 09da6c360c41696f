import type { Seat } from "../../engine/game";
import type { SeatHolder } from "../../store/types";
import type { Translate } from "../app-context";
import { en } from "../i18n/en";
import type { MessageKey } from "../i18n/i18n";
import { devicePersons } from "../model/holders";

/**
 * A bot level's name in the current language: the message `botLevel_<level>` (a game
 * that brings a new level adds its name there; test/ui/i18n-complete.test.ts checks
 * that every level a game offers has one); an unknown level as it is.
 */
export function botLevelName(level: string, t: Translate): string {
  const key = `botLevel_${level}`;
  return Object.hasOwn(en, key) ? t(key as MessageKey) : level;
}

/**
 * What to call the person at a seat of this device: its name if given, "You" when one
 * person plays here, else "Player n" (n: the person's `player`, or the seat, from 1).
 */
export function personName(holders: readonly SeatHolder[], seat: Seat, t: Translate): string {
  const holder = holders[seat];
  if (holder?.kind !== "device") return t("player", { n: seat + 1 });
  if (holder.name !== undefined) return holder.name;
  if (devicePersons(holders).length === 1) return t("you");
  return t("player", { n: (holder.player ?? seat) + 1 });
}

/**
 * What to call each seat: the person at it (personName), with "hand k" when that person
 * plays several seats here; bots by level, numbered in seat order when two or more
 * share a level ("Bot 1 (easy)", "Bot 2 (easy)": three "Bot (easy)" in the points
 * line read as one); other devices' seats by name or number.
 */
export function seatNames(holders: readonly SeatHolder[], t: Translate): string[] {
  const persons = devicePersons(holders);
  const botsOf = (level: string) =>
    holders.flatMap((h, seat) => (h.kind === "bot" && h.level === level ? [seat] : []));
  return holders.map((holder, seat) => {
    switch (holder.kind) {
      case "device": {
        const name = personName(holders, seat, t);
        const hands = persons.find((p) => p.includes(seat)) ?? [seat];
        return hands.length > 1 ? t("handOf", { name, n: hands.indexOf(seat) + 1 }) : name;
      }
      case "bot": {
        const level = botLevelName(holder.level, t);
        const alike = botsOf(holder.level);
        if (alike.length < 2) return t("holderBot", { level });
        return t("holderBotNumbered", { level, n: alike.indexOf(seat) + 1 });
      }
      case "remote":
        return holder.name ?? t("player", { n: seat + 1 });
    }
  });
}
