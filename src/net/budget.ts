import { ANY_DEVICE, SEED_AUTHOR, type GameHeader } from "../log/header";

/**
 * How many entries of one game a replica stores per author (issue 9, hole 5). One
 * shared cap let a dishonest peer's junk fill the game so that honest moves failed
 * `log-full`. Now each device that holds or held a seat has room of its own — as much
 * as a whole game file — so one device's junk only ever fills its own; every other
 * author (a name that never held a seat) shares one small room. `"seed"` is not
 * counted: its entries are refused unless they are the seeded outcome at their place,
 * and there is one such entry per place.
 */
export class AuthorBudget {
  private readonly members = new Set<string>();
  private readonly counts = new Map<string, number>();
  private strangers = 0;

  constructor(
    header: GameHeader,
    readonly perMember: number,
    readonly forStrangers: number,
  ) {
    this.learn(header.holders);
  }

  /** Devices holding a seat now become members (and stay members). */
  learn(holders: readonly string[]): void {
    for (const holder of holders) if (holder !== ANY_DEVICE) this.members.add(holder);
  }

  /** May one more entry of `author` be stored? */
  allows(author: string): boolean {
    if (author === SEED_AUTHOR) return true;
    if (this.members.has(author)) return (this.counts.get(author) ?? 0) < this.perMember;
    return this.strangers < this.forStrangers;
  }

  /** One more entry of `author` is stored. */
  count(author: string): void {
    if (author === SEED_AUTHOR) return;
    if (this.members.has(author)) this.counts.set(author, (this.counts.get(author) ?? 0) + 1);
    else this.strangers++;
  }
}
