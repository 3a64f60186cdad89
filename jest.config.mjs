import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// Node is the default environment; component tests opt into jsdom with a docblock.
export default createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
});
