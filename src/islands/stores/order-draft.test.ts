import { describe, expect, it } from 'vitest';
import { DRAFT_TTL_MS, draftIds, emptyDraft, readDraft, storedDraft } from './order-draft';
import { makeCartLine } from '../../domain/test-fixtures';

const venue = { id: 7, code: 'cafe' };
const now = 1_700_000_000_000;

describe('the order draft kept on the device (storefront.md §3, 360 minutes)', () => {
  const saved = { ...emptyDraft(venue, 3, now - 1000), lines: [makeCartLine()], nextId: 5 };

  it('reads back a draft saved less than 360 minutes ago', () => {
    expect(readDraft(JSON.stringify(saved), venue, 3, now).lines).toHaveLength(1);
  });

  it('starts over after 360 minutes', () => {
    const old = { ...saved, savedAt: now - DRAFT_TTL_MS };
    expect(readDraft(JSON.stringify(old), venue, 3, now).lines).toEqual([]);
  });

  it('resets on a venue change', () => {
    expect(readDraft(JSON.stringify(saved), { id: 8, code: 'other' }, 3, now)).toMatchObject({ venueId: 8, lines: [], orderCategoryType: 0 });
  });

  it('ignores anything that is not a draft', () => {
    expect(readDraft('not json', venue, 3, now).lines).toEqual([]);
    expect(readDraft(JSON.stringify({ v: 2 }), venue, 3, now).nextId).toBe(1);
    expect(readDraft(null, venue, 3, now).orderCategoryName).toBe('Fulfillment');
  });

  it('hands out ids from its counter and records the next one', () => {
    const { ids, take } = draftIds(saved);
    expect([ids.lineId(), ids.groupId(), ids.sequenceId()]).toEqual([5, 6, 7]);
    expect(take(saved).nextId).toBe(8);
  });

  it('is read as stored by pages outside the store (user/order, user/account: back to check out), until 360 minutes', () => {
    expect(storedDraft(JSON.stringify(saved), now)).toMatchObject({ venueCode: 'cafe', lines: [expect.any(Object)] });
    expect(storedDraft(JSON.stringify({ ...saved, savedAt: now - DRAFT_TTL_MS }), now)).toBeNull();
    expect(storedDraft(JSON.stringify({ ...saved, venueCode: '' }), now)).toBeNull();
    expect(storedDraft('not json', now)).toBeNull();
    expect(storedDraft(null, now)).toBeNull();
  });
});
