// `npm start`: builds the app when dist/ is stale, serves it on the LAN, and runs a
// PeerServer (npm `peer`) so devices at the table can pair without the internet.
//
//   npm start [-- --port 8080 --peer-port 9000 --host 0.0.0.0 --https
//                 --cert FILE --key FILE --build | --no-build]
//
// Environment: PORT, PEER_PORT and TABULA_HOST do the same as the flags (not HOST:
// some shells set that to the machine's name).
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { createServer as createNetServer } from "node:net";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createRequire } from "node:module";
import { build, staleReason } from "./start/build.mjs";
import { selfSignedCertificate } from "./start/cert.mjs";
import { lanAddresses } from "./start/lan.mjs";
import { staticHandler } from "./start/static-server.mjs";

// peer 1.0.2 calls `new WebSocketServer` from `ws`, a name only ws 8 has; npm may
// hoist ws 7 (lighthouse needs it), whose class is `Server`. We hand peer a server of
// whichever ws is installed. Its ES module build fails for the same reason, so we
// load the CommonJS one.
const require = createRequire(import.meta.url);
const { PeerServer } = require("peer");
const ws = require("ws");
const WebSocketServer = ws.WebSocketServer ?? ws.Server;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PEER_PATH = "/tabula";

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

const { values: flags } = parseArgs({
  options: {
    port: { type: "string" },
    "peer-port": { type: "string" },
    host: { type: "string" },
    https: { type: "boolean", default: false },
    cert: { type: "string" },
    key: { type: "string" },
    build: { type: "boolean" },
    "no-build": { type: "boolean", default: false },
  },
});

function portOf(text, name) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`${name} must be a port number`);
  return port;
}

const port = portOf(flags.port ?? process.env.PORT ?? "8080", "--port / PORT");
const peerPort = portOf(
  flags["peer-port"] ?? process.env.PEER_PORT ?? "9000",
  "--peer-port / PEER_PORT",
);
const host = flags.host ?? process.env.TABULA_HOST ?? "0.0.0.0";
if (port === peerPort && port !== 0) fail("the app and the PeerServer need two different ports");

/** Fails early with a clear message instead of a crash deep inside a server. */
function checkPortFree(number, name) {
  return new Promise((done) => {
    const probe = createNetServer();
    probe.once("error", (error) =>
      fail(`${name} ${number} cannot be used (${error.code}); choose another with --${name}`),
    );
    probe.listen(number, host, () => probe.close(done));
  });
}

function tls() {
  if (flags.cert || flags.key) {
    if (!flags.cert || !flags.key) fail("--cert and --key go together");
    return { cert: readFileSync(flags.cert, "utf8"), key: readFileSync(flags.key, "utf8") };
  }
  if (!flags.https) return null;
  const made = selfSignedCertificate(root, lanAddresses());
  if (made.error) fail(made.error);
  return made;
}

// 1. Build when needed.
const reason = flags.build ? "--build was given" : flags["no-build"] ? null : staleReason(root);
if (reason) {
  console.log(`Building the app (${reason})…`);
  if (!build(root)) fail("the build failed (see above)");
} else if (staleReason(root) === "dist/ has no build yet") {
  fail("there is no build in dist/; run without --no-build");
}

// 2. The PeerServer for pairing devices on this network.
const certificate = tls();
const scheme = certificate ? "https" : "http";
await checkPortFree(port, "port");
if (peerPort !== 0) await checkPortFree(peerPort, "peer-port");
const peerServer = await new Promise((started) => {
  const peer = PeerServer(
    {
      port: peerPort,
      host,
      path: PEER_PATH,
      createWebSocketServer: (options) => new WebSocketServer(options),
      ...(certificate ? { ssl: certificate } : {}),
    },
    started,
  );
  // A broken socket of one client must not take the server down for everyone.
  peer.on("error", (error) => console.warn(`PeerServer: ${error.message}`));
});
const peerAddress = peerServer.address();

// 3. The app.
const handler = staticHandler({
  dist: join(root, "dist"),
  peer: { port: peerAddress.port, path: PEER_PATH, secure: Boolean(certificate) },
});
const app = certificate ? createHttpsServer(certificate, handler) : createHttpServer(handler);
app.on("error", (error) => fail(`the web server stopped: ${error.message}`));
await new Promise((listening) => app.listen(port, host, listening));
const appPort = app.address().port;

const everywhere = host === "0.0.0.0" || host === "::";
const urls = everywhere
  ? [`localhost`, ...lanAddresses()].map((a) => `${scheme}://${a}:${appPort}/`)
  : [`${scheme}://${host.includes(":") ? `[${host}]` : host}:${appPort}/`];
console.log(`
Tabula is running.
  Open:        ${urls.join("\n               ")}
  PeerServer:  ${scheme}://<same host>:${peerAddress.port}${PEER_PATH}  (the app reads /tabula-config.json)
${
  certificate
    ? flags.cert
      ? "  HTTPS with your certificate."
      : `  HTTPS with a self-signed certificate: on each phone open the app address and
  ${scheme}://<same host>:${peerAddress.port}${PEER_PATH} once and accept the warning. The camera
  then works; browsers refuse a service worker (offline use) on an untrusted
  certificate, so for that use --cert/--key with a certificate the phones trust.`
    : `  Note: phones reach this over plain HTTP, which is not a secure context: the camera
  (QR scanning) and offline use need HTTPS or localhost. Use --https (self-signed) or
  --cert/--key (e.g. made with mkcert, whose root the phones trust).`
}
Press Ctrl+C to stop.`);

function stop() {
  app.close();
  peerServer.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
