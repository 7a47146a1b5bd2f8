// The staffVenueChanged topic carries two payload shapes (orders-events.ts for orders, table-store.ts for
// tables); the GraphQL field's StaffVenueEvent has four non-null fields, so the resolver maps both.
import { describe, expect, it } from 'vitest';
import { toStaffVenueEvent } from '../../src/server/modules/orders/resolvers';

describe('toStaffVenueEvent', () => {
  it('passes an order change through', () => {
    expect(toStaffVenueEvent({ reason: 'payment paid', tradeid: 'T1', status: 2, event: 21 })).toEqual({ reason: 'payment paid', tradeid: 'T1', status: 2, event: 21 });
  });

  it('fills every non-null field for a table change (which has no reason or event)', () => {
    const table = { type: 'table', what: 'round', table: 'T3', name: 'Table 3', tradeid: 'S9', version: 4, status: 2, round: 1 };
    expect(toStaffVenueEvent(table)).toEqual({ reason: 'table round', tradeid: 'S9', status: 2, event: 0 });
  });

  it('gives empty text and 0 for missing or mistyped fields', () => {
    expect(toStaffVenueEvent({ tradeid: 7, status: '2', event: 1.5 })).toEqual({ reason: '', tradeid: '', status: 0, event: 0 });
  });
});
