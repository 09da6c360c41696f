// Installing from inside the app: the browser's offer (beforeinstallprompt) behind an
// "Install Tabula" button, the how-to where there is none, nothing once installed; the
// web app manifest a browser installs from; "Ready to play offline" once cached.
import { expect, it } from "vitest";
import { describeInBrowser } from "./suite";
import { useBrowserSession } from "./session";
import { byTestId, openHome, waitForServiceWorkerControl } from "./tabula";

describeInBrowser("Installing Tabula", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);

  it("offers the browser's install prompt, and hides it once installed", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    // Until the browser offers, the how-to; headless Chromium may make its own offer
    // (the app is installable from localhost), which shows the button.
    await page
      .locator(`${byTestId("install-howto")}, ${byTestId("install-app")}`)
      .first()
      .waitFor();

    const offer = (outcome: "accepted" | "dismissed") =>
      page.evaluate((outcome) => {
        const event = new Event("beforeinstallprompt", { cancelable: true });
        Object.assign(event, {
          prompt: () => {
            (window as unknown as { prompted: number }).prompted =
              ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }, outcome);

    // The app keeps the browser's own bar away and offers its button instead.
    expect(await offer("dismissed")).toBe(true);
    const button = page.locator(byTestId("install-app"));
    await button.waitFor();
    expect(await button.textContent()).toBe("Install Tabula");
    expect(await page.locator(byTestId("install-howto")).count()).toBe(0);
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    // Declined: the prompt is spent, the how-to is back.
    await page.locator(byTestId("install-howto")).waitFor();

    await offer("accepted");
    await button.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await button.waitFor({ state: "detached" });
    expect(await page.locator(byTestId("install-howto")).count()).toBe(0);
  });

  it("serves a manifest a browser installs from", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(async (href) => {
      const response = await fetch(href!);
      return { type: response.headers.get("content-type"), body: await response.json() };
    }, href);
    expect(manifest.type).toContain("manifest+json");
    const body = manifest.body as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(body.name).toBe("Tabula");
    expect(body.short_name).toBe("Tabula");
    expect(body.display).toBe("standalone");
    expect(body.start_url).toBe("./");
    const sizes = body.icons.map((i) => `${i.sizes}:${i.purpose ?? "any"}`);
    expect(sizes).toEqual(
      expect.arrayContaining(["192x192:any", "512x512:any", "512x512:maskable"]),
    );
  });

  it("says Ready to play offline once the service worker has every file", async () => {
    const { page } = await session.launchFresh();
    await openHome(page, session.url());
    await waitForServiceWorkerControl(page);
    await openHome(page, session.url());
    const ready = page.locator(byTestId("offline-ready"));
    await ready.waitFor();
    expect(await ready.textContent()).toContain("Ready to play offline");
    // It says so only when it is true: the precache holds the app's own files.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const keys = (
        await Promise.all(names.map(async (n) => (await caches.open(n)).keys()))
      ).flat();
      return keys.map((r) => new URL(r.url).pathname);
    });
    expect(cached.some((path) => path.endsWith("/index.html"))).toBe(true);
    expect(cached.some((path) => /\/assets\/index-.*\.js$/.test(path))).toBe(true);
  });
});
