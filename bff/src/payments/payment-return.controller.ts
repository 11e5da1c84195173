import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PAYMENT_RETURN_MESSAGE_SOURCE, PaymentReturnRoutes } from '@cis/contracts';
import { PaymentReturnQueryDto } from '@cis/contracts/dto';
import { Public } from '../platform/auth/decorators';
import { escapeHtml } from './html';

/**
 * Where the provider sends the browser back (return_url / continue_success_url). Inside the top-up dialog's
 * frame it tells the parent window to re-read the top-up (the message is only a hint: the outcome is read from
 * the BFF). Opened on its own, it goes to the vendor dashboard. The script is a file: the CSP forbids inline ones.
 */
@ApiExcludeController()
@Public()
@Controller()
export class PaymentReturnController {
  @Get(PaymentReturnRoutes.page)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  page(@Query() query: PaymentReturnQueryDto): string {
    const ok = query.result === 'success';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment ${ok ? 'completed' : 'not completed'}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#0f172a}p{color:#64748b}</style>
</head><body data-tran-id="${escapeHtml(query.tran_id)}" data-result="${query.result}"><div>
<h1 style="font-size:18px">${ok ? 'Payment completed' : 'Payment not completed'}</h1><p>Transaction ${escapeHtml(query.tran_id)}</p>
</div><script src="${PaymentReturnRoutes.script}"></script></body></html>`;
  }

  @Get(PaymentReturnRoutes.script)
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  script(): string {
    return `(function () {
  var body = document.body;
  var message = { source: ${JSON.stringify(PAYMENT_RETURN_MESSAGE_SOURCE)}, tranId: body.getAttribute('data-tran-id'), result: body.getAttribute('data-result') };
  if (window.parent && window.parent !== window) window.parent.postMessage(message, '*');
  else window.location.replace('/vendor-dashboard?topup=' + encodeURIComponent(message.result) + '&tran_id=' + encodeURIComponent(message.tranId));
})();
`;
  }
}
