import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { waitForSelector, type Engine, type EngineBrowser, type EnginePage } from "./engine";

const DRIVER = "/usr/bin/WebKitWebDriver";
const XVFB_RUN = "/usr/bin/xvfb-run";
const MINIBROWSER = [
  process.env.WEBKIT_MINIBROWSER,
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
].find((path): path is string => !!path && existsSync(path));

/**
 * MiniBrowser's settings: WebRTC and media streams on (this Debian build has no
 * RTCPeerConnection all the same: WebRTC is not compiled in; see the README's matrix).
 */
const BROWSER_ARGS = [
  "--automation",
  "--enable-webrtc=true",
  "--enable-media-stream=true",
  "--enable-mock-capture-devices=true",
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The few W3C WebDriver commands the journeys use, over fetch. Why not a client
 * library: WebKitWebDriver speaks only classic WebDriver, and these six commands are
 * the whole of what is needed (webdriverio would bring its runner and ~100 packages).
 */
class WebDriverSession {
  constructor(
    private readonly base: string,
    private readonly id: string,
  ) {}

  static async start(base: string): Promise<WebDriverSession> {
    const capabilities = {
      alwaysMatch: {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: BROWSER_ARGS },
      },
    };
    const started = await call<{ sessionId: string }>(base, "POST", "/session", { capabilities });
    return new WebDriverSession(base, started.sessionId);
  }

  command<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    throw new Error(`WebDriver ${path}: ${reply.value.error}: ${reply.value.message}`);
  }
  return reply.value;
}

/** The driver's HTTP endpoint, once it answers /status. */
async function driverUp(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error("WebKitWebDriver exited");
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not start");
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display (xvfb-run). */
export const webkitEngine: Engine = {
  name: "webkit",
  missing: () => {
    const lacking = [
      existsSync(DRIVER) ? null : "webkit2gtk-driver",
      existsSync(XVFB_RUN) ? null : "xvfb",
      MINIBROWSER ? null : "MiniBrowser",
    ].filter((x) => x !== null);
    return lacking.length > 0 ? lacking.join(", ") : null;
  },
  async launch(): Promise<EngineBrowser> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(XVFB_RUN, ["-a", DRIVER, `--port=${port}`], {
      stdio: "ignore",
      detached: true,
    });
    await driverUp(base, child);
    const session = await WebDriverSession.start(base);
    // A phone-sized window, as the other engines' viewports.
    await session
      .command("POST", "/window/rect", { width: 390, height: 844 })
      .catch(() => undefined);
    const page: EnginePage = {
      goto: (url) => session.command("POST", "/url", { url }),
      reload: () => session.command("POST", "/refresh", {}),
      async tap(selector, offset) {
        // Classic WebDriver finds at once; the other drivers wait for the element: so do we.
        await waitForSelector(page, selector);
        // A pointer press at the element's centre: WebKitWebDriver's element click
        // refuses an SVG <g> (a Smalta cell) as "not interactable", a pointer does not.
        const at = await page.evaluate(
          ({ selector, offset }) => {
            const element = document.querySelector(selector)!;
            element.scrollIntoView({ block: "center" });
            const box = element.getBoundingClientRect();
            const dx = offset ? offset.x : box.width / 2;
            const dy = offset ? offset.y : box.height / 2;
            return { x: Math.round(box.x + dx), y: Math.round(box.y + dy) };
          },
          { selector, offset: offset ?? null },
        );
        const pointer = {
          type: "pointer",
          id: "finger",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", origin: "viewport", x: at.x, y: at.y, duration: 0 },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        };
        await session.command("POST", "/actions", { actions: [pointer] });
        await session.command("DELETE", "/actions");
      },
      async evaluate(fn, arg) {
        const script =
          "const done = arguments[arguments.length - 1];" +
          `Promise.resolve().then(() => (${fn.toString()})(arguments[0]))` +
          ".then((value) => done({ value }), (error) => done({ error: String(error) }));";
        const reply = await session.command<{ value?: unknown; error?: string }>(
          "POST",
          "/execute/async",
          { script, args: [arg] },
        );
        if (reply.error) throw new Error(reply.error);
        return reply.value as never;
      },
    };
    return {
      engine: "webkit",
      page,
      async close() {
        await session.command("DELETE", "").catch(() => undefined);
        try {
          process.kill(-child.pid!, "SIGTERM");
        } catch {
          // gone already
        }
      },
    };
  },
  // Classic WebDriver has no contexts: each launch is a MiniBrowser of its own.
  release: async () => undefined,
};
