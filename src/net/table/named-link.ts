import type { Link, MessageHandler } from "../link";
import type { SeatHolder } from "../../store/types";
import { decodeName } from "./names";

/**
 * A table's link with the name messages taken out (src/net/table/names.ts): a good name
 * goes to `onName`, a bad one is dropped, everything else goes on to the sync protocol
 * in order (kept until it sets its handler).
 */
export class NamedLink implements Link {
  private handler: MessageHandler | null = null;
  private readonly kept: unknown[] = [];

  constructor(
    readonly inner: Link,
    onName: (name: string) => void,
  ) {
    inner.onMessage((message) => {
      const name = decodeName(message);
      if (name !== undefined) {
        if (name !== null) onName(name);
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

/** The seats with the names of the devices that hold them; the same array when nothing changes. */
export function withNames(
  holders: readonly SeatHolder[],
  names: ReadonlyMap<string, string>,
): readonly SeatHolder[] {
  let changed = false;
  const next = holders.map((holder): SeatHolder => {
    if (holder.kind !== "remote") return holder;
    const name = names.get(holder.device);
    if (!name || name === holder.name) return holder;
    changed = true;
    return { ...holder, name };
  });
  return changed ? next : holders;
}
