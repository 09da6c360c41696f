import { fail, type Result } from "../../engine/errors";
import type { Link } from "../link";
import { parsePeerServer, type PeerEndpoint } from "../links/peerjs";
import { sleep, type TablePlatform } from "./platform";

/** The PeerJS id of a device: other devices connect to it there. */
export const peerIdOf = (device: string): string => `tabula-${device}`;

/**
 * Where this device listens: the peer id of the first id it had (its alias, when it
 * had an id before its key), so that the guests of games stored before still find it.
 * A peer id is only an address; who the device is, a join proves (src/net/table/proof.ts).
 */
export const ownPeerId = (platform: Pick<TablePlatform, "device" | "alias">): string =>
  peerIdOf(platform.alias ?? platform.device);

/** After a reload the server may hold our id for a few seconds more: try this often. */
const OPEN_ATTEMPTS = 6;
const RETRY_STEP_MS = 1_000;

/**
 * This device's PeerJS endpoint: one at a time, at the server last asked for (asking
 * for another server closes the old one). Every link another device opens to it goes
 * to `onLink` with the server it came through.
 */
export class PeerEndpoints {
  private current: {
    readonly server: string;
    readonly open: Promise<Result<PeerEndpoint>>;
  } | null = null;

  constructor(
    private readonly platform: TablePlatform,
    private readonly onLink: (link: Link, server: string) => void,
  ) {}

  /** This device's endpoint at `server` (opened once; a failed open is tried again next time). */
  open(server: string): Promise<Result<PeerEndpoint>> {
    if (this.current && this.current.server === server) return this.current.open;
    if (this.current) void this.current.open.then((e) => e.ok && e.value.destroy());
    const open = this.openWithRetry(server);
    this.current = { server, open };
    void open.then((result) => {
      if (!result.ok && this.current?.open === open) this.current = null;
    });
    return open;
  }

  /** Stops listening (open links close). */
  close(): void {
    if (this.current) void this.current.open.then((e) => e.ok && e.value.destroy());
    this.current = null;
  }

  private async openWithRetry(server: string): Promise<Result<PeerEndpoint>> {
    const parsed = parsePeerServer(server);
    if (!parsed.ok) return parsed;
    let last: Result<PeerEndpoint> = fail("peer-failed", "not tried");
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt++) {
      last = await this.platform.openPeer(ownPeerId(this.platform), parsed.value, (link) =>
        this.onLink(link, server),
      );
      if (last.ok || last.error.code !== "peer-unavailable-id") return last;
      await sleep(this.platform, RETRY_STEP_MS * (attempt + 1));
    }
    return last;
  }
}
