// The lint rules are the proof that src/domain stays pure (STYLE.md §1): each forbidden reach is
// reported, and pure code passes.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const lint = async (code: string, filePath = 'src/domain/sample.ts') => {
  const [r] = await eslint.lintText(code, { filePath });
  return r.messages.map((m) => m.ruleId);
};

describe('domain purity lint (STYLE.md §1)', () => {
  it.each([
    ["import { readFile } from 'node:fs';\nexport const x = readFile;", 'no-restricted-imports'],
    ["import { atom } from 'nanostores';\nexport const x = atom;", 'no-restricted-imports'],
    ["import { GraphQLError } from 'graphql';\nexport const x = GraphQLError;", 'no-restricted-imports'],
    ["import { sql } from 'drizzle-orm';\nexport const x = sql;", 'no-restricted-imports'],
    ["import React from 'react';\nexport const x = React;", 'no-restricted-imports'],
    ["import { loadConfig } from '../server/config';\nexport const x = loadConfig;", 'no-restricted-imports'],
    ['export const now = () => Date.now();', 'no-restricted-syntax'],
    ['export const now = () => new Date();', 'no-restricted-syntax'],
    ['export const r = () => Math.random();', 'no-restricted-syntax'],
    ["import dayjs from 'dayjs';\nexport const d = () => dayjs();", 'no-restricted-syntax'],
    ['export const f = () => fetch("/x");', 'no-restricted-globals'],
    ['export const id = () => crypto.randomUUID();', 'no-restricted-globals'],
  ])('rejects %s', async (code, rule) => {
    expect(await lint(code)).toContain(rule);
  });

  it('accepts pure code with passed-in time', async () => {
    expect(await lint("import dayjs from 'dayjs';\nexport const at = (now: number) => dayjs(now * 1000).format('HH:mm');\nexport const d = (s: number) => new Date(s);")).toEqual([]);
  });

  it('does not apply the domain rules to the server shell', async () => {
    expect(await lint("import { readFile } from 'node:fs';\nexport const x = readFile;", 'src/server/sample.ts')).toEqual([]);
  });
});
