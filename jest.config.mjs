import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Node is the default environment; component tests opt into jsdom with a docblock.
export default createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/bench/budget/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // The contract tests sweep hundreds of HTTP calls; a busy 2-core machine needs more than 5 s for them.
  testTimeout: 30_000,
});
