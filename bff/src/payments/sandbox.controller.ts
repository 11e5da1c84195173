import {
  Body, Controller, Header, HttpCode, Inject, Injectable, NotFoundException, Post, Req, Res, UseGuards, type CanActivate,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { PaymentRoutes, SandboxRoutes, type PaymentCallback, type PaymentFormFields } from '@cis/contracts';
import { PaymentFormFieldsDto, SandboxDecisionDto } from '@cis/contracts/dto';
import { Public } from '../platform/auth/decorators';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { escapeHtml } from './html';
import { formatReqTime, signCallback, verifyPaymentRequest } from './payment-signer';

const FIELD_NAMES: (keyof PaymentFormFields)[] = [
  'req_time', 'merchant_id', 'tran_id', 'amount', 'email', 'phone', 'return_url', 'continue_success_url', 'payment_option', 'hash',
];


/** The sandbox page's words in the two languages of the portal (the form's `lang`, as ABA PayWay's: km or en). */
const TEXT = {
  en: {
    refusedTitle: 'Payment refused', refused: 'The merchant signature of this payment request is not valid.', title: 'Sandbox payment',
    badge: 'Sandbox: no real money moves', heading: 'Cis sandbox payment', ask: 'Approve or decline this card payment.',
    merchant: 'Merchant', transaction: 'Transaction', option: 'Payment option', email: 'Email', approve: 'Approve', decline: 'Decline',
    notConfirmedTitle: 'Payment not confirmed', notConfirmed: 'The merchant did not accept the notification',
    answered: (status: number) => `Its callback answered HTTP ${status}.`, back: 'Back to the merchant',
  },
  km: {
    refusedTitle: 'ការទូទាត់ត្រូវបានបដិសេធ', refused: 'ហត្ថលេខារបស់ឈ្មួញលើសំណើទូទាត់នេះមិនត្រឹមត្រូវទេ។', title: 'ការទូទាត់សាកល្បង',
    badge: 'សាកល្បង៖ គ្មានប្រាក់ពិតប្រាកដផ្លាស់ទីទេ', heading: 'ការទូទាត់សាកល្បង Cis', ask: 'យល់ព្រម ឬបដិសេធការទូទាត់តាមកាតនេះ។',
    merchant: 'ឈ្មួញ', transaction: 'ប្រតិបត្តិការ', option: 'វិធីទូទាត់', email: 'អ៊ីមែល', approve: 'យល់ព្រម', decline: 'បដិសេធ',
    notConfirmedTitle: 'ការទូទាត់មិនត្រូវបានបញ្ជាក់', notConfirmed: 'ឈ្មួញមិនបានទទួលយកការជូនដំណឹងទេ',
    answered: (status: number) => `ការហៅត្រឡប់របស់វាបានឆ្លើយ HTTP ${status}។`, back: 'ត្រឡប់ទៅឈ្មួញវិញ',
  },
} as const;
type SandboxLanguage = keyof typeof TEXT;
const languageOf = (lang: string | undefined): SandboxLanguage => (lang === 'km' ? 'km' : 'en');

/**
 * The Khmer face the web app ships (its built assets, same origin), so the sandbox page draws Khmer where the
 * machine has no Khmer font (a phone browser, a container). Looked up once per web build directory; none -> ''.
 */
const khmerFaces = new Map<string, string>();
export function khmerFontFace(webDist: string | null): string {
  if (!webDist) return '';
  let face = khmerFaces.get(webDist);
  if (face === undefined) {
    let file: string | undefined;
    try {
      file = readdirSync(join(webDist, 'assets')).find((name) => /^noto-sans-khmer-khmer-wght-normal-[\w-]+\.woff2$/.test(name));
    } catch {
      file = undefined;
    }
    face = file
      ? `@font-face{font-family:"Cis Khmer";font-weight:100 900;font-display:swap;src:url(/assets/${file}) format("woff2");unicode-range:U+1780-17FF,U+19E0-19FF,U+200C-200D,U+25CC}`
      : '';
    khmerFaces.set(webDist, face);
  }
  return face;
}

function page(title: string, body: string, lang: SandboxLanguage = 'en', fontFace = ''): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${fontFace}
body{font-family:"Cis Khmer",system-ui,-apple-system,"Segoe UI","Noto Sans Khmer","Khmer OS",sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:18px;margin:0 0 4px}.muted{color:#64748b;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0;font-size:14px}dt{color:#64748b}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px;font-weight:700;margin:16px 0 0}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border:0;border-radius:8px;font-family:inherit;font-size:15px;font-weight:600;cursor:pointer}
.approve{background:#16a34a;color:#fff}.decline{background:#e2e8f0;color:#0f172a}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
a{color:#2563eb}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox exists only without a real provider and outside production (config.payments.sandbox); otherwise
 * every sandbox route answers 404 before any validation of the body. With a real provider configured it would
 * sign an approval with the real merchant key for anyone who posts their own signed form to it.
 */
@Injectable()
export class SandboxEnabledGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}
  canActivate(): boolean {
    if (!this.config.payments.sandbox) throw new NotFoundException();
    return true;
  }
}

/**
 * The built-in sandbox card payment provider (only without a real provider, never in production). It behaves as a real provider: it checks the
 * merchant's request hash, shows approve / decline, calls the merchant's callback server to server with a
 * signed notification, then sends the browser to continue_success_url (approved) or return_url (declined).
 */
@ApiExcludeController()
@Public()
@UseGuards(SandboxEnabledGuard)
@Controller()
export class SandboxController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post(SandboxRoutes.checkout)
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  checkout(@Body() dto: PaymentFormFieldsDto, @Res({ passthrough: true }) res: Response): string {
    const lang = languageOf(dto.lang);
    const w = TEXT[lang];
    if (!verifyPaymentRequest(this.config.payments.merchantKey, dto)) {
      res.status(400);
      return page(w.refusedTitle, `<h1>${w.refusedTitle}</h1><p class="muted">${w.refused}</p>`, lang, khmerFontFace(this.config.webDist));
    }
    const hidden = [...FIELD_NAMES, ...(dto.lang ? ['lang' as const] : [])]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(dto[name] ?? '')}">`).join('');
    // The currency code, not the riel sign: the sandbox page may have no Khmer font to draw ៛ with.
    const amount = `KHR ${Number(dto.amount).toLocaleString(lang === 'km' ? 'km-KH' : 'en-US')}`;
    return page(w.title, `
<span class="badge">${w.badge}</span>
<h1 style="margin-top:12px">${w.heading}</h1>
<p class="muted">${w.ask}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
<dl><dt>${w.merchant}</dt><dd>${escapeHtml(dto.merchant_id)}</dd><dt>${w.transaction}</dt><dd data-testid="sandbox-tran-id">${escapeHtml(dto.tran_id)}</dd>
<dt>${w.option}</dt><dd>${escapeHtml(dto.payment_option)}</dd><dt>${w.email}</dt><dd>${escapeHtml(dto.email || '-')}</dd></dl>
<form method="post" action="${SandboxRoutes.decide}">${hidden}
<div class="actions"><button class="approve" type="submit" name="decision" value="approve">${w.approve}</button>
<button class="decline" type="submit" name="decision" value="decline">${w.decline}</button></div></form>`, lang, khmerFontFace(this.config.webDist));
  }

  @Post(SandboxRoutes.decide)
  @Header('Cache-Control', 'no-store')
  async decide(@Body() dto: SandboxDecisionDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { decision, ...fields } = dto;
    const lang = languageOf(dto.lang);
    const w = TEXT[lang];
    const html = (status: number, title: string, body: string) => res.status(status).type('html').send(page(title, body, lang, khmerFontFace(this.config.webDist)));
    if (!verifyPaymentRequest(this.config.payments.merchantKey, fields)) {
      html(400, w.refusedTitle, `<h1>${w.refusedTitle}</h1><p class="muted">${w.refused}</p>`);
      return;
    }
    const unsigned: Omit<PaymentCallback, 'hash'> = {
      req_time: formatReqTime(new Date()), merchant_id: fields.merchant_id, tran_id: fields.tran_id, amount: fields.amount,
      status: decision === 'approve' ? 'approved' : 'declined',
    };
    const callback: PaymentCallback = { ...unsigned, hash: signCallback(this.config.payments.merchantKey, unsigned) };
    const status = await this.notify(req, callback);
    if (status < 200 || status >= 300) {
      html(502, w.notConfirmedTitle, `<h1>${w.notConfirmed}</h1>
<p class="muted">${w.answered(status)}</p><p><a href="${escapeHtml(fields.return_url)}">${w.back}</a></p>`);
      return;
    }
    res.redirect(303, decision === 'approve' ? fields.continue_success_url : fields.return_url);
  }

  /** Server to server, as a provider would: this BFF's own callback on the port the request came in on. */
  private async notify(req: Request, callback: PaymentCallback): Promise<number> {
    const port = req.socket.localPort;
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/${PaymentRoutes.callback}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(callback),
      });
      return answer.status;
    } catch {
      return 0;
    }
  }
}
