// STYLE.md §5: "Schema first, one SDL file per area, a doc string on every field". Builds the schema
// from the SDL files on disk (as the server and codegen read them) and lists every named type, and
// every field of an object, input or interface type, that has no description.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';

const MODULES_DIR = 'src/server/modules';

/** The SDL files (base.graphql and each module's), as codegen.ts reads them, joined into one document (extensions may precede their types). */
function loadSdl(): string {
  const files = [
    'src/server/platform/graphql/base.graphql',
    ...readdirSync(MODULES_DIR)
      .sort()
      .flatMap((m) => readdirSync(join(MODULES_DIR, m)).filter((f) => f.endsWith('.graphql')).map((f) => join(MODULES_DIR, m, f))),
  ];
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

/** Names ('Type' or 'Type.field') lacking a non-blank description, skipping built-in and introspection types. */
function undocumented(types: readonly GraphQLNamedType[]): string[] {
  const missing: string[] = [];
  const blank = (d: string | null | undefined) => !d || d.trim() === '';
  for (const type of types) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type) || type.name.startsWith('__')) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInputObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    }
  }
  return missing;
}

describe('GraphQL schema documentation (STYLE.md §5)', () => {
  const schema = buildSchema(loadSdl());
  const types = Object.values(schema.getTypeMap());

  it('reads every SDL file into one schema', () => {
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
    expect(schema.getSubscriptionType()?.name).toBe('Subscription');
    expect(types.length).toBeGreaterThan(50);
  });

  it('has a description on every type and on every field of object, input and interface types', () => {
    const missing = undocumented(types);
    expect(missing, `Types/fields without a description:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('the checker notices a missing description', () => {
    const probe = buildSchema('"Documented." type Query { "Documented." a: Int\n b: Int }\ntype Bare { "x" c: Int }');
    expect(undocumented(Object.values(probe.getTypeMap()))).toEqual(['Query.b', 'Bare']);
  });
});
