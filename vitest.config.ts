import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The default report, then the 15 slowest files (the suite's time, issue 28).
    reporters: ["default", "./test/infra/slowest-reporter.ts"],
    // Two workers even on a 2-core machine (vitest's default there is one): the browser
    // files spend most of their time waiting on the browsers, so a unit file or a second
    // browser file runs meanwhile (issue 28: the suite in half the time).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
          exclude: ["test/e2e/**", "node_modules/**"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Every file serves the build and any PeerServer on ports of its own, so two
          // run side by side.
          fileParallelism: true,
        },
      },
    ],
  },
});
