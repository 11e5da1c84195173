import { Body, Controller, Get, HttpCode, Inject, Patch, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { INVALID_CREDENTIALS_MESSAGE, UserRoutes, type AuthResponse, type User } from '@cis/contracts';
import { ChangePasswordDto, UpdateUserDto } from '@cis/contracts/dto';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { ACCOUNT_COLLECTIONS, accountStream, sessionGenerationOf, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import { SignInLimiter } from '../platform/auth/sign-in-throttle.guard';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('user')
@ApiBearerAuth()
@Controller(UserRoutes.base)
export class UserController {
  constructor(
    private readonly commands: CommandService,
    private readonly tokens: TokenService,
    private readonly limiter: SignInLimiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @CachedRead()
  @Get()
  get(@CurrentUser() user: AuthUser): User {
    return user.user;
  }

  /** Only name, avatar, status and the four name fields; email, role and permissions are staff matters. */
  @Patch()
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateUserDto): Promise<User> {
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: async (rm) => (await rm.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc,
      decide: (doc) => AccountsDecider.updateProfile(doc, dto.user),
    });
    const doc = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id);
    return (doc as UserDoc).user;
  }

  /**
   * The signed-in user's own password: the current one must match (counted like sign-in attempts, so a stolen token
   * cannot guess it). The change ends every session of the account, this one included; the answer is a token of the
   * new session, so only the tab that changed it stays signed in.
   */
  @Post(UserRoutes.changePassword.replace(`${UserRoutes.base}/`, ''))
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() request: { ip?: string }): Promise<AuthResponse> {
    const key = `${user.tenant}:${user.email}`;
    const address = request.ip ?? 'unknown';
    await this.limiter.admit(key, address);
    const current = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id);
    if (!current || !(await verifyPassword(dto.currentPassword, current.passwordHash))) {
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.limiter.succeeded(key, address);
    const passwordHash = await hashPassword(dto.newPassword);
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: async (rm) => (await rm.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc,
      decide: (doc) => AccountsDecider.changePassword(doc, passwordHash, new Date()),
    });
    const doc = (await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc;
    const accessToken = this.tokens.sign(user.id, user.tenant, { generation: sessionGenerationOf(doc), authTime: Math.floor(Date.now() / 1000) });
    return { user: doc.user, accessToken, tokenType: 'bearer' };
  }
}
