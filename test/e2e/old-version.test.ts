// Old app versions and new ones, on the real screens (issue 9): two Chromium pages of
// this build pair by direct SDP, and one of them is made to speak as the version before
// device keys did, by a script that rewrites its handshake on the data channel:
// - an older guest: its pair-join says tabula-pair/1 and names an id that is no key;
// - an older host: it answers this version's join as that version did, refusing a
//   protocol it does not know (code "protocol").
// Each time this version's screen says "The other device runs an older Tabula — update
// it to pair" instead of a generic failure. (What the older app itself shows is its
// own code's: test/net/table/old-version.test.ts checks the message it is sent.)
import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { inviteFrom } from "./pairing";
import { useBrowserSession } from "./session";
import { describeInBrowser } from "./suite";
import { byTestId } from "./tabula";

const OLDER_GUEST = `(() => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === "string" && data.startsWith('{"t":"pair-join"')) {
      const join = JSON.parse(data);
      data = JSON.stringify({ ...join, protocol: "tabula-pair/1", device: "6f1d2c3b-0000-4000-8000-00000000abcd" });
    }
    return send.call(this, data);
  };
})();`;

const OLDER_HOST = `(() => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    if (typeof data === "string" && data.startsWith('{"t":"pair-challenge"')) {
      data = JSON.stringify({ t: "pair-refuse", code: "protocol", message: "the other device pairs with tabula-pair/2" });
    }
    return send.call(this, data);
  };
})();`;

const WORDS = "The other device runs an older Tabula — update it to pair.";

/** Host invites (direct), guest takes the offer, host takes the answer. */
async function pairDirectly(host: Page, guest: Page, base: string): Promise<void> {
  const offer = await inviteFrom(host, base, { transport: "direct" });
  await guest.goto(`${base}#/pair/join`);
  await guest.locator(byTestId("pair-input")).fill(offer);
  await guest.locator(byTestId("pair-connect")).click();
  const answer = guest.locator(byTestId("pair-code"));
  await answer.waitFor({ timeout: 30_000 });
  await host.locator(byTestId("pair-answer")).fill(await answer.inputValue());
  await host.locator(byTestId("pair-accept")).click();
}

/** The failure a pairing screen shows: its code and words. */
async function failure(page: Page): Promise<{ code: string | null; text: string }> {
  const error = page.locator(byTestId("pair-error"));
  await error.waitFor({ timeout: 30_000 });
  return { code: await error.getAttribute("data-code"), text: await error.innerText() };
}

describeInBrowser("old app versions and new ones", ({ chromiumPath }) => {
  const session = useBrowserSession(chromiumPath);
  const older = async (script: string): Promise<{ context: BrowserContext; page: Page }> => {
    const launched = await session.launchFresh();
    await launched.context.addInitScript({ content: script });
    return launched;
  };

  it("the host's Invite screen says an older guest must update", async () => {
    const { page: host } = await session.launchFresh();
    const { page: guest } = await older(OLDER_GUEST);
    await pairDirectly(host, guest, session.url());
    const said = await failure(host);
    expect(said.code).toBe("old-version");
    expect(said.text).toContain(WORDS);
    // Nothing was made: the host is still on Invite, with no game to play.
    expect(await host.locator(byTestId("play")).count()).toBe(0);
  });

  it("the guest's Join screen says an older host must update", async () => {
    const { page: host } = await older(OLDER_HOST);
    const { page: guest } = await session.launchFresh();
    await pairDirectly(host, guest, session.url());
    const said = await failure(guest);
    expect(said.code).toBe("old-version");
    expect(said.text).toContain(WORDS);
    expect(await guest.locator(byTestId("play")).count()).toBe(0);
  });
});
