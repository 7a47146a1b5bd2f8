/**
 * Reading a brand file: shape and defaults (brand-file.ts), then cross-references (references.ts), every
 * problem with its JSON path.
 */
import { brandFileSchema, formatPath, type FormatIssue, type ParseBrandFileResult } from './brand-file';
import { checkReferences } from './references';

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
  record: 'an object',
};
const describeInput = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/**
 * Validates a parsed JSON value as a brand file: shape and defaults first, then cross-references.
 * Returns the normalised file (every default filled in) or every issue found, in file order, each with
 * its JSON path. Pure: no I/O.
 */
export function parseBrandFile(input: unknown): ParseBrandFileResult {
  const parsed = brandFileSchema.safeParse(input, {
    error: (iss) => {
      if (iss.code === 'invalid_type') {
        if (iss.input === undefined) return 'required';
        return `expected ${EXPECTED[iss.expected] ?? `a ${iss.expected}`}, got ${describeInput(iss.input)}`;
      }
      return undefined;
    },
  });
  if (!parsed.success) {
    const issues: FormatIssue[] = [];
    for (const iss of parsed.error.issues) {
      if (iss.code === 'unrecognized_keys') {
        for (const key of iss.keys) issues.push({ path: formatPath([...iss.path, key]), message: 'unknown field' });
      } else if (iss.code === 'invalid_key') {
        // A record key that fails its check (a locale such as 'chinese'): say what the key should be.
        issues.push({ path: formatPath(iss.path), message: iss.issues[0]?.message ?? iss.message });
      } else {
        issues.push({ path: formatPath(iss.path), message: iss.message });
      }
    }
    return { ok: false, issues };
  }
  const issues = checkReferences(parsed.data);
  return issues.length ? { ok: false, issues } : { ok: true, value: parsed.data };
}
