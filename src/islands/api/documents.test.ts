import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as accounts from './accounts';
import * as liveStock from './live-stock';
import * as operations from './operations';
import * as gift from '../giftcards/gift-api';
import * as loyalty from '../loyalty/loyalty-api';
import * as pay from '../payment/pay-api';
import * as table from './table-api';

/** The server's SDL (the files codegen reads). */
function schemaSdl(): string {
  const modules = 'src/server/modules';
  const files = ['src/server/platform/graphql/base.graphql'];
  for (const m of readdirSync(modules)) for (const f of readdirSync(join(modules, m))) if (f.endsWith('.graphql')) files.push(join(modules, m, f));
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Every document a module exports (its upper-case constants holding a GraphQL operation). */
function documentsOf(modules: Record<string, Record<string, unknown>>): [string, string][] {
  const out: [string, string][] = [];
  for (const [module, exports] of Object.entries(modules))
    for (const [name, value] of Object.entries(exports)) if (/^[A-Z_]+$/.test(name) && typeof value === 'string' && /^\s*(#[^\n]*\n\s*)*(query|mutation|subscription)\b/.test(value)) out.push([`${module}.${name}`, value]);
  return out;
}

const schema = buildSchema(schemaSdl());
const documents = documentsOf({ operations, accounts, liveStock, gift, loyalty, pay, table });

describe('the documents the browser sends (issue 22 item 4)', () => {
  it('finds every module’s documents', () => {
    expect(documents.length).toBeGreaterThanOrEqual(50);
  });

  it.each(documents)('%s is one operation, valid against the schema, with exactly the fragments it spreads', (_name, text) => {
    const doc = parse(text);
    expect(doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)).toHaveLength(1);
    // The specified rules include KnownFragmentNames and NoUnusedFragments: a fragment missing from or
    // left over in the composed text fails here as it would on the server.
    expect(validate(schema, doc).map((e) => e.message)).toEqual([]);
  });
});
