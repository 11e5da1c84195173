import { Injectable } from '@nestjs/common';
import { DEFAULT_TENANT, type VersionInfo } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { UIVERSION_STREAM, UiVersionDecider } from './uiversions.decider';

@Injectable()
export class UiVersionCommands {
  constructor(private readonly commands: CommandService) {}

  /** One web build per deployment: kept under the default tenant whoever publishes. */
  async publish(user: AuthUser, info: VersionInfo): Promise<VersionInfo> {
    await this.commands.handle({
      decider: UiVersionDecider, stream: UIVERSION_STREAM, actor: { tenant: DEFAULT_TENANT, id: user.id }, command: { type: 'publish', info },
    });
    return info;
  }
}
