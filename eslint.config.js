import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "dev-dist/", "coverage/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: "module" } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Randomness goes through engine/random." },
        { object: "Date", property: "now", message: "Rules are pure; pass the time in." },
      ],
    },
  },
  {
    files: [
      "scripts/**",
      "bench/**",
      "test/**",
      "src/cli/**",
      "src/ui/**",
      "src/store/**",
      "src/net/**",
      "src/games/*/view/**",
      "*.config.*",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly" },
    },
  },
);
