/**
 * The payment page's API calls (orders-and-payments.md §7.4) beyond the shared operations module:
 * orderPayApply in the drop-in shape, orderPayAdditionDetails, orderPayError and
 * orderPayRemoveStoredPaymentMethod. Load lazily (it pulls
 * the GraphQL client); the session token is installed by `orderApi` first.
 */
import type * as Op from '../api/__generated__/operations';
import { document, gql } from '../api/client';
import orderPayApply from '../api/documents/order-pay-apply.graphql?raw';
import orderPayError from '../api/documents/order-pay-error.graphql?raw';
import type { DropInPay, PayCalls } from './dropin-wiring';
import orderPayAdditionDetails from './order-pay-addition-details.graphql?raw';
import orderPayRemoveStoredPaymentMethod from './order-pay-remove-stored-payment-method.graphql?raw';

const ORDER_PAY_APPLY = document<Op.OrderPayApplyMutation, Op.OrderPayApplyMutationVariables>(orderPayApply);
const ORDER_PAY_ERROR = document<Op.OrderPayErrorMutation, Op.OrderPayErrorMutationVariables>(orderPayError);
export const ORDER_PAY_ADDITION_DETAILS = document<Op.OrderPayAdditionDetailsMutation, Op.OrderPayAdditionDetailsMutationVariables>(orderPayAdditionDetails);
export const ORDER_PAY_REMOVE_STORED_PAYMENT_METHOD = document<Op.OrderPayRemoveStoredPaymentMethodMutation, Op.OrderPayRemoveStoredPaymentMethodMutationVariables>(orderPayRemoveStoredPaymentMethod);

/** The wiring's API calls bound to one order at one venue and platform. */
export function payCalls(ctx: { venue_code: string; tradeid: string; platform: number; reference: string | null }): PayCalls {
  return {
    async apply(pay: DropInPay) {
      return (await gql('orderPayApply', ORDER_PAY_APPLY, { tradeid: ctx.tradeid, param: { pay } })).orderPayApply;
    },
    async details(details: string) {
      return (await gql('orderPayAdditionDetails', ORDER_PAY_ADDITION_DETAILS, { venue_code: ctx.venue_code, platform: ctx.platform, trade_id: ctx.tradeid, details })).orderPayAdditionDetails;
    },
    async error(message: string) {
      return (await gql('orderPayError', ORDER_PAY_ERROR, { venue_code: ctx.venue_code, platform: ctx.platform, trade_id: ctx.tradeid, error: message })).orderPayError;
    },
    async removeStored(id: string) {
      return (await gql('orderPayRemoveStoredPaymentMethod', ORDER_PAY_REMOVE_STORED_PAYMENT_METHOD, { venue_code: ctx.venue_code, platform: ctx.platform, reference: ctx.reference ?? '', id })).orderPayRemoveStoredPaymentMethod;
    },
  };
}
