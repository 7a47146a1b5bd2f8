/** The brand file's loyalty programme, punch cards and voucher templates (issue 13; accounts-and-loyalty.md §2.11–§2.13, §3). */
import { describe, expect, it } from 'vitest';
import demo from '../../../content/demo/platter-demo.json';
import { parseBrandFile, type FormatIssue } from './format';

function demoWith(edit: (file: any) => void): unknown {
  const copy = structuredClone(demo) as any;
  edit(copy);
  return copy;
}
function issuesOf(input: unknown): FormatIssue[] {
  const r = parseBrandFile(input);
  return r.ok ? [] : r.issues;
}

describe('brand file: loyalty and vouchers', () => {
  it('reads the demo programme: points, three levels, a 9-punch coffee card, the welcome voucher', () => {
    const r = parseBrandFile(demo);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const l = r.value.brand.loyalty!;
    expect(l).toMatchObject({ points_per_unit: 1, rounding: 'floor', welcome_voucher: 'welcome' });
    expect(l.levels.map((x) => x.threshold)).toEqual([0, 200, 1000]);
    expect(l.punch_cards[0]).toMatchObject({ code: 'coffee', categories: ['coffee'], threshold: 9, reward: 'free-coffee' });
    expect(r.value.brand.voucher!.templates[0]).toMatchObject({ code: 'welcome', amount_off: 500, validity_days: 90, member_only: true, venues: [] });
    expect(r.value.brand.membership.theme_color).toBe('#2f4858');
    expect(r.value.venues[0].capabilities).toEqual(expect.arrayContaining(['membership', 'voucher']));
  });

  it('loyalty is off unless given; the theme colour defaults to #0162fe', () => {
    const r = parseBrandFile(demoWith((f) => {
      delete f.brand.loyalty;
      delete f.brand.voucher;
      delete f.brand.membership;
    }));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.brand.loyalty).toBeUndefined();
    expect(r.value.brand.membership.theme_color).toBe('#0162fe');
  });

  it.each([
    ['a reward naming no template', (f: any) => (f.brand.loyalty.punch_cards[0].reward = 'nope'), { path: 'brand.loyalty.punch_cards[0].reward', message: "unknown voucher template 'nope'" }],
    ['a welcome voucher naming no template', (f: any) => (f.brand.loyalty.welcome_voucher = 'hello'), { path: 'brand.loyalty.welcome_voucher', message: "unknown voucher template 'hello'" }],
    ['a punch card counting an unknown category', (f: any) => (f.brand.loyalty.punch_cards[0].categories = ['teas']), { path: 'brand.loyalty.punch_cards[0].categories[0]', message: "unknown category 'teas'" }],
    ['a punch card counting nothing', (f: any) => (f.brand.loyalty.punch_cards[0].categories = []), { path: 'brand.loyalty.punch_cards[0]', message: "expected 'products' or 'categories' that count" }],
    ['a threshold of 1', (f: any) => (f.brand.loyalty.punch_cards[0].threshold = 1), { path: 'brand.loyalty.punch_cards[0].threshold', message: 'expected 2 or more' }],
    ['levels out of order', (f: any) => (f.brand.loyalty.levels[2].threshold = 100), { path: 'brand.loyalty.levels[2].threshold', message: "expected more than the previous level's 200" }],
    ['a template with both amount and percent', (f: any) => (f.brand.voucher.templates[0].percent_off = 10), { path: 'brand.voucher.templates[0]', message: "expected exactly one of 'amount_off' (cents) and 'percent_off'" }],
    ['a template for an unknown venue', (f: any) => (f.brand.voucher.templates[1].venues = ['nowhere']), { path: 'brand.voucher.templates[1].venues[0]', message: "unknown venue 'nowhere'" }],
    ['a duplicate template code', (f: any) => (f.brand.voucher.templates[1].code = 'welcome'), { path: 'brand.voucher.templates[1].code', message: "duplicate voucher template code 'welcome'" }],
    ['a bad colour', (f: any) => (f.brand.membership.theme_color = 'blue'), { path: 'brand.membership.theme_color', message: "expected a colour such as '#5d68cf'" }],
    ['a bad rounding', (f: any) => (f.brand.loyalty.rounding = 'up'), { path: 'brand.loyalty.rounding', message: expect.stringContaining('floor') }],
    ['an unknown field', (f: any) => (f.brand.loyalty.points = 3), { path: 'brand.loyalty.points', message: 'unknown field' }],
    ['a punch card without vouchers', (f: any) => delete f.brand.voucher, { path: 'brand.loyalty.welcome_voucher', message: "voucher template 'welcome' needs brand.voucher.templates" }],
  ])('refuses %s with a clear message', (_name, edit, issue) => {
    expect(issuesOf(demoWith(edit))).toContainEqual(issue);
  });
});
