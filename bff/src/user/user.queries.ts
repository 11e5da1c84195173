import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type UserSession } from '@cis/contracts';
import { ACCOUNT_COLLECTIONS as C, sessionGenerationOf, type AuthUser, type AvatarDoc, type SessionDoc, type UserDoc } from '../platform/auth/auth-user';
import { TokenService } from '../platform/auth/token.service';
import { EVENT_STORE, type EventStore, type StoredBlob } from '../platform/event-store/event-store.port';

/** What the profile reads: the account's sessions, and profile pictures. */
@Injectable()
export class UserQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, private readonly tokens: TokenService) {}

  /** The sessions still signed in (their generation is the account's, their lifetime not over), latest seen first. */
  async sessions(user: AuthUser, currentSessionId: string | null): Promise<UserSession[]> {
    const account = await this.store.readModels.get<UserDoc>(user.tenant, C.users, user.id);
    if (!account) throw new NotFoundException();
    const generation = sessionGenerationOf(account);
    const now = Date.now() / 1000;
    return (await this.store.readModels.list<SessionDoc>(user.tenant, C.sessions, { owner: user.id }))
      .filter((s) => s.generation === generation && this.tokens.sessionEnds(Math.floor(Date.parse(s.startedAt) / 1000)) > now)
      .map((s): UserSession => ({
        id: s.id, userAgent: s.userAgent, address: s.address, startedAt: s.startedAt, lastSeenAt: s.lastSeenAt, current: s.id === currentSessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** A profile picture's bytes: only blobs a profile uploaded (never a client's documents), else 404. */
  async avatar(tenant: string, sha256: string): Promise<StoredBlob> {
    const known = await this.store.readModels.get<AvatarDoc>(tenant, C.avatars, sha256).catch(() => undefined);
    const blob = known ? await this.store.readBlob(tenant, sha256) : undefined;
    if (!blob) throw new NotFoundException();
    return blob;
  }
}
