import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ORGANIZATION_ACCESS, OrganizationRoutes, type CompanyLogo } from '@cis/contracts';
import { UploadCompanyLogoDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { OrganizationCommands } from './organization.commands';
import { OrganizationQueries } from './organization.queries';

/** Administration (issue 14): the firm's logo. The rest of the firm's data is master data (api/master-data/...). */
@ApiTags('organization')
@ApiBearerAuth()
@Controller(OrganizationRoutes.base)
export class OrganizationController {
  constructor(private readonly commands: OrganizationCommands, private readonly queries: OrganizationQueries) {}

  /** {contentBase64}: a PNG or JPEG up to 512 KiB, judged by its bytes; the company profile then names it. */
  @Post(OrganizationRoutes.logo)
  @HttpCode(200)
  @RequireAccess(ORGANIZATION_ACCESS.writeLogo)
  upload(@CurrentUser() user: AuthUser, @Body() dto: UploadCompanyLogoDto): Promise<CompanyLogo> {
    return this.commands.uploadLogo(user, dto.contentBase64);
  }

  /** The logo image (its recognised type, never sniffed, never run). 404 before one is uploaded. */
  @Get(OrganizationRoutes.logo)
  @RequireAccess(ORGANIZATION_ACCESS.readLogo)
  async logo(@CurrentUser() user: AuthUser, @Res() res: Response): Promise<void> {
    const blob = await this.queries.logo(user);
    res.setHeader('Content-Type', blob.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', `"${blob.sha256}"`);
    res.setHeader('Content-Length', String(blob.content.length));
    res.status(200).end(blob.content);
  }
}
