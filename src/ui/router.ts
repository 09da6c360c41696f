import { signal, type Signal } from "@preact/signals";

/**
 * The screens, by hash route (#/, #/new, #/play/<id>, #/table/<id>, #/rules/<game>,
 * #/learn/<game>, #/settings).
 */
export type Route =
  | { readonly screen: "home" }
  /** A new game; `game` preselects one (a game card of Home), null: the last one. */
  | { readonly screen: "new"; readonly game: string | null }
  | { readonly screen: "play"; readonly id: string }
  /** The table screen of a game: its public view, big (src/ui/table/). */
  | { readonly screen: "table"; readonly id: string }
  | { readonly screen: "rules"; readonly game: string | null }
  /** The guided first game of a game ("Learn by playing"; docs/ui.md). */
  | { readonly screen: "learn"; readonly game: string }
  | { readonly screen: "settings" }
  /** Pairing with other devices (#/pair/invite, #/pair/join, a join link #/join/<peer>). */
  | { readonly screen: "pair"; readonly path: string }
  | { readonly screen: "not-found" };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, "").replace(/\/+$/, "") || "/";
  if (path === "/") return { screen: "home" };
  if (path === "/new") return { screen: "new", game: null };
  const newOf = /^\/new\/([a-z0-9-]{1,40})$/.exec(path);
  if (newOf) return { screen: "new", game: newOf[1] };
  if (path === "/settings") return { screen: "settings" };
  if (path === "/rules") return { screen: "rules", game: null };
  if (/^\/(pair|join)([/?].{0,600})?$/.test(path)) return { screen: "pair", path };
  const play = /^\/play\/([^/]{1,100})$/.exec(path);
  if (play) return { screen: "play", id: decodeURIComponent(play[1]) };
  const table = /^\/table\/([^/]{1,100})$/.exec(path);
  if (table) return { screen: "table", id: decodeURIComponent(table[1]) };
  const rules = /^\/rules\/([a-z0-9-]{1,40})$/.exec(path);
  if (rules) return { screen: "rules", game: rules[1] };
  const learn = /^\/learn\/([a-z0-9-]{1,40})$/.exec(path);
  if (learn) return { screen: "learn", game: learn[1] };
  return { screen: "not-found" };
}

export const href = {
  home: "#/",
  newGame: "#/new",
  newGameOf: (game: string) => `#/new/${game}`,
  play: (id: string) => `#/play/${encodeURIComponent(id)}`,
  table: (id: string) => `#/table/${encodeURIComponent(id)}`,
  rules: (game: string) => `#/rules/${game}`,
  learn: (game: string) => `#/learn/${game}`,
  settings: "#/settings",
  pairInvite: "#/pair/invite",
  pairJoin: "#/pair/join",
} as const;

/** The current route, kept in step with the location's hash. */
export function routeSignal(): Signal<Route> {
  const route = signal(parseRoute(location.hash));
  addEventListener("hashchange", () => {
    route.value = parseRoute(location.hash);
  });
  return route;
}

export function navigate(hash: string): void {
  location.hash = hash;
}
