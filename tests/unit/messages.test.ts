// Every text exists in every language (ADR 3), and every error code of the one catalogue has its
// English and Chinese message (STYLE.md §3).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ERROR_CATALOGUE, messageKeyOf, type ErrorCode } from '../../src/domain/errors';

const load = (lng: string) => JSON.parse(readFileSync(`src/content/locales/${lng}.json`, 'utf8')) as Record<string, unknown>;
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const en = load('en');
const zh = load('zh-CN');
const enAu = load('en-au');

describe('messages', () => {
  it('zh-CN has every English key, and no key English lacks', () => {
    const e = new Set(keys(en));
    const z = new Set(keys(zh));
    expect([...e].filter((k) => !z.has(k))).toEqual([]);
    expect([...z].filter((k) => !e.has(k))).toEqual([]);
  });

  it('en-au only overrides keys that exist in English', () => {
    const e = new Set(keys(en));
    expect(keys(enAu).filter((k) => !e.has(k))).toEqual([]);
  });

  it.each(Object.keys(ERROR_CATALOGUE))('error %s has an English and a Chinese message', (code) => {
    // The message lives at the entry's messageKey (table failures: table.*), else at errors.<code>.
    const path = messageKeyOf(code as ErrorCode).split('.');
    const message = (lng: Record<string, unknown>) => path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lng);
    expect(typeof message(en)).toBe('string');
    expect(typeof message(zh)).toBe('string');
    expect(message(zh)).not.toBe(message(en));
  });
});
