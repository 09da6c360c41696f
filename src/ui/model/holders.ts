import type { Seat } from "../../engine/game";
import type { Seating } from "../../games/manifest";
import { cleanName } from "../../net/table/names";
import type { SeatHolder, StoredGame } from "../../store/types";

/**
 * The value of a seat picker on the new-game screen: "device" or "bot:<level>"
 * (the contract's `seat-<n>` select values).
 */
export type SeatChoice = "device" | `bot:${string}`;

export function seatChoices(botLevels: readonly string[]): SeatChoice[] {
  return ["device", ...botLevels.map((level): SeatChoice => `bot:${level}`)];
}

export function holderOfChoice(choice: string): SeatHolder | null {
  if (choice === "device") return { kind: "device" };
  const m = /^bot:([a-z]{1,20})$/.exec(choice);
  return m ? { kind: "bot", level: m[1] } : null;
}

/** The number of persons at a seating's table (its `players` count 0, 1, …). */
export function personCount(seating: Seating): number {
  return new Set(seating.players).size;
}

/**
 * The holders of a new game from one choice per person of `seating`: each seat gets
 * its person's choice. A person of this device who holds several seats marks them
 * with one `player` (their hands, no hand-over between them), and each person of this
 * device the name given for them in `names` (cleaned as a peer's; none when empty).
 * Null if a choice is not a seat choice or the choices do not match the seating's persons.
 */
export function holdersOfSeating(
  seating: Seating,
  choices: readonly string[],
  names: readonly string[] = [],
): SeatHolder[] | null {
  if (choices.length !== personCount(seating)) return null;
  const holders: SeatHolder[] = [];
  for (const person of seating.players) {
    const holder = holderOfChoice(choices[person] ?? "");
    if (holder === null) return null;
    if (holder.kind !== "device") {
      holders.push(holder);
      continue;
    }
    const several = seating.players.filter((p) => p === person).length > 1;
    const name = cleanName(names[person]);
    holders.push({ ...holder, ...(name ? { name } : {}), ...(several ? { player: person } : {}) });
  }
  return holders;
}

/** The seats this device plays itself (not bots, not other devices). */
export function deviceSeats(holders: readonly SeatHolder[]): number[] {
  return holders.flatMap((h, seat) => (h.kind === "device" ? [seat] : []));
}

/**
 * The seats whose moves are made on this device: its own seats, or none at all in a
 * fair game imported from a file (docs/game-file.md, "Fair games: imported read only"),
 * whose seats are stored as this device's but can never be played here.
 */
export function seatsPlayedHere(record: Pick<StoredGame, "holders" | "importedFair">): number[] {
  return record.importedFair ? [] : deviceSeats(record.holders);
}

/**
 * Which person of this device plays `seat` (seats with one key are one person's
 * hands); null when this device does not play it.
 */
export function personOf(holders: readonly SeatHolder[], seat: Seat | null): string | null {
  const holder = seat === null ? undefined : holders[seat];
  if (holder?.kind !== "device") return null;
  return holder.player === undefined ? `seat ${seat}` : `player ${holder.player}`;
}

/** The persons who play on this device, each with their seats in order; in seat order. */
export function devicePersons(holders: readonly SeatHolder[]): Seat[][] {
  const persons = new Map<string, Seat[]>();
  for (const seat of deviceSeats(holders)) {
    const key = personOf(holders, seat)!;
    persons.set(key, [...(persons.get(key) ?? []), seat]);
  }
  return [...persons.values()];
}

/** The default choices: this device for the first person, a bot of the middle level for the rest. */
export function defaultSeatChoices(seating: Seating, botLevels: readonly string[]): SeatChoice[] {
  const level = botLevels[Math.floor(botLevels.length / 2)];
  return Array.from({ length: personCount(seating) }, (_, i): SeatChoice =>
    i === 0 || level === undefined ? "device" : `bot:${level}`,
  );
}
