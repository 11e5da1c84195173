import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CLIENT_ACCESS, ClientsRoutes, type Client, type ClientDocument, type ClientHistoryEntry, type ClientsPage,
} from '@cis/contracts';
import {
  ClientDocumentParams, ClientDocumentsQueryDto, ClientIdParams, ClientsQueryDto, CreateClientDto, PatchClientDto, UploadClientDocumentDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { sendDownload } from '../platform/http/download';
import { CachedRead } from '../platform/read-cache/read-cache';
import { ClientsCommands } from './clients.commands';
import { ClientsQueries } from './clients.queries';
import { DocumentUploadInterceptor } from './document-upload.interceptor';

/** The taxpayer registry (issue 12 section 2). Reads: staff with the codes, or a customer for its own clients. */
@ApiTags('clients')
@ApiBearerAuth()
@RequireAccess(CLIENT_ACCESS.route)
@Controller(ClientsRoutes.base)
export class ClientsController {
  constructor(private readonly commands: ClientsCommands, private readonly queries: ClientsQueries) {}

  @CachedRead()
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: ClientsQueryDto): Promise<ClientsPage> {
    return this.queries.list(user, query);
  }

  @Post()
  @RequireAccess(CLIENT_ACCESS.write)
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateClientDto): Promise<Client> {
    return this.commands.create(user, dto);
  }

  @CachedRead()
  @Get(ClientsRoutes.one)
  one(@CurrentUser() user: AuthUser, @Param() params: ClientIdParams): Promise<Client> {
    return this.queries.page(user, params.id);
  }

  @Patch(ClientsRoutes.one)
  @RequireAccess(CLIENT_ACCESS.write)
  update(@CurrentUser() user: AuthUser, @Param() params: ClientIdParams, @Body() dto: PatchClientDto): Promise<Client> {
    return this.commands.update(user, params.id, dto);
  }

  @CachedRead()
  @Get(ClientsRoutes.history)
  history(@CurrentUser() user: AuthUser, @Param() params: ClientIdParams): Promise<ClientHistoryEntry[]> {
    return this.queries.history(user, params.id);
  }

  @CachedRead()
  @Get(ClientsRoutes.documents)
  documents(@CurrentUser() user: AuthUser, @Param() params: ClientIdParams, @Query() query: ClientDocumentsQueryDto): Promise<ClientDocument[]> {
    return this.queries.documents(user, params.id, query.retired === 'true');
  }

  /** multipart/form-data: typeCode (text) and file (PDF, PNG or JPEG up to 10 MiB, judged by its content). */
  @Post(ClientsRoutes.documents)
  @RequireAccess(CLIENT_ACCESS.write)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(DocumentUploadInterceptor)
  upload(@CurrentUser() user: AuthUser, @Param() params: ClientIdParams, @Body() dto: UploadClientDocumentDto, @Req() request: Request): Promise<ClientDocument> {
    const file = request.file ? { buffer: request.file.buffer, size: request.file.size, originalname: request.file.originalname } : undefined;
    return this.commands.uploadDocument(user, params.id, dto.typeCode, file);
  }

  /** Retires the document: it leaves the list, its file and its history stay. */
  @Delete(ClientsRoutes.document)
  @RequireAccess(CLIENT_ACCESS.write)
  retire(@CurrentUser() user: AuthUser, @Param() params: ClientDocumentParams): Promise<ClientDocument> {
    return this.commands.retireDocument(user, params.id, params.documentId);
  }

  /** The file, as a download of the type its content was recognised as (sendDownload). */
  @Get(ClientsRoutes.documentContent)
  async content(@CurrentUser() user: AuthUser, @Param() params: ClientDocumentParams, @Res() res: Response): Promise<void> {
    const { document, blob } = await this.queries.content(user, params.id, params.documentId);
    sendDownload(res, document, blob.content);
  }
}
