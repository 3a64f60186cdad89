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
              group: ["**/*.server", "**/*.server.*", "server-only", "@storefront/shop-answers"],
              allowTypeImports: true,
              message: "Browser code must not import server modules or the answer schemas (types only).",
            },
          ],
        },
      ],
    },
  },
  {
    // Packages point inward: the app imports a package, a package never imports the app, by its alias
    // or by a relative path out of its own folder (another package is imported by its name).
    files: ["packages/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/*"], message: "A package never imports the app." }] },
      ],
      "import/no-relative-packages": "error",
    },
  },
  {
    // Static regions' markup (docs/adr/0013-static-regions.md) is rendered to HTML outside React's tree, where
    // next/link cannot run: its links are <a>, and the region's listener (LiveRegion) navigates in the app.
    files: [
      "components/footer/footer-columns.tsx",
      "components/header/header-nav.tsx",
      "components/header/site-header.tsx",
      "components/home/latest-blog.tsx",
      "components/page/breadcrumb-header.tsx",
      "components/static-region/discarded-regions.test.tsx",
      "components/static-region/live-region.client.test.tsx",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    ignores: [
      ".next/**",
      ".next-second/**",
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
