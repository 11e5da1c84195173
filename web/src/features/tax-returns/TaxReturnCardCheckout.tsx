import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  PAYMENT_RETURN_MESSAGE_SOURCE, PaymentEvents, isEventOf,
  type PaymentReturnMessage, type TaxReturnCardCheckout as Checkout, type TopUpEvent,
} from '@cis/contracts';
import { topUpApi } from '../../api/payments.api';
import { pushReceived } from '../../api/socket';
import { isKhmer } from '../../lib/dates';
import { riel } from './tax-returns.logic';

const isTopUpEvent = isEventOf<TopUpEvent>([PaymentEvents.topUpApproved, PaymentEvents.topUpDeclined]);
/** While the provider's page is open: how often the transaction is re-read in case no push nor return page arrives. */
const CHECK_EVERY_MS = 5_000;

/**
 * A return paid by card: the provider's page (the top-ups' provider) opens in a frame by posting its hidden form;
 * the outcome is read from the BFF (the transaction, then the return turns PAID on its own push), never taken from
 * the browser. A decline offers to try again (a new transaction) or to go back to the choice of method.
 */
export function TaxReturnCardCheckout({ checkout, onRetry, onClose, onPaid }: {
  checkout: Checkout; onRetry: () => void; onClose: () => void;
  /** The provider approved: the return (PAID by now: the callback waits for its process) is read again. */
  onPaid?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [outcome, setOutcome] = useState<'paying' | 'success' | 'failed'>('paying');
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef<string | null>(null);
  const frame = `txr-card-${checkout.tranId}`;

  useEffect(() => {
    setOutcome('paying');
    if (posted.current === checkout.tranId || !formRef.current) return;
    posted.current = checkout.tranId;
    formRef.current.submit();
  }, [checkout.tranId]);

  const paidTold = useRef<string | null>(null);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;
  useEffect(() => {
    if (outcome !== 'success' || paidTold.current === checkout.tranId) return;
    paidTold.current = checkout.tranId;
    onPaidRef.current?.();
  }, [outcome, checkout.tranId]);

  useEffect(() => {
    let alive = true;
    const check = async () => {
      try {
        const row = await topUpApi.topUp(checkout.tranId);
        if (!alive) return;
        if (row.status === 'success') setOutcome('success');
        else if (row.status === 'failed') setOutcome('failed');
      } catch {
        // Read again on the next push, return page or tick.
      }
    };
    const onMessage = (e: MessageEvent<PaymentReturnMessage>) => {
      if (e.origin === window.location.origin && e.data?.source === PAYMENT_RETURN_MESSAGE_SOURCE && e.data.tranId === checkout.tranId) void check();
    };
    window.addEventListener('message', onMessage);
    const unwatch = pushReceived.watch((event) => {
      if (isTopUpEvent(event) && event.data.tranId === checkout.tranId) void check();
    });
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      alive = false;
      window.removeEventListener('message', onMessage);
      unwatch();
      window.clearInterval(timer);
    };
  }, [checkout.tranId]);

  return (
    <div className="txr-card-checkout" data-testid="tax-return-card-checkout" data-outcome={outcome}>
      <form ref={formRef} method="POST" action={checkout.form.action} target={frame} hidden>
        {Object.entries(checkout.form.fields).filter(([name]) => name !== 'lang').map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* The provider's page in the reader's language (ABA PayWay's lang; not signed). */}
        <input type="hidden" name="lang" value={isKhmer(i18n.language) ? 'km' : 'en'} />
      </form>
      {outcome === 'paying' && (
        <>
          <p className="muted">{t('taxReturns.card.hint', { amount: riel(checkout.amount, i18n.language), tranId: checkout.tranId })}</p>
          <iframe name={frame} title={t('taxReturns.card.frame')} className="txr-card-frame" data-testid="tax-return-card-frame" />
        </>
      )}
      {outcome === 'success' && (
        <p className="txr-card-result is-success" role="status" data-testid="tax-return-card-success">
          <i className="pi pi-check-circle" aria-hidden="true" /> {t('taxReturns.card.success', { amount: riel(checkout.amount, i18n.language) })}
        </p>
      )}
      {outcome === 'failed' && (
        <p className="txr-card-result is-failure" role="alert" data-testid="tax-return-card-failure">
          <i className="pi pi-times-circle" aria-hidden="true" /> {t('taxReturns.card.declined')}
        </p>
      )}
      <div className="txr-action-buttons">
        <Button type="button" label={outcome === 'success' ? t('taxReturns.card.done') : t('taxReturns.back')} severity="secondary" text
          onClick={onClose} data-testid="tax-return-card-close" />
        {outcome === 'failed' && (
          <Button type="button" label={t('taxReturns.card.retry')} icon="pi pi-refresh" onClick={onRetry} data-testid="tax-return-card-retry" />
        )}
      </div>
    </div>
  );
}
