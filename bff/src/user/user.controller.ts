import { Body, Controller, Get, Inject, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { UserRoutes, type User } from '@cis/contracts';
import { UpdateUserDto } from '@cis/contracts/dto';
import { AccountsDecider } from '../platform/auth/accounts.decider';
import { ACCOUNT_COLLECTIONS, accountStream, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { CurrentUser } from '../platform/auth/decorators';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { CachedRead } from '../platform/read-cache/read-cache';

@ApiTags('user')
@ApiBearerAuth()
@Controller(UserRoutes.base)
export class UserController {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

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
}
