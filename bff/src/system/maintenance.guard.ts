import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Permission, Unavailable, WRITE_METHODS, type MaintenanceState } from '@cis/contracts';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MAINTENANCE_COLLECTION, MAINTENANCE_ID } from './system.decider';

/**
 * Global, after the AuthGuard (global guards run in the order their modules are imported; the platform's first):
 * while the caller's tenant is in maintenance, a write (POST, PUT, PATCH, DELETE) by an account without
 * ALL_FUNCTIONS answers 503 in the envelope with the administrators' message. Reads go on. Requests with no account
 * (sign-in, password reset, the payment provider's callbacks) are not stopped: an administrator must still be able to
 * sign in to switch maintenance off, and a payment already made must still be recorded. The state is read from the
 * read model on each write, so switching off (on any instance) restores writes at once.
 */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    if (!WRITE_METHODS.includes(request.method)) return true;
    const user = request.user;
    if (!user || user.permissions.includes(Permission.ALL_FUNCTIONS)) return true;
    const state = await this.store.readModels.get<MaintenanceState>(user.tenant, MAINTENANCE_COLLECTION, MAINTENANCE_ID);
    if (state?.on) throw new Unavailable('maintenance', state.message ?? 'The portal is under maintenance.', { message: state.message ?? '' });
    return true;
  }
}
