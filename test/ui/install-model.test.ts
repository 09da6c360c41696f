import { describe, expect, it, vi } from "vitest";
import {
  createInstallModel,
  isIos,
  type InstallEnvironment,
} from "../../src/ui/install/install-model";

function fakeBrowser(options: { standalone?: boolean; userAgent?: string } = {}) {
  const listeners = new Map<string, (e: Event) => void>();
  const env: InstallEnvironment = {
    addEventListener: (type, listener) => void listeners.set(type, listener),
    standalone: () => options.standalone ?? false,
    userAgent: options.userAgent ?? "Mozilla/5.0 (Linux; Android 14) Chrome/126",
    maxTouchPoints: 5,
  };
  const fire = (type: string, event: Event) => listeners.get(type)?.(event);
  return { env, fire };
}

function promptEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe("installing the app", () => {
  it("offers the browser's prompt when it comes, and is done once accepted", async () => {
    const { env, fire } = fakeBrowser();
    const model = createInstallModel(env);
    expect(model.way.value).toBe("menu");
    const { event, prompt } = promptEvent("accepted");
    fire("beforeinstallprompt", event);
    expect(event.defaultPrevented).toBe(true);
    expect(model.way.value).toBe("prompt");
    await model.install();
    expect(prompt).toHaveBeenCalledOnce();
    expect(model.way.value).toBe("installed");
  });

  it("falls back to the how-to when the player declines (a prompt is used once)", async () => {
    const { env, fire } = fakeBrowser();
    const model = createInstallModel(env);
    const { event } = promptEvent("dismissed");
    fire("beforeinstallprompt", event);
    await model.install();
    expect(model.way.value).toBe("menu");
  });

  it("hides everything once installed, by the app's event or when it runs standalone", () => {
    const { env, fire } = fakeBrowser();
    const model = createInstallModel(env);
    fire("beforeinstallprompt", promptEvent("accepted").event);
    fire("appinstalled", new Event("appinstalled"));
    expect(model.way.value).toBe("installed");
    const standalone = createInstallModel(fakeBrowser({ standalone: true }).env);
    expect(standalone.way.value).toBe("installed");
  });

  it("tells iPhone and iPad users to use Share, then Add to Home Screen", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1";
    expect(createInstallModel(fakeBrowser({ userAgent: iphone }).env).way.value).toBe("ios");
    // An iPad says it is a Mac, but has a touch screen; a Mac has none.
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1", 5)).toBe(true);
    expect(isIos("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1", 0)).toBe(false);
  });
});
