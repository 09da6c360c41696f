import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The default report, then the 15 slowest files (the suite's time, issue 28).
    reporters: ["default", "./test/infra/slowest-reporter.ts"],
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
          fileParallelism: false,
        },
      },
    ],
  },
});
