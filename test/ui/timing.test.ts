import { afterEach, describe, expect, it } from "vitest";
import { measureSince, timelineNow } from "../../src/ui/model/timing";

afterEach(() => performance.clearMeasures());

describe("measureSince", () => {
  it("records a tabula:<name> measure from the start to now", () => {
    const start = timelineNow();
    let spin = 0;
    while (timelineNow() - start < 2) spin++;
    measureSince("test-span", start);
    const [measure] = performance.getEntriesByName("tabula:test-span", "measure");
    expect(measure).toBeDefined();
    expect(measure.startTime).toBe(start);
    expect(measure.duration).toBeGreaterThanOrEqual(2);
    expect(spin).toBeGreaterThan(0);
  });

  it("never throws, even for a start the timeline refuses", () => {
    expect(() => measureSince("bad-start", -1)).not.toThrow();
    expect(performance.getEntriesByName("tabula:bad-start", "measure")).toHaveLength(0);
  });
});
