import preact from "@preact/preset-vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/** Colours of the installed app: the dark grout of the icon, the paper of an empty board. */
const THEME_COLOR = "#1d1f24";
const BACKGROUND_COLOR = "#f6f3ec";

/**
 * Adds the favicon, the iOS home-screen icon and the theme colour to index.html unless
 * it names them already, so the icons stay defined in one place (this file).
 */
function iconLinks(): Plugin {
  return {
    name: "tabula-icon-links",
    transformIndexHtml(html) {
      const tags = [];
      if (!/rel=["']icon["']/.test(html)) {
        tags.push({
          tag: "link",
          attrs: { rel: "icon", href: "icons/icon.svg", type: "image/svg+xml" },
        });
      }
      if (!/rel=["']apple-touch-icon["']/.test(html)) {
        tags.push({
          tag: "link",
          attrs: { rel: "apple-touch-icon", href: "icons/apple-touch-icon-180.png" },
        });
      }
      if (!/name=["']theme-color["']/.test(html)) {
        tags.push({ tag: "meta", attrs: { name: "theme-color", content: THEME_COLOR } });
      }
      return tags.map((t) => ({ ...t, injectTo: "head" as const }));
    },
  };
}

const NOT_IN_THIS_BUILD = "\0tabula:not-in-this-build";

/**
 * Leaves out of a build the lazy chunks it never loads (they would only be precached,
 * costing install size): `skip(importer, specifier)` names the `import()`s to drop. A
 * dropped import() rejects if it is ever called. Builds only: in development the app's
 * plugins also apply to the worker, and nothing is precached.
 */
function withoutLazy(name: string, skip: (importer: string, specifier: string) => boolean): Plugin {
  return {
    name,
    apply: "build",
    enforce: "pre",
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== "string" || !importer) return null;
      return skip(importer.replaceAll("\\", "/"), specifier) ? NOT_IN_THIS_BUILD : null;
    },
    resolveId: (id) => (id === NOT_IN_THIS_BUILD ? id : null),
    load: (id) =>
      id === NOT_IN_THIS_BUILD ? 'throw new Error("this code is not part of this build");' : null,
  };
}

/** A game's manifest (src/games/<game>/index.ts). */
const isManifest = (file: string): boolean => /\/src\/games\/[^/]+\/index\.ts$/.test(file);

/**
 * The app never runs a bot, a match, a board's advice or a hint: a manifest's `bots`
 * (./bot), `advice` (./advice-answer), `hint` (./hint) and `match` (./match) load only in the bot worker and on
 * the command line.
 */
const IN_APP_NEVER = new Set(["./bot", "./advice-answer", "./hint", "./match"]);
const appSkips = (importer: string, specifier: string): boolean =>
  isManifest(importer) && IN_APP_NEVER.has(specifier);

/** The bot worker never draws: no board or rules page, nor a match adapter. */
const workerSkips = (importer: string, specifier: string): boolean =>
  /\/src\/games\/[^/]+\/view\//.test(importer) || (isManifest(importer) && specifier === "./match");

export default defineConfig({
  // Relative base: the build works from any folder of any HTTPS host.
  base: "./",
  plugins: [
    withoutLazy("tabula-app-without-bots", appSkips),
    preact(),
    iconLinks(),
    VitePWA({
      strategies: "generateSW",
      // A new version waits until the player accepts the prompt (src/ui/update/):
      // reloading in the middle of a game without asking would be rude.
      registerType: "prompt",
      // We register with workbox-window ourselves (src/ui/update/register.ts).
      injectRegister: false,
      // Never a service worker in development: it would serve stale code.
      devOptions: { enabled: false },
      manifest: {
        id: "./",
        name: "Tabula",
        short_name: "Tabula",
        description:
          "Family table games for phones and tablets at one table: offline, peer to peer, no server.",
        lang: "en",
        dir: "ltr",
        start_url: "./",
        scope: "./",
        display: "standalone",
        orientation: "any",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ["games", "entertainment"],
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          {
            src: "icons/icon-maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
          { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      // The icons are in globPatterns below already; listing them twice is noise.
      includeManifestIcons: false,
      workbox: {
        // Everything built is precached, so the app starts and plays offline after
        // the first visit (including lazily loaded chunks and the bot worker).
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest,woff2}"],
        navigateFallback: "index.html",
        cleanupOutdatedCaches: true,
        // The first service worker takes the open page at once (there is no old
        // version to conflict with); later ones still wait for the prompt.
        clientsClaim: true,
      },
    }),
  ],
  // The bot worker is an ES module (it is started with { type: "module" }), so it can
  // split its code: it loads one game's bots and rules on that game's first request,
  // and never the boards and rules pages that the games' manifests also name.
  worker: {
    format: "es",
    plugins: () => [withoutLazy("tabula-worker-without-views", workerSkips)],
  },
  build: {
    // The support floor (package.json "browserslist", README "Browsers"): the output
    // uses nothing newer, checked by `npm run check:output` (es-check).
    target: ["chrome109", "firefox115", "safari16.4", "ios16.4"],
    // The budget is checked by `npm run bench`; this only keeps vite quiet about it.
    chunkSizeWarningLimit: 200,
  },
});
