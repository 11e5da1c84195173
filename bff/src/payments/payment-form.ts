import { PaymentReturnRoutes, SandboxRoutes, type PaymentForm, type PaymentFormFields, type PaymentOption } from '@cis/contracts';
import type { PaymentProviderConfig } from '../platform/config/app-config';
import { fieldsOverMaxima, signPaymentRequest } from './payment-signer';

export interface PaymentFormInput {
  tranId: string;
  reqTime: string;
  amount: number;
  email: string;
  phone: string;
  paymentOption: PaymentOption;
}

/**
 * The provider's form for one top-up. With a real provider (config.url set) every URL is absolute, on
 * config.publicBaseUrl, and the action is the provider's (never the sandbox's). With the built-in sandbox (config.url
 * null and config.sandbox, i.e. not production) the action and the return URLs are
 * root-relative: the browser resolves them against the BFF that serves the sandbox, whatever host name or port
 * it is reached by.
 */
export function buildPaymentForm(
  config: Pick<PaymentProviderConfig, 'url' | 'sandbox' | 'merchantId' | 'merchantKey' | 'publicBaseUrl'>, input: PaymentFormInput,
): PaymentForm {
  const base = config.url ? config.publicBaseUrl.replace(/\/+$/, '') : '';
  const back = (result: 'success' | 'fail') =>
    `${base}${PaymentReturnRoutes.page}?tran_id=${encodeURIComponent(input.tranId)}&result=${result}`;
  const unsigned: Omit<PaymentFormFields, 'hash'> = {
    req_time: input.reqTime,
    merchant_id: config.merchantId,
    tran_id: input.tranId,
    amount: String(input.amount),
    email: input.email,
    phone: input.phone,
    return_url: back('fail'),
    continue_success_url: back('success'),
    payment_option: input.paymentOption,
  };
  const over = fieldsOverMaxima(unsigned);
  if (over.length > 0) throw new Error(`Payment form fields over the provider's maxima: ${over.join(', ')} (check PUBLIC_BASE_URL)`);
  const action = config.url ?? (config.sandbox ? SandboxRoutes.checkout : null);
  if (!action) throw new Error('No payment provider: PAYMENT_PROVIDER_URL is unset and the sandbox is disabled');
  return {
    action,
    method: 'POST',
    fields: { ...unsigned, hash: signPaymentRequest(config.merchantKey, unsigned) },
  };
}
