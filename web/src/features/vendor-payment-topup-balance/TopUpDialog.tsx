import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { ProgressSpinner } from 'primereact/progressspinner';
import {
  DIALOGS, PAYMENT_OPTIONS, PAYMENT_RETURN_MESSAGE_SOURCE, PaymentEvents, TOPUP_LIMITS, isTopUpEvent,
  type PaymentForm, type PaymentFormFields, type PaymentOption, type PaymentReturnMessage,
} from '@cis/contracts';
import { isKhmer } from '../../lib/dates';
import { pushReceived } from '../../api/socket';
import { alertRaised } from '../../stores/alerts';
import { $balance, refreshBalanceFx } from '../../stores/balance';
import { formatRiel } from '../../shell/balance/format';
import {
  TOPUP_PRESETS, isValidTopUpAmount, topUpDialogMachine, type FetchTopUpInput, type RequestTopUpInput,
} from '../../machines/topUpDialog.machine';
import { topUpApi } from '../../api/payments.api';
import './topup.css';

/** The provider's fields in the spec's order (spec 000 s1: the hidden payment form). */
const FORM_FIELDS: (keyof PaymentFormFields)[] = [
  'req_time', 'merchant_id', 'tran_id', 'amount', 'email', 'phone', 'return_url', 'continue_success_url', 'hash', 'payment_option',
];
const OPTION_ICONS: Record<PaymentOption, string> = { cards: 'pi pi-credit-card', abapay: 'pi pi-mobile', khqr: 'pi pi-qrcode' };

/**
 * The top-up dialog (spec 000 s9: 60% wide, at least 400 px, at most 100vw, 600 px high, not closed by a click
 * outside). The provider's page opens inside it: the spec's hidden form is posted into the dialog's frame.
 */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const balance = useUnit($balance);
  const machine = useMemo(
    () =>
      topUpDialogMachine.provide({
        actors: {
          requestTopUp: fromPromise(({ input }: { input: RequestTopUpInput }) => topUpApi.requestTopUp(input.amount, input.paymentOption)),
          fetchTopUp: fromPromise(({ input }: { input: FetchTopUpInput }) => topUpApi.topUp(input.tranId)),
          refreshBalance: fromPromise<void, void>(async () => {
            await refreshBalanceFx();
          }),
        },
        actions: {
          alertFailure: () => alertRaised({ type: 'error', message: t('balance.topUpFailed') }),
        },
      }),
    [t],
  );
  const [state, send, actor] = useMachine(machine);
  const { amount, paymentOption, form, tranId, error, balanceAfter } = state.context;

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') onClose();
    });
    return () => sub.unsubscribe();
  }, [actor, onClose]);

  // The provider's return page (same origin) tells the dialog it is done; the outcome is then read from the BFF.
  useEffect(() => {
    const onMessage = (e: MessageEvent<PaymentReturnMessage>) => {
      if (e.origin !== window.location.origin || e.data?.source !== PAYMENT_RETURN_MESSAGE_SOURCE || !e.data.tranId) return;
      actor.send({ type: 'PROVIDER_RETURNED', tranId: e.data.tranId });
    };
    window.addEventListener('message', onMessage);
    const unwatch = pushReceived.watch((event) => {
      if (!isTopUpEvent(event)) return;
      if (event.type === PaymentEvents.topUpApproved) actor.send({ type: 'TOPUP_UPDATED', tranId: event.data.tranId, status: 'success' });
      if (event.type === PaymentEvents.topUpDeclined) actor.send({ type: 'TOPUP_UPDATED', tranId: event.data.tranId, status: 'failed' });
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unwatch();
    };
  }, [actor]);

  const busy = state.matches('requesting') || state.matches('checking') || state.matches('confirming');
  return (
    <Dialog
      visible
      onHide={() => send({ type: 'CLOSE' })}
      header={t('balance.topUpTitle')}
      dismissableMask={DIALOGS.topUp.dismissableMask}
      closeOnEscape={!state.matches('paying')}
      style={{ width: DIALOGS.topUp.width, minWidth: DIALOGS.topUp.minWidth, maxWidth: DIALOGS.topUp.maxWidth, height: DIALOGS.topUp.height }}
      contentClassName="topup-dialog-content"
      draggable={false}
      resizable={false}
      data-testid="topup-dialog"
    >
      {(state.matches('editing') || state.matches('requesting')) && (
        <form
          className="topup-form"
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <p className="muted small topup-current">
            {t('balance.main')}: <strong>{formatRiel(balance?.customerBalance ?? 0, i18n.language)}</strong>
          </p>
          <label className="topup-label" htmlFor="topup-amount">{t('vendorTopUp.amount')}</label>
          <InputNumber
            inputId="topup-amount"
            value={amount}
            onChange={(e) => send({ type: 'CHANGE_AMOUNT', amount: e.value ?? null })}
            onValueChange={(e) => send({ type: 'CHANGE_AMOUNT', amount: e.value ?? null })}
            prefix="៛"
            locale="en-US"
            maxFractionDigits={0}
            min={0}
            max={TOPUP_LIMITS.max}
            placeholder={t('vendorTopUp.amountPlaceholder')}
            inputClassName="topup-amount-input"
            disabled={state.matches('requesting')}
            data-testid="topup-amount"
          />
          <p className="muted small">
            {t('vendorTopUp.limits', { min: formatRiel(TOPUP_LIMITS.min, i18n.language), max: formatRiel(TOPUP_LIMITS.max, i18n.language) })}
          </p>
          <div className="topup-presets" role="group" aria-label={t('vendorTopUp.presets')}>
            {TOPUP_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={`chip-btn${amount === preset ? ' is-active' : ''}`}
                onClick={() => send({ type: 'CHANGE_AMOUNT', amount: preset })}
                disabled={state.matches('requesting')}
              >
                {formatRiel(preset, i18n.language)}
              </button>
            ))}
          </div>
          <fieldset className="topup-options">
            <legend className="topup-label">{t('vendorTopUp.paymentOption')}</legend>
            {PAYMENT_OPTIONS.map((option) => (
              <label key={option} className={`topup-option${paymentOption === option ? ' is-active' : ''}`}>
                <input
                  type="radio"
                  name="payment_option_choice"
                  value={option}
                  checked={paymentOption === option}
                  onChange={() => send({ type: 'CHANGE_OPTION', paymentOption: option })}
                  disabled={state.matches('requesting')}
                />
                <i className={OPTION_ICONS[option]} aria-hidden="true" />
                <span>{t(`vendorTopUp.option.${option}`)}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p className="topup-error" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
            </p>
          )}
          <div className="topup-actions">
            <button type="button" className="btn btn-outline" onClick={() => send({ type: 'CLOSE' })}>
              {t('label.action.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!isValidTopUpAmount(amount) || state.matches('requesting')} data-testid="topup-continue">
              {state.matches('requesting') ? <i className="pi pi-spin pi-spinner" aria-hidden="true" /> : <i className="pi pi-lock" aria-hidden="true" />}
              {t('vendorTopUp.continue', { amount: isValidTopUpAmount(amount) ? formatRiel(amount, i18n.language) : '' })}
            </button>
          </div>
        </form>
      )}
      {form && (state.matches('paying') || busy) && !state.matches('requesting') && (
        <ProviderFrame form={form} tranId={tranId!} waiting={busy} />
      )}
      {state.matches('succeeded') && (
        <div className="topup-result is-success" data-testid="topup-success">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <h3>{t('vendorTopUp.successTitle')}</h3>
          <p>{t('vendorTopUp.successText', { amount: formatRiel(amount ?? 0, i18n.language) })}</p>
          {balanceAfter !== null && (
            <p className="muted">
              {t('balance.main')}: <strong>{formatRiel(balance?.customerBalance ?? balanceAfter, i18n.language)}</strong>
            </p>
          )}
          <button type="button" className="btn btn-primary" onClick={() => send({ type: 'CLOSE' })} data-testid="topup-done">
            {t('vendorTopUp.done')}
          </button>
        </div>
      )}
      {state.matches('failed') && (
        <div className="topup-result is-failure" data-testid="topup-failure">
          <i className="pi pi-times-circle" aria-hidden="true" />
          <h3>{t('balance.topUpFailed')}</h3>
          <p className="muted">{t('vendorTopUp.failureText')}</p>
          <div className="topup-actions">
            <button type="button" className="btn btn-outline" onClick={() => send({ type: 'CLOSE' })}>
              {t('label.action.close')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => send({ type: 'RETRY' })} data-testid="topup-retry">
              {t('vendorTopUp.retry')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The provider's page in a frame, opened by posting the hidden form into it once per transaction. */
function ProviderFrame({ form, tranId, waiting }: { form: PaymentForm; tranId: string; waiting: boolean }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef<string | null>(null);
  const frameName = `topup-provider-${tranId}`;
  useEffect(() => {
    if (posted.current === tranId || !formRef.current) return;
    posted.current = tranId;
    formRef.current.submit();
  }, [tranId]);
  return (
    <div className="topup-provider">
      <PaymentHiddenForm form={form} target={frameName} formRef={formRef} />
      <p className="muted small topup-provider-hint">
        {waiting ? <><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('vendorTopUp.confirming')}</> : t('vendorTopUp.payHint')}
      </p>
      <iframe name={frameName} title={t('vendorTopUp.providerFrame')} className="topup-provider-frame" data-testid="topup-provider-frame" />
      {waiting && (
        <div className="topup-provider-veil">
          <ProgressSpinner style={{ width: '48px', height: '48px' }} strokeWidth="4" />
        </div>
      )}
    </div>
  );
}

/** The spec's hidden payment form: the provider's fields as hidden inputs, posted to its action URL. */
export function PaymentHiddenForm({ form, target, formRef }: { form: PaymentForm; target: string; formRef: React.RefObject<HTMLFormElement | null> }) {
  const { i18n } = useTranslation();
  return (
    <form ref={formRef} method="POST" action={form.action} target={target} hidden data-testid="payment-hidden-form">
      {FORM_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={form.fields[name]} />
      ))}
      {/* The provider's page in the reader's language (ABA PayWay's lang; not signed). */}
      <input type="hidden" name="lang" value={isKhmer(i18n.language) ? 'km' : 'en'} />
    </form>
  );
}
