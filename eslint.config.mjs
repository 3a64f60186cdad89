import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Browser code (client islands, .client modules, hooks) never imports a server module, types aside.
    files: ["**/*.client.ts", "**/*.client.tsx", "**/use-*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.*", "server-only"],
              allowTypeImports: true,
              message: "Browser code must not import server modules (types only).",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/**/.next/**",
      "bench/**/next-env.d.ts",
    ],
  },
];

export default config;
