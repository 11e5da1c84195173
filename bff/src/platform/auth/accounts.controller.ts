import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthRoutes, type AuthResponse } from '@cis/contracts';
import {
  ForgotPasswordDto, ResetPasswordDto, SignInDto, SignInWithTokenDto, SignUpDto, UnlockSessionDto,
} from '@cis/contracts/dto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AuthCommands } from './auth.commands';
import { Public, RequestTenantHeader, clientOf, tenantOf } from './decorators';
import { SignInThrottleGuard } from './sign-in-throttle.guard';

/** The client address as Express resolved it (TRUST_PROXY decides whether X-Forwarded-For counts). */
interface ClientRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}
const addressOf = (request: ClientRequest): string => clientOf(request).address;
const agentOf = (request: ClientRequest): string => clientOf(request).userAgent;

const route = (path: string) => path.replace(/^api\/auth\//, '');

@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AccountsController {
  constructor(private readonly auth: AuthCommands, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post(route(AuthRoutes.signIn))
  @HttpCode(200)
  signIn(@Body() dto: SignInDto, @Req() request: ClientRequest, @RequestTenantHeader() tenantHeader?: string): Promise<AuthResponse> {
    return this.auth.signIn(tenantOf(tenantHeader, this.config), dto.email, dto.password, addressOf(request), agentOf(request));
  }

  @Post(route(AuthRoutes.unlockSession))
  @HttpCode(200)
  unlockSession(@Body() dto: UnlockSessionDto, @Req() request: ClientRequest, @RequestTenantHeader() tenantHeader?: string): Promise<AuthResponse> {
    return this.auth.signIn(tenantOf(tenantHeader, this.config), dto.email, dto.password, addressOf(request), agentOf(request));
  }

  @Post(route(AuthRoutes.signInWithToken))
  @HttpCode(200)
  signInWithToken(@Body() dto: SignInWithTokenDto, @Req() request: ClientRequest): Promise<AuthResponse> {
    return this.auth.renew(dto, addressOf(request), agentOf(request));
  }

  @Post(route(AuthRoutes.signUp))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  signUp(@Body() dto: SignUpDto, @RequestTenantHeader() tenantHeader?: string): Promise<true> {
    return this.auth.signUp(tenantOf(tenantHeader, this.config), dto);
  }

  /** Always answers true at once (see AuthCommands.forgotPassword). */
  @Post(route(AuthRoutes.forgotPassword))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  forgotPassword(@Body() dto: ForgotPasswordDto, @RequestTenantHeader() tenantHeader?: string): true {
    return this.auth.forgotPassword(tenantOf(tenantHeader, this.config), dto);
  }

  @Post(route(AuthRoutes.resetPassword))
  @HttpCode(200)
  @UseGuards(SignInThrottleGuard)
  resetPassword(@Body() dto: ResetPasswordDto, @RequestTenantHeader() tenantHeader?: string): Promise<true> {
    return this.auth.resetPassword(tenantOf(tenantHeader, this.config), dto);
  }
}
