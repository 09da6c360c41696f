import { describe, expect, it } from "vitest";
import { browserGate, type GateInputs } from "../e2e/gate";

const base: GateInputs = {
  env: {},
  exists: () => false,
  hasBuild: true,
  distDir: "/project/dist",
};

describe("browserGate", () => {
  it("runs with the Chromium of the CHROMIUM variable before Debian's", () => {
    const gate = browserGate("suite", {
      ...base,
      env: { CHROMIUM: "/opt/chrome" },
      exists: (p) => p === "/opt/chrome" || p === "/usr/bin/chromium",
    });
    expect(gate).toEqual({ kind: "run", chromiumPath: "/opt/chrome" });
  });

  it("falls back to /usr/bin/chromium-browser", () => {
    const gate = browserGate("suite", {
      ...base,
      exists: (p) => p === "/usr/bin/chromium-browser",
    });
    expect(gate).toEqual({ kind: "run", chromiumPath: "/usr/bin/chromium-browser" });
  });

  it("skips loudly without Chromium on a developer's machine", () => {
    const gate = browserGate("Smalta in the browser", base);
    expect(gate.kind).toBe("skip");
    if (gate.kind !== "skip") return;
    expect(gate.banner).toContain("BROWSER TESTS SKIPPED: Smalta in the browser");
    expect(gate.banner).toContain("/usr/bin/chromium, /usr/bin/chromium-browser");
  });

  it("fails without Chromium when CI=true", () => {
    const gate = browserGate("suite", { ...base, env: { CI: "true" } });
    expect(gate.kind).toBe("fail");
    if (gate.kind === "fail") expect(gate.message).toMatch(/CI=true/);
  });

  it("fails, even off CI, when there is Chromium but no build to test", () => {
    const gate = browserGate("suite", { ...base, exists: () => true, hasBuild: false });
    expect(gate.kind).toBe("fail");
    if (gate.kind === "fail") expect(gate.message).toContain("/project/dist");
  });
});
