import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Refused, avatarImagePath, type AuthResponse, type User } from '@cis/contracts';
import type { UpdateUserDto } from '@cis/contracts/dto';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { ACCOUNT_COLLECTIONS, accountStream, sessionGenerationOf, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import { SignInLimiter } from '../platform/auth/sign-in-throttle.guard';
import { TokenService } from '../platform/auth/token.service';
import { CommandService } from '../platform/command/command.service';
import type { CallerSession } from '../platform/auth/decorators';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { ProfileRules, type UploadedPicture } from './user.decider';

/** What signed-in users change about themselves: their profile and their password. */
@Injectable()
export class UserCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly tokens: TokenService,
    private readonly limiter: SignInLimiter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Only name, avatar, status, the four name fields, language and time zone; email, role and permissions are
   * administrators' (accounts).
   */
  async update(user: AuthUser, dto: UpdateUserDto): Promise<User> {
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: (rm) => accountOf(rm, user),
      decide: (doc) => AccountsDecider.updateProfile(doc, dto.user),
    });
    return (await this.account(user)).user;
  }

  /**
   * The signed-in user's own password: the current one must match, else 400 naming `currentPassword` (counted like
   * sign-in attempts, so a stolen token cannot guess it). The change ends every session of the account, this one
   * included; the answer is a token of the new session, so only the tab that changed it stays signed in.
   */
  async changePassword(user: AuthUser, currentPassword: string, newPassword: string, session: CallerSession): Promise<AuthResponse> {
    const { address } = session;
    const key = `${user.tenant}:${user.email}`;
    await this.limiter.admit(key, address);
    const current = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id);
    if (!current) throw new UnauthorizedException();
    if (!(await verifyPassword(currentPassword, current.passwordHash))) {
      // 400 naming the field, not 401: the caller's session is sound (the guard let it in), and a 401 tells the portal
      // the session ended, which signed the user out of the page where they mistyped their current password.
      throw new Refused('wrongPassword', 'The current password is not right.', { field: 'currentPassword' });
    }
    await this.limiter.succeeded(key, address);
    const passwordHash = await hashPassword(newPassword);
    const sessionId = session.id ?? newId();
    const now = new Date();
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: (rm) => accountOf(rm, user),
      decide: (doc) => [
        ...(session.id ? [] : AccountsDecider.startSession(doc, sessionId, session.userAgent, address, now)),
        ...AccountsDecider.changePassword(doc, passwordHash, now, sessionId),
      ],
    });
    const doc = await this.account(user);
    const accessToken = this.tokens.sign(user.id, user.tenant, { generation: sessionGenerationOf(doc), authTime: Math.floor(now.getTime() / 1000), sessionId });
    return { user: doc.user, accessToken, tokenType: 'bearer' };
  }

  /**
   * "Sign out the others": every session of the account ends but the caller's, which goes on (same sign-in time) with
   * a new token; the other browsers' tokens are refused from their next request and their sockets close.
   */
  async signOutOthers(user: AuthUser, session: CallerSession): Promise<AuthResponse> {
    const sessionId = session.id ?? newId();
    const now = new Date();
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: (rm) => accountOf(rm, user),
      decide: (doc) => [
        ...(session.id ? [] : AccountsDecider.startSession(doc, sessionId, session.userAgent, session.address, now)),
        ...AccountsDecider.endSessions(doc, 'signed-out-others', now, sessionId),
      ],
    });
    const doc = await this.account(user);
    const authTime = session.id && session.authTime !== null ? session.authTime : Math.floor(now.getTime() / 1000);
    const accessToken = this.tokens.signWithin(user.id, user.tenant, { generation: sessionGenerationOf(doc), authTime, sessionId });
    if (accessToken === null) throw new UnauthorizedException();
    return { user: doc.user, accessToken, tokenType: 'bearer' };
  }

  /** A new profile picture: checked by its content and size, kept as a blob, shown wherever the user's avatar is. */
  async uploadAvatar(user: AuthUser, file: UploadedPicture | undefined): Promise<User> {
    const contentType = ProfileRules.picture(file);
    const content = file!.buffer;
    const sha256 = createHash('sha256').update(new Uint8Array(content.buffer, content.byteOffset, content.length)).digest('hex');
    await this.store.putBlob(user.tenant, { sha256, contentType, content });
    await this.commands.execute({
      stream: accountStream(user.email),
      actor: user,
      load: (rm) => accountOf(rm, user),
      decide: (doc) => AccountsDecider.updateProfile(doc, { avatar: avatarImagePath(user.tenant, sha256) }),
    });
    return (await this.account(user)).user;
  }

  private async account(user: AuthUser): Promise<UserDoc> {
    return accountOf(this.store.readModels, user);
  }
}

/**
 * The signed-in user's account document. The auth guard found the token's account for this request; one removed since
 * (by another request) is refused as an ended sign-in, where reading it as present would have failed as a server error.
 */
async function accountOf(readModels: ReadModelReader, user: AuthUser): Promise<UserDoc> {
  const doc = await readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, user.id);
  if (!doc) throw new UnauthorizedException();
  return doc;
}
