import { Injectable } from '@nestjs/common';
import type { ReportExportQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { PdfFirmSource } from '../pdf/pdf-firm';
import { exportReport, type ReportFile } from './reports.export';
import { ReportQueries } from './reports.queries';

/** A report's every row (up to REPORT_LIMITS.maxExportRows) as a file, in the language asked (else the caller's). */
@Injectable()
export class ReportExports {
  constructor(private readonly queries: ReportQueries, private readonly firm: PdfFirmSource) {}

  async export(user: AuthUser, kind: string, query: ReportExportQueryDto): Promise<ReportFile> {
    const { format, lang: asked, ...filters } = query;
    const lang = asked ?? (user.user.language === 'km' ? 'km' : 'en');
    const answer = await this.queries.report(user, kind, filters, { allRows: true });
    const [firm, provinces] = await Promise.all([this.firm.firm(user.tenant, answer.asOf), this.firm.provinces(user.tenant, answer.asOf, lang)]);
    return exportReport(answer, format, { lang, firm, provinces });
  }
}
