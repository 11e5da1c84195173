import {
  Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res, StreamableFile, UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  FILED_TAX_RETURNS_ACCESS, TAX_RETURNS_ACCESS, TaxReturnRoutes, type FiledTaxReturnPage, type TaxReturnComputeAnswer,
  type TaxReturnAttachment, type TaxReturnHistoryEntry, type TaxReturnPage, type TaxReturnPayAnswer, type TaxReturnRulesAnswer, type TaxReturnSummary, type TaxReturnTasks, type TaxReturnView,
} from '@cis/contracts';
import {
  AmendTaxReturnDto, CancelTaxReturnDto, ClientApproveTaxReturnDto, ComputeTaxReturnDto, CreateTaxReturnDto,
  FileTaxReturnDto, FiledTaxReturnsQueryDto, UploadTaxReturnAttachmentDto, ListTaxReturnsQueryDto, TaxReturnPdfQueryDto, TaxReturnRulesQueryDto, PayTaxReturnDto, ReturnTaxReturnDto, UpdateTaxReturnDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { sendDownload } from '../platform/http/download';
import { AttachmentUploadInterceptor } from './attachment-upload.interceptor';
import { TaxReturnCommands } from './tax-returns.commands';
import { TaxReturnDocuments } from './tax-returns.pdf';
import { TaxReturnQueries, todayInCambodia } from './tax-returns.queries';
import { filedReturnsCsv } from './tax-returns.csv';

const Id = () => Param('id', new ParseUUIDPipe());
const AttachmentId = () => Param('attachmentId', new ParseUUIDPipe());

/**
 * Staff by the READ_* / UPDATE_* code of each return's type, customers for the clients they act for (checked per
 * return in the commands and queries). No @CachedRead: OVERDUE and the penalty move with the calendar, not the log.
 */
@ApiTags('tax-returns')
@ApiBearerAuth()
@RequireAccess(TAX_RETURNS_ACCESS)
@Controller(TaxReturnRoutes.base)
export class TaxReturnsController {
  constructor(
    private readonly commands: TaxReturnCommands, private readonly queries: TaxReturnQueries, private readonly documents: TaxReturnDocuments,
  ) {}

  @Post('compute')
  @HttpCode(200)
  compute(@CurrentUser() user: AuthUser, @Body() dto: ComputeTaxReturnDto): Promise<TaxReturnComputeAnswer> {
    return this.commands.compute(user, dto);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.create(user, dto);
  }

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: ListTaxReturnsQueryDto): Promise<TaxReturnPage> {
    return this.queries.list(user, query);
  }

  @Get('tasks')
  @RequireAccess({ kinds: ['staff'] })
  tasks(@CurrentUser() user: AuthUser): Promise<TaxReturnTasks> {
    return this.queries.tasks(user);
  }

  /** The rule rows of the period and the client's context: the form computes its live preview in the browser. */
  @Get('rules')
  rules(@CurrentUser() user: AuthUser, @Query() query: TaxReturnRulesQueryDto): Promise<TaxReturnRulesAnswer> {
    return this.commands.rulesFor(user, query);
  }

  /** The dashboard cards (staff and customers). */
  @Get('summary')
  summary(@CurrentUser() user: AuthUser): Promise<TaxReturnSummary> {
    return this.queries.summary(user);
  }

  /** The tax report history: filed returns with their payments. */
  @Get('filed')
  @RequireAccess(FILED_TAX_RETURNS_ACCESS)
  filed(@CurrentUser() user: AuthUser, @Query() query: FiledTaxReturnsQueryDto): Promise<FiledTaxReturnPage> {
    return this.queries.filed(user, query);
  }

  @Get('filed/export.csv')
  @RequireAccess(FILED_TAX_RETURNS_ACCESS)
  async filedCsv(@CurrentUser() user: AuthUser, @Query() query: FiledTaxReturnsQueryDto, @Res({ passthrough: true }) res: Response): Promise<string> {
    const answer = await this.queries.filed(user, query, true);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="filed-tax-returns-${todayInCambodia()}.csv"`);
    return `\uFEFF${filedReturnsCsv(answer.items)}`;
  }

  @Get(':id')
  one(@CurrentUser() user: AuthUser, @Id() id: string): Promise<TaxReturnView> {
    return this.queries.one(user, id);
  }

  @Patch(':id')
  update(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: UpdateTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.update(user, id, dto);
  }

  @Get(':id/history')
  history(@CurrentUser() user: AuthUser, @Id() id: string): Promise<TaxReturnHistoryEntry[]> {
    return this.queries.history(user, id);
  }

  @Get(':id/pdf')
  async pdf(@CurrentUser() user: AuthUser, @Id() id: string, @Query() query: TaxReturnPdfQueryDto): Promise<StreamableFile> {
    return pdfFile(await this.documents.returnPdf(user, id, languageOf(user, query)));
  }

  @Get(':id/receipt.pdf')
  async receipt(@CurrentUser() user: AuthUser, @Id() id: string, @Query() query: TaxReturnPdfQueryDto): Promise<StreamableFile> {
    return pdfFile(await this.documents.receiptPdf(user, id, languageOf(user, query)));
  }

  @Get(':id/attachments')
  attachments(@CurrentUser() user: AuthUser, @Id() id: string): Promise<TaxReturnAttachment[]> {
    return this.queries.attachments(user, id);
  }

  /** multipart/form-data: file (PDF, PNG or JPEG, judged by its content, TAX_RETURN_ATTACHMENT_LIMITS) and kind. */
  @Post(':id/attachments')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AttachmentUploadInterceptor)
  attach(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: UploadTaxReturnAttachmentDto, @Req() request: Request): Promise<TaxReturnAttachment> {
    const file = request.file ? { buffer: request.file.buffer, size: request.file.size, originalname: request.file.originalname } : undefined;
    return this.commands.attach(user, id, dto.kind ?? 'working-paper', file);
  }

  /** The file, as a download of the type its content was recognised as, never sniffed nor run (sandboxing CSP). */
  @Get(':id/attachments/:attachmentId')
  async attachment(@CurrentUser() user: AuthUser, @Id() id: string, @AttachmentId() attachmentId: string, @Res() res: Response): Promise<void> {
    const { attachment, blob } = await this.queries.attachmentFile(user, id, attachmentId);
    sendDownload(res, attachment, blob.content);
  }

  @Delete(':id/attachments/:attachmentId')
  detach(@CurrentUser() user: AuthUser, @Id() id: string, @AttachmentId() attachmentId: string): Promise<TaxReturnView> {
    return this.commands.detach(user, id, attachmentId);
  }

  @Post(':id/submit-for-review')
  @HttpCode(200)
  submitForReview(@CurrentUser() user: AuthUser, @Id() id: string): Promise<TaxReturnView> {
    return this.commands.submitForReview(user, id);
  }

  @Post(':id/return')
  @HttpCode(200)
  returnToPreparer(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: ReturnTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.returnToPreparer(user, id, dto.comments);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: AuthUser, @Id() id: string): Promise<TaxReturnView> {
    return this.commands.approve(user, id);
  }

  @Post(':id/client-approve')
  @HttpCode(200)
  clientApprove(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: ClientApproveTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.clientApprove(user, id, dto);
  }

  @Post(':id/file')
  @HttpCode(200)
  file(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: FileTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.file(user, id, dto);
  }

  @Post(':id/pay')
  @HttpCode(200)
  pay(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: PayTaxReturnDto): Promise<TaxReturnPayAnswer> {
    return this.commands.pay(user, id, dto);
  }

  @Post(':id/amend')
  @HttpCode(200)
  amend(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: AmendTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.amend(user, id, dto);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: AuthUser, @Id() id: string, @Body() dto: CancelTaxReturnDto): Promise<TaxReturnView> {
    return this.commands.cancel(user, id, dto.reason ?? null);
  }
}

const languageOf = (user: AuthUser, query: TaxReturnPdfQueryDto): 'en' | 'km' =>
  query.lang ?? (user.user.language === 'km' ? 'km' : 'en');

const pdfFile = (file: { name: string; body: Buffer }) =>
  new StreamableFile(new Uint8Array(file.body), { type: 'application/pdf', disposition: `inline; filename="${file.name}"`, length: file.body.length });
