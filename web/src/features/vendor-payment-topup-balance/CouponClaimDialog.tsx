import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { CouponMessages, DIALOGS, REFUSALS } from '@cis/contracts';
import { alertRaised } from '../../stores/alerts';
import { refreshBalanceFx } from '../../stores/balance';
import { couponClaimDialogMachine, isClaimableCode, type ClaimCouponInput } from '../../machines/couponClaimDialog.machine';
import { topUpApi } from '../../api/payments.api';
import { formatRiel } from '../../shell/balance/format';
import './topup.css';

/** The server's claim refusals, translated (unknown messages are shown as sent); claims are limited per account (429). */
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CouponMessages).map(([key, message]): [string, string] => [message, `vendorTopUp.couponError.${key}`]),
  [REFUSALS.tooManyRequests, 'error.code.tooManyRequests'],
]);

/** The claim-coupon dialog (spec 000 s9: 400 x 250 px, not dismissible by a click outside). */
export function CouponClaimDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const machine = useMemo(
    () =>
      couponClaimDialogMachine.provide({
        actors: {
          claimCoupon: fromPromise(({ input }: { input: ClaimCouponInput }) => topUpApi.claimCoupon(input.code)),
          refreshBalance: fromPromise<void, void>(async () => {
            await refreshBalanceFx();
          }),
        },
        actions: {
          // The spec's 'Successfully Claim!' as the title, and what was claimed, in the reader's language.
          alertClaimed: ({ context }) =>
            alertRaised({
              type: 'success',
              title: t('balance.claimSuccess'),
              message: context.answer
                ? t('balance.claimedAmount', {
                    code: context.answer.code,
                    amount: formatRiel(context.answer.amount, i18n.language),
                    balance: formatRiel(context.answer.balance.couponBalance, i18n.language),
                    interpolation: { escapeValue: false },
                  })
                : t('balance.claimSuccess'),
            }),
        },
      }),
    [t, i18n],
  );
  const [state, send, actor] = useMachine(machine);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') onClose();
    });
    return () => sub.unsubscribe();
  }, [actor, onClose]);
  const { code, error } = state.context;
  const claiming = state.matches('claiming') || state.matches('claimed');
  return (
    <Dialog
      visible
      onHide={() => send({ type: 'CLOSE' })}
      header={t('balance.claimTitle')}
      dismissableMask={DIALOGS.claim.dismissableMask}
      style={{ width: DIALOGS.claim.width, height: DIALOGS.claim.height, maxWidth: '100vw' }}
      contentClassName="claim-dialog-content"
      draggable={false}
      resizable={false}
      closable={!claiming}
      data-testid="claim-dialog"
    >
      <form
        className="claim-form"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <label className="topup-label" htmlFor="coupon-code">{t('vendorTopUp.couponCode')}</label>
        <InputText
          id="coupon-code"
          value={code}
          onChange={(e) => send({ type: 'CHANGE', code: e.target.value })}
          placeholder={t('vendorTopUp.couponPlaceholder')}
          maxLength={40}
          autoFocus
          autoComplete="off"
          className={error ? 'p-invalid' : undefined}
          disabled={claiming}
          data-testid="claim-code"
        />
        <p className={error ? 'topup-error' : 'muted small'} role={error ? 'alert' : undefined} data-testid={error ? 'claim-error' : undefined}>
          {error ? t(MESSAGE_KEYS.get(error) ?? '', { defaultValue: error }) : t('vendorTopUp.couponHint')}
        </p>
        <div className="topup-actions">
          <button type="button" className="btn btn-outline" onClick={() => send({ type: 'CLOSE' })} disabled={claiming}>
            {t('label.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!isClaimableCode(code) || claiming} data-testid="claim-submit">
            {claiming ? <i className="pi pi-spin pi-spinner" aria-hidden="true" /> : <i className="pi pi-gift" aria-hidden="true" />}
            {t('balance.claim')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
