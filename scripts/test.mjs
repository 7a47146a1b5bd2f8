// `npm test`, the one gate (STYLE.md §12): generated types up to date, import rules, typecheck, lint, unit tests with domain coverage, API tests
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), build, then end-to-end tests in Chromium
// against the built server. Every step runs; the exit code is non-zero if any failed. The last line is
// 'N passed, N failed' over all test cases.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const reports = join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(name);
  return ok;
}

function vitest(name, project, extra = []) {
  const out = join(reports, `${name}.json`);
  const ok = run(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    passed += j.numPassedTests ?? 0;
    const counted = (j.numFailedTests ?? 0) + (j.numRuntimeErrorTestSuites ?? j.numFailedTestSuites ?? 0);
    // A run can fail with every test passed (unhandled errors): count the run itself as one failure.
    failed += counted > 0 || ok ? counted : 1;
    if ((j.numTotalTests ?? 0) === 0 && (only.length === 0 || only.includes(name))) {
      failures.push(`${name} (ran no test)`);
    }
  } else if (!ok) failed += 1;
  return ok;
}

// The generated types must be what a fresh codegen run writes (run `npm run codegen` after changing SDL).
run('codegen', 'npx', ['graphql-codegen', '--config', 'codegen.ts', '--check', '--silent']);
// Import rules (ARCHITECTURE.md): no circle in src/, modules entered only through their index.ts,
// platform/ and providers/ below the modules, src/domain pure (.dependency-cruiser.cjs).
run('deps', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']);
if (run('typecheck', 'npx', ['astro', 'check', '--minimumSeverity', 'warning'])) run('tsc', 'npx', ['tsc', '--noEmit', '-p', '.']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
vitest('unit', 'unit', ['--coverage']);
vitest('api', 'api');
if (run('build', 'npm', ['run', 'build'])) vitest('e2e', 'e2e');
else failures.push('e2e (not run: build failed)');

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
