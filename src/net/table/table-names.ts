import { fail, ok, type Result } from "../../engine/errors";
import type { Store, StoredGame } from "../../store/types";
import type { Link } from "../link";
import { ownNames, sameNames, withNames, withOwnName } from "./named-link";
import { cleanName, encodeNames, type Names } from "./names";

/** What the names of a table need from it: its stored record, its holders and links. */
export interface NamesHost {
  readonly store: Store;
  readonly id: string;
  /** This device's id in the game. */
  readonly self: string;
  readonly stored: () => StoredGame;
  readonly setStored: (record: StoredGame) => void;
  /** The device holding each seat now. */
  readonly holders: () => readonly string[];
  readonly links: () => Iterable<Link>;
  /** Something changed that a screen shows. */
  readonly changed: () => void;
}

/**
 * The names of a paired table: those the other devices gave (their own and their
 * players', cleaned, by device), and this device's players' names for its seats, kept
 * in the stored record and sent to every linked device.
 */
export class TableNames {
  private readonly byDevice = new Map<string, Names>();

  constructor(private readonly host: NamesHost) {}

  /** Every other device's names, by device. */
  get all(): ReadonlyMap<string, Names> {
    return this.byDevice;
  }

  /** The name another device of the table gave, if it gave one. */
  nameOf(device: string): string | null {
    return this.byDevice.get(device)?.name ?? null;
  }

  /** The names another device's players gave the seats it holds now, in seat order. */
  playersOf(device: string): string[] {
    const given = this.byDevice.get(device)?.seats;
    if (!given) return [];
    return this.host.holders().flatMap((holder, seat) => {
      const name = holder === device ? given.get(seat) : undefined;
      return name ? [name] : [];
    });
  }

  /**
   * Another device's names came (cleaned already): kept, and written into the stored
   * seats it holds, so the Continue list and the results show them.
   */
  async received(device: string, names: Names): Promise<void> {
    if (sameNames(this.byDevice.get(device), names)) return;
    this.byDevice.set(device, names);
    const stored = this.host.stored();
    const holders = withNames(stored.holders, this.byDevice);
    if (holders !== stored.holders) {
      this.host.setStored({ ...stored, holders });
      await this.host.store.appendEntries(this.host.id, [], { holders }).catch(() => undefined);
    }
    this.host.changed();
  }

  /**
   * Names the person at `seat`, a seat of this device (cleaned; an empty name takes it
   * away): stored in this device's record of the seat, then sent to every linked device
   * in a name message. Returns the name kept.
   */
  async nameSeat(seat: number, raw: string): Promise<Result<string | null>> {
    const name = cleanName(raw);
    const holders = withOwnName(this.host.stored().holders, seat, name);
    if (holders === null || this.host.holders()[seat] !== this.host.self) {
      return fail("not-your-seat", `seat ${seat + 1} is not held by this device`);
    }
    await this.host.store.appendEntries(this.host.id, [], { holders });
    this.host.setStored({ ...this.host.stored(), holders });
    const names = await ownNames(this.host.store, holders);
    const message = encodeNames(names ?? { name: null, seats: new Map() });
    for (const link of this.host.links()) if (link.state === "open") link.send(message);
    this.host.changed();
    return ok(name);
  }
}
