// Owned by the pairing work (issue 3).
import { InviteView } from "./invite-view";
import { JoinView } from "./join-view";

/** The pairing screen of a route path: invite, join, or a join link opened from a QR code. */
export function PairViews({ path }: { readonly path: string }) {
  const [route, query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  if (route === "/pair/invite") {
    const via = params.get("via") === "peerjs" ? "peerjs" : "direct";
    return <InviteView game={params.get("game")} via={via} rematch={params.get("rematch")} />;
  }
  const link = /^\/join\/([A-Za-z0-9_-]{1,100})$/.exec(route);
  const asTable = params.get("as") === "table";
  if (link) return <JoinView peer={link[1]} server={params.get("s") ?? ""} asTable={asTable} />;
  return <JoinView peer={null} server="" asTable={asTable} />;
}
