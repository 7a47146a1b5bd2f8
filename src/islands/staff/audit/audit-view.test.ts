import { describe, expect, it } from 'vitest';
import { auditQuery, buildAuditRows, type AuditLine } from './audit-view';

const line = (over: Partial<AuditLine>): AuditLine => ({ id: 1, memberId: 7, memberName: 'Mia Chen', action: 'order.refund', tradeid: 'T1', amount: 1250, details: {}, at: 1749607200, ...over });
const fmt = { unit: '$', rate: 1, intlLocale: 'en-AU', timezone: 'Australia/Sydney' };

describe('buildAuditRows', () => {
  it('shows the time in the venue time zone, the amount in its currency, and who did it', () => {
    const [row] = buildAuditRows([line({})], fmt, String, String);
    expect(row).toMatchObject({ when: '2025-06-11 12:00', who: 'Mia Chen', order: 'T1', amount: '$12.50', whatKey: 'staffPeople.audit.actions.order_refund' });
  });
  it('names the bootstrap owner as null (the page says Owner) and leaves no amount empty', () => {
    const [row] = buildAuditRows([line({ memberId: null, memberName: 'Owner', amount: null, action: 'people.add', details: { name: 'Sam', role: 'staff' } })], fmt, String, (r) => r.toUpperCase());
    expect(row).toMatchObject({ who: null, amount: '', whatKey: 'staffPeople.audit.actions.people_add', whatParams: { name: 'Sam', role: 'STAFF' } });
  });
  it.each([
    ['order.status', { status: 21 }, 'order_status', { status: 'S21' }],
    ['table.reset-passcode', { table: 'A4' }, 'table_reset-passcode', { table: 'A4' }],
    ['stock.soldOut', {}, 'other', { action: 'stock.soldOut' }],
  ])('%s reads as its own message', (action, details, key, params) => {
    const [row] = buildAuditRows([line({ action, details })], fmt, (s) => `S${s}`, String);
    expect(row.whatKey).toBe(`staffPeople.audit.actions.${key}`);
    expect(row.whatParams).toMatchObject(params);
  });
  it('formats in the venue currency and in Chinese digits grouping', () => {
    expect(buildAuditRows([line({ amount: 123456 })], { ...fmt, unit: '¥', intlLocale: 'zh-CN' }, String, String)[0].amount).toContain('1,234.56');
  });
});

describe('auditQuery', () => {
  it('leaves empty filters out', () => {
    expect(auditQuery({})).toBe('');
    expect(auditQuery({ action: 'order', member: '3', tradeid: ' T9 ' })).toBe('?action=order&member=3&tradeid=T9');
  });
});
