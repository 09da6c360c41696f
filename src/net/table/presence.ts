/** Who of a paired game's other devices is connected now, and since when. */
export interface PeerPresence {
  readonly device: string;
  readonly here: boolean;
  /** Milliseconds since the epoch of the last change. */
  readonly since: number;
  /** The transport that carries it ("peerjs", "direct"), or null while none was set up. */
  readonly via: string | null;
}

/** The presence of a table's other devices, kept sorted by device id; tells its listeners of each change. */
export class Presence {
  private list: readonly PeerPresence[];
  private readonly listeners = new Set<(list: readonly PeerPresence[]) => void>();

  constructor(devices: readonly string[], now: number) {
    this.list = [...devices]
      .sort()
      .map((device) => ({ device, here: false, since: now, via: null }));
  }

  get value(): readonly PeerPresence[] {
    return this.list;
  }

  set(device: string, here: boolean, via: string, now: number): void {
    const others = this.list.filter((p) => p.device !== device);
    this.list = [...others, { device, here, since: now, via }].sort((a, b) =>
      a.device < b.device ? -1 : 1,
    );
    for (const listener of [...this.listeners]) listener(this.list);
  }

  /** Forgets `device` (a spectator that left). */
  remove(device: string): void {
    if (!this.list.some((p) => p.device === device)) return;
    this.list = this.list.filter((p) => p.device !== device);
    for (const listener of [...this.listeners]) listener(this.list);
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: (list: readonly PeerPresence[]) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
