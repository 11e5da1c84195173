import { Injectable } from '@nestjs/common';
import type { MaintenanceState } from '@cis/contracts';
import type { SwitchMaintenanceDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { MaintenanceDecider, maintenanceStream } from './system.decider';
import { SystemQueries } from './system.queries';

@Injectable()
export class SystemCommands {
  constructor(private readonly commands: CommandService, private readonly queries: SystemQueries) {}

  async switchMaintenance(user: AuthUser, dto: SwitchMaintenanceDto): Promise<MaintenanceState> {
    const now = new Date().toISOString();
    await this.commands.handle({
      decider: MaintenanceDecider, stream: maintenanceStream(user.tenant), actor: user,
      command: dto.on ? { type: 'switch-on', message: dto.message ?? '', now } : { type: 'switch-off', now },
    });
    return this.queries.maintenance(user);
  }
}
