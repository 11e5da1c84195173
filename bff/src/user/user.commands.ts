import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { INVALID_CREDENTIALS_MESSAGE, type AuthResponse, type User } from '@cis/contracts';
import type { UpdateUserDto } from '@cis/contracts/dto';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { ACCOUNT_COLLECTIONS, accountStream, sessionGenerationOf, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import { SignInLimiter } from '../platform/auth/sign-in-throttle.guard';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';

/** What signed-in users change about themselves: their profile and their password. */
@Injectable()
export class UserCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly tokens: TokenService,
    private readonly limiter: SignInLimiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Only name, avatar, status and the four name fields; email, role and permissions are administrators' (accounts). */
  async update(user: AuthUser, dto: UpdateUserDto): Promise<User> {
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: async (rm) => (await rm.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc,
      decide: (doc) => AccountsDecider.updateProfile(doc, dto.user),
    });
    return (await this.account(user)).user;
  }

  /**
   * The signed-in user's own password: the current one must match (counted like sign-in attempts, so a stolen token
   * cannot guess it). The change ends every session of the account, this one included; the answer is a token of the
   * new session, so only the tab that changed it stays signed in.
   */
  async changePassword(user: AuthUser, currentPassword: string, newPassword: string, address: string): Promise<AuthResponse> {
    const key = `${user.tenant}:${user.email}`;
    await this.limiter.admit(key, address);
    const current = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id);
    if (!current || !(await verifyPassword(currentPassword, current.passwordHash))) {
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.limiter.succeeded(key, address);
    const passwordHash = await hashPassword(newPassword);
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: async (rm) => (await rm.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc,
      decide: (doc) => AccountsDecider.changePassword(doc, passwordHash, new Date()),
    });
    const doc = await this.account(user);
    const accessToken = this.tokens.sign(user.id, user.tenant, { generation: sessionGenerationOf(doc), authTime: Math.floor(Date.now() / 1000) });
    return { user: doc.user, accessToken, tokenType: 'bearer' };
  }

  private async account(user: AuthUser): Promise<UserDoc> {
    return (await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id)) as UserDoc;
  }
}
