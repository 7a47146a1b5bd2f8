/* global module */
/**
 * The import rules of ARCHITECTURE.md, checked by `npm test` (step 'deps'):
 * - no import circle anywhere in src/, type imports included;
 * - a module (src/server/modules/<m>/) is entered only through its index.ts (its own files, and its
 *   tests beside them, may reach inside);
 * - a module's schema.ts (its tables) is imported only by that module's own files and, for foreign keys,
 *   by another module's schema.ts (doors re-export no table: tests/unit/module-walls.test.ts);
 * - platform/ and providers/ never import a module or the composition files;
 * - src/domain imports neither server nor islands (and no framework: see eslint's domain-purity rules).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles (type imports included) make load order and ownership unclear; cut the circle with a hook, a door or a type in src/domain/contract.ts.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'module-door',
      severity: 'error',
      comment: "Another module is entered only through its index.ts (its door).",
      from: { path: '^src/(?!server/modules/([^/]+)/)' },
      to: { path: '^src/server/modules/[^/]+/(?!index\\.ts$)[^?]+$', pathNot: '\\.graphql$' },
    },
    {
      name: 'module-door-between-modules',
      severity: 'error',
      comment: "A module enters another module only through its index.ts (its door); a schema.ts may name another module's schema.ts for foreign keys.",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/(?!$1/)[^/]+/(?!index\\.ts$)', pathNot: '^src/server/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'schema-stays-home',
      severity: 'error',
      comment:
        "A module's tables (its schema.ts) are used only inside that module: others call its door's named functions. " +
        "Another module's schema.ts may name them for foreign keys (the database's own wall); drizzle-kit reads them by glob.",
      from: { path: '^src/', pathNot: ['^src/server/modules/([^/]+)/', '^src/server/modules/[^/]+/schema\\.ts$'] },
      to: { path: '^src/server/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'schema-stays-home-between-modules',
      severity: 'error',
      comment: "Only a module's own files (and other modules' schema.ts, for foreign keys) import its schema.ts.",
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '^src/server/modules/[^/]+/schema\\.ts$' },
      to: { path: '^src/server/modules/(?!$1/)[^/]+/schema\\.ts$' },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ and providers/ are below the modules: they never import a module or the composition root.',
      from: { path: '^src/server/(platform|providers)/' },
      to: { path: '^src/server/(modules/|compose\\.ts|app\\.ts|main\\.ts|routes\\.ts)' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is the functional core shared by browser and server.',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|islands|pages|components|layouts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)__generated__/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
