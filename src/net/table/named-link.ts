import type { Link, MessageHandler } from "../link";
import type { SeatHolder, Store } from "../../store/types";
import { decodeNames, loadDeviceName, type Names } from "./names";

/**
 * A table's link with the name messages taken out (src/net/table/names.ts): good names
 * go to `onName`, a bad one is dropped, everything else goes on to the sync protocol
 * in order (kept until it sets its handler).
 */
export class NamedLink implements Link {
  private handler: MessageHandler | null = null;
  private readonly kept: unknown[] = [];

  constructor(
    readonly inner: Link,
    onName: (names: Names) => void,
  ) {
    inner.onMessage((message) => {
      const names = decodeNames(message);
      if (names !== undefined) {
        if (names !== null) onName(names);
        return;
      }
      if (this.handler) return this.handler(message);
      this.kept.push(message);
    });
  }

  get peer(): string {
    return this.inner.peer;
  }

  get state(): Link["state"] {
    return this.inner.state;
  }

  send(message: string): void {
    this.inner.send(message);
  }

  onMessage(handler: MessageHandler): void {
    this.handler = handler;
    for (const message of this.kept.splice(0)) void handler(message);
  }

  onClose(handler: () => void): void {
    this.inner.onClose(handler);
  }

  close(): void {
    this.inner.close();
  }
}

/**
 * What to call the person at a seat another device holds: the name its players gave
 * that seat, else the device's name; undefined while it gave neither.
 */
export function remoteName(
  names: ReadonlyMap<string, Names>,
  device: string,
  seat: number,
): string | undefined {
  const given = names.get(device);
  return given?.seats.get(seat) ?? given?.name ?? undefined;
}

/**
 * The seats with the names the devices that hold them gave (a seat name only for a
 * seat of that device); the same array when nothing changes.
 */
export function withNames(
  holders: readonly SeatHolder[],
  names: ReadonlyMap<string, Names>,
): readonly SeatHolder[] {
  let changed = false;
  const next = holders.map((holder, seat): SeatHolder => {
    if (holder.kind !== "remote") return holder;
    const name = remoteName(names, holder.device, seat);
    if (!name || name === holder.name) return holder;
    changed = true;
    return { ...holder, name };
  });
  return changed ? next : holders;
}

/**
 * The seats with `name` given to the person at seat `seat` of this device (null: the
 * name taken away); null when that seat is not this device's.
 */
export function withOwnName(
  holders: readonly SeatHolder[],
  seat: number,
  name: string | null,
): readonly SeatHolder[] | null {
  const holder = holders[seat];
  if (holder?.kind !== "device") return null;
  const named: SeatHolder = {
    kind: "device",
    ...(holder.player !== undefined ? { player: holder.player } : {}),
    ...(name !== null ? { name } : {}),
  };
  return holders.map((h, i) => (i === seat ? named : h));
}

/** This device's name and the names of the persons at its seats; null when it has none. */
export async function ownNames(
  store: Store,
  holders: readonly SeatHolder[],
): Promise<Names | null> {
  const name = await loadDeviceName(store);
  const seats = new Map<number, string>();
  holders.forEach((holder, seat) => {
    if (holder.kind === "device" && holder.name) seats.set(seat, holder.name);
  });
  return name === null && seats.size === 0 ? null : { name, seats };
}

export function sameNames(a: Names | undefined, b: Names): boolean {
  if (a === undefined || a.name !== b.name || a.seats.size !== b.seats.size) return false;
  return [...b.seats].every(([seat, name]) => a.seats.get(seat) === name);
}
