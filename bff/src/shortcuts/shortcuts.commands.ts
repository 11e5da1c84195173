import { Injectable } from '@nestjs/common';
import type { Shortcut } from '@cis/contracts';
import type { ShortcutInput, ShortcutPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import { ShortcutsDecider, shortcutsStream, type ShortcutsCommand } from './shortcuts.decider';
import { ShortcutsQueries } from './shortcuts.queries';

/** The caller's shortcuts: each user decides on their own stream. */
@Injectable()
export class ShortcutsCommands {
  constructor(private readonly commands: CommandService, private readonly queries: ShortcutsQueries) {}

  async create(user: AuthUser, input: ShortcutInput): Promise<Shortcut> {
    const shortcut: Shortcut = { id: newId(), description: null, ...input };
    await this.decide(user, { type: 'create', ownerId: user.id, shortcut });
    return this.queries.one(user, shortcut.id);
  }

  async update(user: AuthUser, id: string, patch: ShortcutPatch): Promise<Shortcut> {
    await this.decide(user, { type: 'update', ownerId: user.id, id, patch });
    return this.queries.one(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<true> {
    await this.decide(user, { type: 'delete', ownerId: user.id, id });
    return true;
  }

  private decide(user: AuthUser, command: ShortcutsCommand) {
    return this.commands.handle({ decider: ShortcutsDecider, stream: shortcutsStream(user.id), actor: user, command });
  }
}
