import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ACCOUNTS_READ_ANY, AccountsRoutes, type Account, type AccountsPage, type PermissionDescription } from '@cis/contracts';
import { AccountsQueryDto, AccountIdParamDto, InviteAccountDto, UpdateAccountDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { CachedRead } from '../platform/read-cache/read-cache';
import { AccountsCommands } from './accounts.commands';
import { AccountsQueries } from './accounts.queries';

/**
 * Accounts as administrators manage them. The routes admit staff who may read some kind of account (ACCOUNTS_READ_ANY);
 * which kinds each caller reads and changes is ACCOUNT_ACCESS, checked per account by the queries and commands.
 */
@ApiTags('accounts')
@ApiBearerAuth()
@RequireAccess(ACCOUNTS_READ_ANY)
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsCommands, private readonly queries: AccountsQueries) {}

  @CachedRead()
  @Get(AccountsRoutes.base)
  list(@CurrentUser() user: AuthUser, @Query() query: AccountsQueryDto): Promise<AccountsPage> {
    return this.queries.list(user, query);
  }

  @Post(AccountsRoutes.base)
  @HttpCode(200)
  invite(@CurrentUser() user: AuthUser, @Body() dto: InviteAccountDto): Promise<Account> {
    return this.accounts.invite(user, dto);
  }

  @CachedRead()
  @Get(AccountsRoutes.one)
  one(@CurrentUser() user: AuthUser, @Param() params: AccountIdParamDto): Promise<Account> {
    return this.queries.one(user, params.id);
  }

  @Patch(AccountsRoutes.one)
  update(@CurrentUser() user: AuthUser, @Param() params: AccountIdParamDto, @Body() dto: UpdateAccountDto): Promise<Account> {
    return this.accounts.update(user, params.id, dto);
  }

  @Post(AccountsRoutes.signOutEverywhere)
  @HttpCode(200)
  signOutEverywhere(@CurrentUser() user: AuthUser, @Param() params: AccountIdParamDto): Promise<true> {
    return this.accounts.signOutEverywhere(user, params.id);
  }

  @Post(AccountsRoutes.resetPassword)
  @HttpCode(200)
  resetPassword(@CurrentUser() user: AuthUser, @Param() params: AccountIdParamDto): Promise<true> {
    return this.accounts.resetPassword(user, params.id);
  }

  /** The catalogue of codes with their English and Khmer descriptions (the same for everyone who manages accounts). */
  @Get(AccountsRoutes.permissions)
  permissions(): readonly PermissionDescription[] {
    return this.queries.permissions();
  }
}
