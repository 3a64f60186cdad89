import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

// ESM-only packages, compiled to CommonJS for jest (which loads ES modules only behind --experimental-vm-modules).
const ESM_ONLY = ["iron-session", "iron-webcrypto", "uint8array-extras", "cookie"];

// Node is the default environment; component tests opt into jsdom with a docblock.
const config = createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/", "/.next-second/", "/bench/budget/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // The contract tests sweep hundreds of HTTP calls; a busy 2-core machine needs more than 5 s for them.
  testTimeout: 30_000,
});

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    // next/jest's first pattern skips node_modules except the packages Next transpiles: add these to them.
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern, i) =>
      i === 0 ? pattern.replace("(?!(", `(?!(${ESM_ONLY.join("|")}|`) : pattern,
    ),
  };
}
