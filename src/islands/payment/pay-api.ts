/**
 * The payment page's API calls (orders-and-payments.md §7.4) beyond the shared operations module:
 * orderPayApply in the drop-in shape, orderPayAdditionDetails, orderPayError and
 * orderPayRemoveStoredPaymentMethod. Load lazily (it pulls
 * the GraphQL client); the session token is installed by `orderApi` first.
 */
import { gql } from '../api/client';
import type { DropInPay, PayCalls } from './dropin-wiring';

/** The wiring's API calls bound to one order at one venue and platform. */
export function payCalls(ctx: { venue_code: string; tradeid: string; platform: number; reference: string | null }): PayCalls {
  return {
    async apply(pay: DropInPay) {
      const q = `mutation orderPayApply($tradeid: String!, $param: OrderPayApplyParamInput!) { orderPayApply(tradeid: $tradeid, param: $param) { session_id session_data result_code } }`;
      return (await gql<{ orderPayApply: { session_id: string; session_data: string; result_code: string } }>('orderPayApply', q, { tradeid: ctx.tradeid, param: { pay } })).orderPayApply;
    },
    async details(details: string) {
      const q = `mutation orderPayAdditionDetails($venue_code: String!, $platform: Byte!, $trade_id: String, $details: String!) { orderPayAdditionDetails(venue_code: $venue_code, platform: $platform, trade_id: $trade_id, details: $details) { code data } }`;
      return (await gql<{ orderPayAdditionDetails: { code: string; data: string } }>('orderPayAdditionDetails', q, { venue_code: ctx.venue_code, platform: ctx.platform, trade_id: ctx.tradeid, details })).orderPayAdditionDetails;
    },
    async error(message: string) {
      const q = `mutation orderPayError($venue_code: String!, $platform: Byte!, $trade_id: String, $error: String) { orderPayError(venue_code: $venue_code, platform: $platform, trade_id: $trade_id, error: $error) }`;
      return (await gql<{ orderPayError: boolean }>('orderPayError', q, { venue_code: ctx.venue_code, platform: ctx.platform, trade_id: ctx.tradeid, error: message })).orderPayError;
    },
    async removeStored(id: string) {
      const q = `mutation orderPayRemoveStoredPaymentMethod($venue_code: String!, $platform: Byte!, $reference: String!, $id: String!) { orderPayRemoveStoredPaymentMethod(venue_code: $venue_code, platform: $platform, reference: $reference, id: $id) }`;
      return (await gql<{ orderPayRemoveStoredPaymentMethod: boolean }>('orderPayRemoveStoredPaymentMethod', q, { venue_code: ctx.venue_code, platform: ctx.platform, reference: ctx.reference ?? '', id })).orderPayRemoveStoredPaymentMethod;
    },
  };
}
