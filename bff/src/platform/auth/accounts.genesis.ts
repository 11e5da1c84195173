import { Inject, Injectable } from '@nestjs/common';
import { hash } from 'bcryptjs';
import { AuthEvents, type User, type UserRegisteredData } from '@cis/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cis/fixtures';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../discovery';
import { accountStream } from './auth-user';
import { PASSWORD_HASH_ROUNDS } from './passwords';

/** The four demo accounts of DESIGN.md (SEED=demo only; production refuses demo seeding in config). */
@GenesisProvider()
@Injectable()
export class AccountsGenesis implements GenesisSource {
  readonly name = 'accounts';
  readonly order = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async genesis(tenant: string): Promise<GenesisStream[]> {
    if (this.config.seed !== 'demo') return [];
    const passwordHash = await hash(DEMO_PASSWORD, PASSWORD_HASH_ROUNDS);
    return DEMO_ACCOUNTS.map((account) => {
      const user: User = {
        id: account.id, tenant, email: account.email, name: account.name, avatar: account.avatar, status: 'online',
        kind: account.kind, role: account.role, permissions: account.permissions, userDetails: account.userDetails,
      };
      return {
        stream: accountStream(account.email),
        events: [{ type: AuthEvents.userRegistered, data: { user, passwordHash } satisfies UserRegisteredData }],
      };
    });
  }
}
