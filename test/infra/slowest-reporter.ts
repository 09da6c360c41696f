import type { Reporter, TestModule } from "vitest/node";

/** How many of the slowest test files `npm test` names at the end (issue 28). */
const SHOWN = 15;

/**
 * Names the slowest test files at the end of a run, so the suite's time has a face:
 * each file's own duration (its tests and hooks) and its project. It only reports;
 * the default reporter still says what passed and failed.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .map((m) => ({
        file: m.relativeModuleId,
        project: m.project.name,
        ms: m.diagnostic().duration,
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const lines = timed.map(
      ({ file, project, ms }) =>
        `${(ms / 1000).toFixed(1).padStart(7)} s  ${project.padEnd(5)} ${file}`,
    );
    process.stdout.write(`\nThe ${timed.length} slowest test files:\n${lines.join("\n")}\n`);
  }
}
