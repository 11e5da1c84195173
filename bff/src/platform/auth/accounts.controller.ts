import { Body, Controller, HttpCode, Inject, Post, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  AuthRoutes, INVALID_CREDENTIALS_MESSAGE, INVALID_TOKEN_MESSAGE, type AuthResponse, type User,
} from '@cis/contracts';
import {
  ForgotPasswordDto, ResetPasswordDto, SignInDto, SignInWithTokenDto, SignUpDto, UnlockSessionDto,
} from '@cis/contracts/dto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CommandService } from '../command/command.service';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { newId } from '../ids';
import { AccountsDecider } from './accounts.decider';
import { ACCOUNT_COLLECTIONS as C, accountStream, type EmailDoc, type ResetTokenDoc, type UserDoc } from './auth-user';
import { Public, RequestTenantHeader, tenantOf } from './decorators';
import { MailOutbox } from './mail-outbox';
import { hashOneTimeToken, hashPassword, newOneTimeToken, verifyPassword } from './passwords';
import { SignInThrottleGuard } from './sign-in-throttle.guard';
import { TokenService } from './token.service';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const route = (path: string) => path.replace(/^api\/auth\//, '');

@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AccountsController {
  constructor(
    private readonly commands: CommandService,
    private readonly tokens: TokenService,
    private readonly outbox: MailOutbox,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(route(AuthRoutes.signIn))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  async signIn(@Body() dto: SignInDto, @RequestTenantHeader() tenantHeader?: string): Promise<AuthResponse> {
    return this.authenticate(tenantOf(tenantHeader, this.config), dto.email, dto.password);
  }

  @Post(route(AuthRoutes.unlockSession))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  async unlockSession(@Body() dto: UnlockSessionDto, @RequestTenantHeader() tenantHeader?: string): Promise<AuthResponse> {
    return this.authenticate(tenantOf(tenantHeader, this.config), dto.email, dto.password);
  }

  @Post(route(AuthRoutes.signInWithToken))
  @HttpCode(200)
  async signInWithToken(@Body() dto: SignInWithTokenDto): Promise<AuthResponse> {
    const claims = this.tokens.verify(dto.accessToken);
    const doc = claims ? await this.store.readModels.get<UserDoc>(claims.tenant, C.users, claims.sub) : undefined;
    if (!doc) throw new UnauthorizedException(INVALID_TOKEN_MESSAGE);
    return this.session(doc.user);
  }

  @Post(route(AuthRoutes.signUp))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  async signUp(@Body() dto: SignUpDto, @RequestTenantHeader() tenantHeader?: string): Promise<true> {
    const tenant = tenantOf(tenantHeader, this.config);
    const email = dto.email.trim().toLowerCase();
    const passwordHash = await hashPassword(dto.password);
    const [firstName, ...rest] = dto.name.trim().split(/\s+/);
    const user: User = {
      id: newId(), tenant, email, name: dto.name.trim(), avatar: null, status: 'online', kind: 'customer', role: 2,
      permissions: [],
      userDetails: { customerP24Id: null, firstNameEn: firstName, lastNameEn: rest.join(' '), firstNameKh: '', lastNameKh: '' },
    };
    const events = await this.commands.execute({
      stream: accountStream(email),
      actor: { tenant, id: null },
      load: (rm) => this.userByEmail(rm, tenant, email),
      decide: (existing) => AccountsDecider.register(existing, user, passwordHash),
    });
    // The answer is the same whether or not the email was taken (no account probing); the owner of a taken address
    // is told by mail, where only they can read it.
    if (events.length === 0) {
      this.outbox.send({
        to: email,
        subject: 'Someone tried to sign up to Cis with your email',
        text: `Someone tried to create a new Cis account with this email address, which already has one. Your account is `
          + `unchanged. If it was you, sign in, or choose a new password at ${this.config.payments.publicBaseUrl}/forgot-password. `
          + `If it was not, you can ignore this mail.`,
      });
    }
    return true;
  }

  @Post(route(AuthRoutes.forgotPassword))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  async forgotPassword(@Body() dto: ForgotPasswordDto, @RequestTenantHeader() tenantHeader?: string): Promise<true> {
    const tenant = tenantOf(tenantHeader, this.config);
    const email = dto.email.trim().toLowerCase();
    const { token, tokenHash } = newOneTimeToken();
    const events = await this.commands.execute({
      stream: accountStream(email),
      actor: { tenant, id: null },
      load: (rm) => this.userByEmail(rm, tenant, email),
      decide: (user) => AccountsDecider.requestReset(user, tokenHash, new Date(Date.now() + RESET_TOKEN_LIFETIME_MS)),
    });
    if (events.length > 0) {
      this.outbox.send({
        to: email,
        subject: 'Reset your Cis password',
        text: `Open ${this.config.payments.publicBaseUrl}/reset-password?token=${token} within one hour to choose a new password.`,
      });
    }
    return true;
  }

  @Post(route(AuthRoutes.resetPassword))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  async resetPassword(@Body() dto: ResetPasswordDto, @RequestTenantHeader() tenantHeader?: string): Promise<true> {
    const tenant = tenantOf(tenantHeader, this.config);
    const tokenHash = hashOneTimeToken(dto.token);
    const token = await this.store.readModels.get<ResetTokenDoc>(tenant, C.resetTokens, tokenHash);
    const owner = token ? await this.store.readModels.get<UserDoc>(tenant, C.users, token.userId) : undefined;
    const passwordHash = await hashPassword(dto.password);
    await this.commands.execute({
      stream: owner ? accountStream(owner.user.email) : `password-reset-${tokenHash}`,
      actor: { tenant, id: owner?.user.id ?? null },
      load: (rm) => rm.get<ResetTokenDoc>(tenant, C.resetTokens, tokenHash),
      decide: (current) => AccountsDecider.resetPassword(current, tokenHash, passwordHash, new Date()),
    });
    return true;
  }

  private async authenticate(tenant: string, emailInput: string, password: string): Promise<AuthResponse> {
    const doc = await this.userByEmail(this.store.readModels, tenant, emailInput.trim().toLowerCase());
    if (!(await verifyPassword(password, doc?.passwordHash)) || !doc) {
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    return this.session(doc.user);
  }

  private session(user: User): AuthResponse {
    return { user, accessToken: this.tokens.sign(user.id, user.tenant), tokenType: 'bearer' };
  }

  private async userByEmail(rm: EventStore['readModels'], tenant: string, email: string): Promise<UserDoc | undefined> {
    const link = await rm.get<EmailDoc>(tenant, C.emails, email);
    return link ? rm.get<UserDoc>(tenant, C.users, link.userId) : undefined;
  }
}
