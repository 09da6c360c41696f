import type { OfferedManifest } from "../../games/manifest";
import { cleanName } from "../../net/table/names";
import type { Store } from "../../store/types";
import type { OptionChoice } from "../kit/game-ui";
import { defaultSeatChoices, personCount, seatChoices, type SeatChoice } from "./holders";

type OptionValue = OptionChoice["default"];

/** What the new-game screen asks for one game: its options, its table, who sits where. */
export interface NewGameChoice {
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly seating: number;
  readonly choices: readonly SeatChoice[];
}

/** The new-game screen's last choices: the game last started, and each game's choices. */
export interface NewGameMemory {
  readonly last: string | null;
  readonly games: Readonly<Record<string, NewGameChoice>>;
}

/** The setting the memory is kept under. */
export const NEW_GAME_KEY = "newGame";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads the memory; anything unreadable is no memory (it is only a convenience). */
export async function loadNewGameMemory(store: Pick<Store, "getSetting">): Promise<NewGameMemory> {
  const raw = await store.getSetting<unknown>(NEW_GAME_KEY).catch(() => undefined);
  if (!isRecord(raw) || !isRecord(raw.games)) return { last: null, games: {} };
  return {
    last: typeof raw.last === "string" ? raw.last : null,
    games: raw.games as Record<string, NewGameChoice>,
  };
}

/** Keeps `choice` as game `id`'s and `id` as the last game started. */
export function saveNewGameChoice(
  store: Pick<Store, "setSetting">,
  memory: NewGameMemory,
  id: string,
  choice: NewGameChoice,
): Promise<NewGameMemory> {
  const next: NewGameMemory = { last: id, games: { ...memory.games, [id]: choice } };
  return store.setSetting(NEW_GAME_KEY, next).then(
    () => next,
    () => next,
  );
}

/** The game's defaults: every option's default, the first table, this device then bots. */
export function defaultChoice(manifest: OfferedManifest): NewGameChoice {
  return {
    options: Object.fromEntries(manifest.ui.options.map((o) => [o.key, o.default])),
    seating: 0,
    choices: defaultSeatChoices(manifest.seatings[0], manifest.ui.botLevels),
  };
}

/**
 * The remembered choice of a game as it is offered now, or null: an option value the
 * game no longer offers, a table it no longer has or a bot level gone (an app update)
 * makes the whole memory of that game void, and the defaults apply.
 */
export function rememberedChoice(
  manifest: OfferedManifest,
  memory: NewGameMemory,
): NewGameChoice | null {
  const stored: unknown = memory.games[manifest.id];
  if (!isRecord(stored) || !isRecord(stored.options) || !Array.isArray(stored.choices)) {
    return null;
  }
  const options: Record<string, OptionValue> = {};
  for (const option of manifest.ui.options) {
    const value = stored.options[option.key];
    if (!option.values.some((v) => v.value === value)) return null;
    options[option.key] = value as OptionValue;
  }
  const seating = stored.seating;
  if (typeof seating !== "number" || !manifest.seatings[seating]) return null;
  const allowed = seatChoices(manifest.ui.botLevels);
  const choices = stored.choices as unknown[];
  if (choices.length !== personCount(manifest.seatings[seating])) return null;
  if (!choices.every((c) => allowed.includes(c as SeatChoice))) return null;
  return { options, seating, choices: choices as SeatChoice[] };
}

/** The setting the players' names are kept under (person 1, 2, … of the last tables). */
export const PLAYER_NAMES_KEY = "players/names";
const MAX_REMEMBERED = 8;

/** The names last given to the persons of a table, by person; "" for none. */
export async function loadPlayerNames(store: Pick<Store, "getSetting">): Promise<string[]> {
  const raw = await store.getSetting<unknown>(PLAYER_NAMES_KEY).catch(() => undefined);
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, MAX_REMEMBERED).map((n) => (typeof n === "string" ? n : ""));
}

/**
 * Keeps the names given now over the ones remembered: a person left unnamed now (a
 * bot's place) keeps their remembered name for next time.
 */
export async function savePlayerNames(
  store: Pick<Store, "setSetting">,
  remembered: readonly string[],
  given: readonly (string | null)[],
): Promise<string[]> {
  const length = Math.min(MAX_REMEMBERED, Math.max(remembered.length, given.length));
  const next = Array.from({ length }, (_, i) => {
    const now = given[i];
    return now === null || now === undefined ? (remembered[i] ?? "") : (cleanName(now) ?? "");
  });
  await store.setSetting(PLAYER_NAMES_KEY, next).catch(() => undefined);
  return next;
}
