import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { OrganizationCommands } from './organization.commands';
import { OrganizationController } from './organization.controller';
import { CompanyLogoReader, OrganizationQueries } from './organization.queries';

/**
 * Administration (issue 14): the firm's logo beside its master data. Other modules import this one and inject
 * CompanyLogoReader to put the logo on a document (docs/help.md "The logo").
 */
@Module({
  imports: [MasterDataModule],
  controllers: [OrganizationController],
  providers: [OrganizationCommands, OrganizationQueries, CompanyLogoReader],
  exports: [CompanyLogoReader],
})
export class OrganizationModule {}
