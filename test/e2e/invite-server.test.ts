// The Invite screen keeps the PeerServer the user typed, even when its default (the
// server saved last, or the /tabula-config.json of `npm start`) arrives after the typing.
// It once did not: the late default overwrote the typed URL, the Invite opened its
// endpoint at the public PeerJS cloud, and no code showed — the flake of the browser
// tests that pair over peerjs (they type the URL the moment the form shows).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPeerServer, type LocalPeerServer } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

describeInBrowser("the Invite screen's PeerServer", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  let peerServer: LocalPeerServer | undefined;
  beforeAll(async () => {
    peerServer = await startPeerServer();
  });
  afterAll(() => peerServer?.close());

  it("a URL typed before the default server is known is the one the code names", async () => {
    const { page } = await session.launchFresh();
    // The default comes late, as on a loaded phone: only after the URL is typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let answered: () => void = () => undefined;
    const defaultKnown = new Promise<void>((resolve) => (answered = resolve));
    await page.route("**/tabula-config.json", async (route) => {
      await typed;
      // `npm start` announcing a server other than the one typed.
      const peerServer = { host: "127.0.0.1", port: 9, path: "/elsewhere", secure: false };
      await route.fulfill({ json: { peerServer } });
      answered();
    });
    await page.goto(`${session.url()}#/pair/invite`);
    const server = page.locator(byTestId("pair-server"));
    await server.fill(peerServer!.url);
    release();
    await defaultKnown;
    // The page has read the reply once the field's value is settled for a few frames.
    await page.waitForTimeout(300);
    expect(await server.inputValue()).toBe(peerServer!.url);

    await page.locator(byTestId("pair-start")).click();
    const code = page.locator(byTestId("pair-code"));
    await code.waitFor({ timeout: 30_000 });
    expect(new URL(await code.inputValue()).hash).toContain(
      `?s=${encodeURIComponent(peerServer!.url)}`,
    );
  });
});
