// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { UpdatePrompt } from "../../src/ui/update/UpdatePrompt";
import { createUpdateModel } from "../../src/ui/update/update-model";
import { FakeWorkbox } from "./fake-workbox";

describe("UpdatePrompt", () => {
  const root = document.createElement("div");
  document.body.append(root);
  afterEach(() => render(null, root));

  it("shows nothing until a new version waits, then offers a reload in the chosen language", () => {
    const workbox = new FakeWorkbox();
    let reloads = 0;
    const update = createUpdateModel(workbox, () => reloads++);
    act(() => render(<UpdatePrompt lang="ru" update={update} />, root));
    expect(root.querySelector('[data-testid="update-prompt"]')).toBeNull();

    act(() => workbox.fire("waiting"));
    const prompt = root.querySelector('[data-testid="update-prompt"]');
    expect(prompt?.textContent).toContain("Готова новая версия");
    const reload = root.querySelector<HTMLButtonElement>('[data-testid="update-reload"]')!;
    expect(reload.textContent).toBe("Обновить");

    act(() => reload.click());
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(root.querySelector('[data-testid="update-prompt"]')).toBeNull();
    workbox.fire("controlling");
    expect(reloads).toBe(1);
  });

  it("speaks English and can be put off", () => {
    const workbox = new FakeWorkbox();
    const update = createUpdateModel(workbox, () => undefined);
    workbox.fire("waiting");
    act(() => render(<UpdatePrompt lang="en" update={update} />, root));
    expect(root.querySelector('[data-testid="update-reload"]')?.textContent).toBe("Reload");
    act(() => root.querySelector<HTMLButtonElement>('[data-testid="update-later"]')!.click());
    expect(root.querySelector('[data-testid="update-prompt"]')).toBeNull();
    expect(workbox.skipWaitingMessages).toBe(0);
  });

  it("renders nothing when no service worker is registered", () => {
    act(() => render(<UpdatePrompt lang="en" />, root));
    expect(root.innerHTML).toBe("");
  });
});
