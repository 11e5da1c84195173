import { Injectable } from '@nestjs/common';
import { Conflict, paymentParts, reportCodeLabel, withProvinceNames, type LineRate, type TaxReturnLine } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { PdfWriter, formatRiel, isoInCambodia } from '../pdf/pdf-document';
import { PdfFirmSource } from '../pdf/pdf-firm';
import { ClientsDirectory } from '../clients/clients.directory';
import { TaxReturnQueries, todayInCambodia } from './tax-returns.queries';
import type { TaxReturnDoc } from './tax-returns.projection';

type Lang = 'en' | 'km';
type Words = Record<Lang, string>;

/** The per-unit rates' units, by the unit a rate line names (a unit not listed prints as named). */
const UNIT_WORDS: Readonly<Record<string, Words>> = {
  activity: { en: 'activity', km: 'សកម្មភាព' }, document: { en: 'document', km: 'ឯកសារ' }, dm2: { en: 'dm²', km: 'ដម²' },
  dependant: { en: 'dependant', km: 'អ្នកនៅក្នុងបន្ទុក' },
};

const W = {
  taxReturn: { en: 'Tax return', km: 'លិខិតប្រកាសពន្ធ' },
  receipt: { en: 'Payment receipt', km: 'បង្កាន់ដៃបង់ប្រាក់' },
  client: { en: 'Client', km: 'អតិថិជន' },
  tin: { en: 'TIN', km: 'លេខអត្តសញ្ញាណកម្មសារពើពន្ធ' },
  type: { en: 'Return', km: 'ប្រភេទលិខិតប្រកាស' },
  period: { en: 'Period', km: 'កាលបរិច្ឆេទប្រកាស' },
  activity: { en: 'Activity', km: 'សកម្មភាព' },
  status: { en: 'Status', km: 'ស្ថានភាព' },
  revision: { en: 'Revision', km: 'កំណែ' },
  dueDate: { en: 'Due date', km: 'ថ្ងៃផុតកំណត់' },
  reference: { en: 'Filing reference', km: 'លេខយោងនៃការដាក់' },
  filedAt: { en: 'Filed on', km: 'ថ្ងៃដាក់' },
  lines: { en: 'Computation', km: 'ការគណនា' },
  label: { en: 'Item', km: 'មុខពន្ធ' },
  base: { en: 'Base', km: 'មូលដ្ឋាន' },
  rate: { en: 'Rate', km: 'អត្រា' },
  amount: { en: 'Amount', km: 'ចំនួនទឹកប្រាក់' },
  tax: { en: 'Tax', km: 'ពន្ធ' },
  penalty: { en: 'Penalty and interest', km: 'ប្រាក់ពិន័យ និងការប្រាក់' },
  paymentTotal: { en: 'Total paid', km: 'សរុបបានបង់' },
  totalDue: { en: 'Total tax due', km: 'ពន្ធត្រូវបង់សរុប' },
  paidTotal: { en: 'Paid', km: 'បានបង់' },
  toPay: { en: 'Still to pay', km: 'នៅសល់ត្រូវបង់' },
  payments: { en: 'Payments', km: 'ការបង់ប្រាក់' },
  method: { en: 'Channel', km: 'មធ្យោបាយ' },
  paidOn: { en: 'Paid on', km: 'ថ្ងៃបង់' },
  bank: { en: 'Bank / reference', km: 'ធនាគារ / លេខយោង' },
  receiptNo: { en: 'Receipt number', km: 'លេខបង្កាន់ដៃ' },
  issued: { en: 'Issued', km: 'ចេញនៅ' },
  receivedFrom: { en: 'Received for', km: 'ទទួលសម្រាប់' },
  thanks: {
    en: 'This receipt records the payment of the tax return above. Keep it with the return and its filing acknowledgement.',
    km: 'បង្កាន់ដៃនេះកត់ត្រាការបង់ប្រាក់សម្រាប់លិខិតប្រកាសពន្ធខាងលើ។ សូមរក្សាទុកជាមួយលិខិតប្រកាស និងបង្កាន់ដៃទទួលការដាក់។',
  },
  unit: UNIT_WORDS,
} satisfies Record<string, Words | Record<string, Words>>;

function rateText(rate: LineRate, lang: Lang): string {
  switch (rate.kind) {
    case 'percent':
      return `${(rate.basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %${rate.months && rate.months !== 1 ? ` × ${rate.months}` : ''}`;
    case 'progressive':
      return `${(rate.basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} % − ${formatRiel(rate.deduction)}`;
    case 'per-unit':
      return `${formatRiel(rate.amount)} / ${W.unit[rate.unit]?.[lang] ?? rate.unit}`;
    case 'none':
      return '-';
  }
}

const baseText = (line: TaxReturnLine) => (line.rate.kind === 'per-unit' ? line.base.toLocaleString('en-US') : formatRiel(line.base));

/**
 * A tax return's PDF (the return as it stands: client, TIN, period, every line with base and rate, totals, status and
 * reference) and its payment receipt, drawn by the PDF module in the reader's language, under the firm's header.
 * Who may have them is who may see the return (a customer for the clients it acts for, another's answers 404).
 */
@Injectable()
export class TaxReturnDocuments {
  constructor(
    private readonly queries: TaxReturnQueries,
    private readonly firms: PdfFirmSource,
    private readonly clients: ClientsDirectory,
  ) {}

  async returnPdf(user: AuthUser, id: string, lang: Lang): Promise<{ name: string; body: Buffer }> {
    const doc = await this.queries.doc(user, id);
    const { pdf, title } = await this.start(user, doc, lang, W.taxReturn[lang]);
    pdf.heading(W.lines[lang]);
    // A patent's lines name each activity's province (the gazetteer's name in the PDF's language), not its code.
    const provinces = doc.type === 'patent'
      ? new Map([...(await this.firms.provinces(user.tenant, todayInCambodia(), lang))].map(([code, name]) => [code, { en: name, km: name }]))
      : new Map<string, { en: string; km: string }>();
    pdf.table(
      [
        { header: W.label[lang], width: 3.2 }, { header: W.base[lang], width: 1.4, align: 'right' },
        { header: W.rate[lang], width: 1.4, align: 'right' }, { header: W.amount[lang], width: 1.4, align: 'right' },
      ],
      doc.lines.map((line) => [withProvinceNames(line, doc.form, provinces).label[lang], baseText(line), rateText(line.rate, lang), formatRiel(line.amount)]),
      [W.totalDue[lang], '', '', formatRiel(doc.totalDue)],
    );
    pdf.fields([
      [W.paidTotal[lang], formatRiel(doc.paidTotal)],
      [W.toPay[lang], formatRiel(Math.max(0, doc.totalDue - doc.paidTotal))],
    ]);
    if (doc.payments.length > 0) this.payments(pdf, doc, lang);
    return { name: `tax-return-${doc.type}-${doc.period}-r${doc.revision}.pdf`, body: await pdf.finish(title) };
  }

  async receiptPdf(user: AuthUser, id: string, lang: Lang): Promise<{ name: string; body: Buffer }> {
    const doc = await this.queries.doc(user, id);
    if (doc.payments.length === 0) {
      throw new Conflict('taxReturnNotPaid', 'There is no payment of this return to give a receipt for.', { status: doc.status });
    }
    const { pdf, title } = await this.start(user, doc, lang, W.receipt[lang], [
      [W.receiptNo[lang], `R-${doc.id.slice(0, 8).toUpperCase()}-${doc.revision}-${doc.payments.length}`],
    ]);
    this.payments(pdf, doc, lang);
    pdf.fields([
      [W.totalDue[lang], formatRiel(doc.totalDue)],
      [W.paidTotal[lang], formatRiel(doc.paidTotal)],
      [W.toPay[lang], formatRiel(Math.max(0, doc.totalDue - doc.paidTotal))],
    ]);
    pdf.paragraph(W.thanks[lang], { muted: true, size: 8.5 });
    return { name: `receipt-${doc.type}-${doc.period}-r${doc.revision}.pdf`, body: await pdf.finish(title) };
  }

  private async start(user: AuthUser, doc: TaxReturnDoc, lang: Lang, heading: string, extra: [string, string][] = []) {
    const today = todayInCambodia();
    const [firm, client] = await Promise.all([this.firms.firm(user.tenant, today), this.clients.get(user.tenant, doc.clientId)]);
    const title = `${heading}: ${reportCodeLabel('type', doc.type, lang)} ${doc.period}`;
    const pdf = await PdfWriter.create({ title, firm, lang });
    pdf.title(title, `${W.issued[lang]} ${isoInCambodia()}`);
    const clientName = client ? (lang === 'km' ? `${client.nameKh} (${client.nameEn})` : `${client.nameEn} (${client.nameKh})`) : doc.clientId;
    const activity: [string, string][] = doc.activity ? [[W.activity[lang], doc.activity]] : [];
    const filing: [string, string][] = doc.filing ? [[W.reference[lang], doc.filing.reference], [W.filedAt[lang], doc.filing.filedAt]] : [];
    pdf.fields([
      ...extra,
      [heading === W.receipt[lang] ? W.receivedFrom[lang] : W.client[lang], clientName],
      [W.tin[lang], client?.tin ?? ''],
      [W.type[lang], reportCodeLabel('type', doc.type, lang)],
      [W.period[lang], doc.period],
      ...activity,
      [W.status[lang], reportCodeLabel('status', doc.status, lang)],
      [W.revision[lang], String(doc.revision)],
      [W.dueDate[lang], doc.dueDate],
      ...filing,
    ]);
    return { pdf, title };
  }

  private payments(pdf: PdfWriter, doc: TaxReturnDoc, lang: Lang): void {
    pdf.heading(W.payments[lang]);
    pdf.table(
      [
        { header: W.paidOn[lang], width: 1.1 }, { header: W.method[lang], width: 1.0 }, { header: W.bank[lang], width: 1.8 },
        { header: W.revision[lang], width: 0.6, align: 'right' }, { header: W.tax[lang], width: 1.2, align: 'right' },
        { header: W.penalty[lang], width: 1.2, align: 'right' }, { header: W.paymentTotal[lang], width: 1.3, align: 'right' },
      ],
      // The tax and the penalty and interest a late payment charged, apart (a payment recorded before: penalty 0).
      doc.payments.map((payment) => {
        const parts = paymentParts(payment);
        return [
          payment.paidOn, reportCodeLabel('method', payment.method, lang),
          [payment.bankCode, payment.reference, payment.customerP24Id].filter(Boolean).join(' / ') || '-',
          String(payment.revision), formatRiel(parts.tax), formatRiel(parts.penalty), formatRiel(parts.total),
        ];
      }),
    );
  }
}
