import { fail, ok, type Result } from "../../../src/engine/errors";
import type { Link } from "../../../src/net/link";
import type { PeerEndpoint } from "../../../src/net/links/peerjs";
import type { FakeNetwork } from "../../../src/net/memory-link";
import type { TablePlatform } from "../../../src/net/table/platform";

/**
 * A PeerJS server in memory: devices register their peer id, connect to another's and
 * get a memory link of the fake network. A peer id can be made unreachable (its tab is
 * away) and reachable again, or refused at registration a few times ("peer-unavailable-id",
 * as the real server does for a few seconds after a reload).
 */
export class FakePeers {
  private readonly endpoints = new Map<string, (link: Link) => void>();
  private readonly away = new Set<string>();
  /** Registrations still to refuse, by peer id. */
  readonly refuseOpen = new Map<string, number>();
  opened = 0;

  constructor(private readonly network: FakeNetwork) {}

  readonly openPeer: TablePlatform["openPeer"] = async (id, _server, onLink) => {
    this.opened++;
    const refusals = this.refuseOpen.get(id) ?? 0;
    if (refusals > 0) {
      this.refuseOpen.set(id, refusals - 1);
      return fail("peer-unavailable-id", `the id ${id} is taken`);
    }
    this.endpoints.set(id, onLink);
    return ok(this.endpointOf(id));
  };

  /** `id` goes away (its tab is closed): connecting to it fails until `back`. */
  leave(id: string): void {
    this.away.add(id);
    for (const link of this.network.openLinks()) if (link.device === id) link.close();
  }

  back(id: string): void {
    this.away.delete(id);
  }

  private endpointOf(id: string): PeerEndpoint {
    return {
      id,
      connect: async (peerId): Promise<Result<Link>> => {
        const target = this.endpoints.get(peerId);
        if (!target || this.away.has(peerId)) return fail("peer-unavailable", `${peerId} is away`);
        const [mine, theirs] = this.network.connect(id, peerId);
        target(theirs);
        return ok(mine);
      },
      destroy: () => void this.endpoints.delete(id),
    };
  }
}
