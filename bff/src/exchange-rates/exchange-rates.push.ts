import { ExchangeRateEvents, type ExchangeRateEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Everyone signed in reads the rates: a new rate reaches the whole tenant. */
export const exchangeRatesPush = definePush<ExchangeRateEvent>('exchange-rates', {
  routes: { [ExchangeRateEvents.set]: [to.tenant] },
});
