import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import {
  ACCOUNT_DISABLED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, INVALID_TOKEN_MESSAGE, USER_AGENT_MAX_LENGTH, type AuthResponse, type User,
} from '@cis/contracts';

/** A session's "last seen" moves at most this often (renewals in between leave no event). */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;
import type { ForgotPasswordDto, ResetPasswordDto, SignInWithTokenDto, SignUpDto } from '@cis/contracts/dto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CommandService } from '../command/command.service';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { newId } from '../ids';
import { AccountsDecider, clientAddress } from './accounts.decider';
import { ACCOUNT_COLLECTIONS as C, accountStream, sessionGenerationOf, type ResetTokenDoc, type SessionDoc, type UserDoc } from './auth-user';
import { MailOutbox } from './mail-outbox';
import { mailLanguageOf } from './mail-texts';
import { PasswordResets, userByEmail } from './password-resets';
import { hashOneTimeToken, hashPassword, verifyPassword } from './passwords';
import { SIGN_IN_ATTEMPTS, type AttemptCounters } from './sign-in-attempts';
import { SignInLimiter, countAttempt } from './sign-in-throttle.guard';
import { TokenService, authTimeOf, generationOf, type SessionOrigin } from './token.service';
import { messageOf } from '../fields';

/** Signing in, renewing, signing up and resetting a password: what the public auth routes do (accounts.controller.ts maps them). */
@Injectable()
export class AuthCommands {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly commands: CommandService,
    private readonly tokens: TokenService,
    private readonly outbox: MailOutbox,
    private readonly resets: PasswordResets,
    private readonly limiter: SignInLimiter,
    @Inject(SIGN_IN_ATTEMPTS) private readonly counters: AttemptCounters,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  signIn(tenant: string, email: string, password: string, address: string, userAgent = ''): Promise<AuthResponse> {
    return this.authenticate(tenant, email, password, address, userAgent);
  }

  /**
   * Renews a session: a valid token of the account's current session generation gets a fresh token of the same
   * session, which never outlives the password sign-in it descends from by more than SESSION_MAX_AGE_SECONDS (a
   * renewal past that is refused: sign in with the password). Limited like sign-in, per address and per account.
   */
  async renew(dto: SignInWithTokenDto, address: string, userAgent = ''): Promise<AuthResponse> {
    const { tokenRenewalLimit: limit, signInWindowMs: windowMs } = this.config;
    await countAttempt(this.counters, `renew:ip:${address}`, limit, windowMs);
    const claims = this.tokens.verify(dto.accessToken);
    if (claims) await countAttempt(this.counters, `renew:account:${claims.tenant}:${claims.sub}`, limit, windowMs);
    const doc = claims ? await this.store.readModels.get<UserDoc>(claims.tenant, C.users, claims.sub) : undefined;
    const authTime = claims ? authTimeOf(claims) : null;
    if (!claims || !doc || doc.disabled || authTime === null || generationOf(claims) !== sessionGenerationOf(doc)) {
      throw new UnauthorizedException(INVALID_TOKEN_MESSAGE);
    }
    const renewed = this.session(doc, { generation: generationOf(claims), authTime, sessionId: claims.sid });
    if (!renewed) throw new UnauthorizedException(INVALID_TOKEN_MESSAGE);
    if (claims.sid) await this.seen(doc, claims.sid, userAgent, address);
    return renewed;
  }

  async signUp(tenant: string, dto: SignUpDto): Promise<true> {
    const email = dto.email.trim().toLowerCase();
    const passwordHash = await hashPassword(dto.password);
    const [firstName, ...rest] = dto.name.trim().split(/\s+/);
    const user: User = {
      id: newId(), tenant, email, name: dto.name.trim(), avatar: null, status: 'online', kind: 'customer', role: 2,
      permissions: [],
      userDetails: { customerP24Id: null, firstNameEn: firstName, lastNameEn: rest.join(' '), firstNameKh: '', lastNameKh: '' },
    };
    let owner: UserDoc | undefined;
    const events = await this.commands.execute({
      stream: accountStream(email),
      actor: { tenant, id: null },
      load: async (rm) => (owner = await userByEmail(rm, tenant, email)),
      decide: (existing) => AccountsDecider.register(existing, user, passwordHash),
    });
    // The answer is the same whether or not the email was taken (no account probing); the owner of a taken address
    // is told by mail, where only they can read it, in their preferred language.
    if (events.length === 0) {
      await this.outbox.mail(email, mailLanguageOf(owner?.user), 'signUpTaken', { forgotLink: `${this.config.payments.publicBaseUrl}/forgot-password` });
    }
    return true;
  }

  /**
   * Answers at once, before the account is even looked up: the lookup, the reset token's event and the mail happen
   * after the answer is sent, so a known and an unknown email are answered alike and in the same time.
   */
  forgotPassword(tenant: string, dto: ForgotPasswordDto): true {
    const email = dto.email.trim().toLowerCase();
    // setImmediate: after this turn of the event loop, in which the answer is written to the socket.
    setImmediate(() => {
      this.resets.mailResetLink(tenant, email).catch((error: unknown) => this.logger.error(`Password reset for a requested email failed: ${messageOf(error)}`));
    });
    return true;
  }

  async resetPassword(tenant: string, dto: ResetPasswordDto): Promise<true> {
    const tokenHash = hashOneTimeToken(dto.token);
    const token = await this.store.readModels.get<ResetTokenDoc>(tenant, C.resetTokens, tokenHash);
    const owner = token ? await this.store.readModels.get<UserDoc>(tenant, C.users, token.userId) : undefined;
    const passwordHash = await hashPassword(dto.password);
    await this.commands.execute({
      stream: owner ? accountStream(owner.user.email) : `password-reset-${tokenHash}`,
      actor: { tenant, id: owner?.user.id ?? null },
      load: async (rm) => {
        const current = await rm.get<ResetTokenDoc>(tenant, C.resetTokens, tokenHash);
        return { current, owner: current ? await rm.get<UserDoc>(tenant, C.users, current.userId) : undefined };
      },
      // The new password ends every session of the account and every other outstanding reset token.
      decide: ({ current, owner: account }) => AccountsDecider.resetPassword(current, account, tokenHash, passwordHash, new Date()),
    });
    return true;
  }

  /**
   * Remembers when a session was last seen (its renewal: a page load), at most once per SESSION_SEEN_EVERY_MS and
   * whenever its address or browser changed, so reloading a page does not grow the log.
   */
  private async seen(doc: UserDoc, sessionId: string, userAgent: string, address: string): Promise<void> {
    const session = await this.store.readModels.get<SessionDoc>(doc.user.tenant, C.sessions, sessionId);
    if (!session || session.userId !== doc.user.id) return;
    const now = new Date();
    const fresh = now.getTime() - Date.parse(session.lastSeenAt) < SESSION_SEEN_EVERY_MS;
    if (fresh && session.address === clientAddress(address) && session.userAgent === userAgent.slice(0, USER_AGENT_MAX_LENGTH)) return;
    await this.commands.execute({
      stream: accountStream(doc.user.email),
      actor: { tenant: doc.user.tenant, id: doc.user.id },
      load: (rm) => rm.get<UserDoc>(doc.user.tenant, C.users, doc.user.id),
      decide: (current) => (current ? AccountsDecider.seeSession(current, sessionId, userAgent, address, now) : []),
    });
  }

  private async authenticate(tenant: string, emailInput: string, password: string, address: string, userAgent: string): Promise<AuthResponse> {
    const email = emailInput.trim().toLowerCase();
    await this.limiter.admit(`${tenant}:${email}`, address);
    const doc = await userByEmail(this.store.readModels, tenant, email);
    if (!(await verifyPassword(password, doc?.passwordHash)) || !doc) {
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.limiter.succeeded(`${tenant}:${email}`, address);
    // Told only to whoever knows the password: a stranger cannot learn that an account is disabled.
    if (doc.disabled) throw new UnauthorizedException(ACCOUNT_DISABLED_MESSAGE);
    // A new session (a browser or device): listed on the owner's profile until it ends.
    const sessionId = newId();
    const now = new Date();
    const events = await this.commands.execute({
      stream: accountStream(email),
      actor: { tenant, id: doc.user.id },
      load: (rm) => rm.get<UserDoc>(tenant, C.users, doc.user.id),
      decide: (current) => (current ? AccountsDecider.startSession(current, sessionId, userAgent, address, now) : []),
    });
    const current = (await this.store.readModels.get<UserDoc>(tenant, C.users, doc.user.id)) ?? doc;
    const origin = { generation: sessionGenerationOf(current), authTime: Math.floor(now.getTime() / 1000) };
    return this.session(current, events.length > 0 ? { ...origin, sessionId } : origin)!;
  }

  /** The answer of a sign-in or renewal: the account and a token of the session; null when the session is over. */
  private session(doc: UserDoc, origin: SessionOrigin): AuthResponse | null {
    const accessToken = this.tokens.signWithin(doc.user.id, doc.user.tenant, origin);
    return accessToken === null ? null : { user: doc.user, accessToken, tokenType: 'bearer' };
  }
}
