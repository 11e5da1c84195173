import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '@cis/contracts';
import type { PushRule } from '../discovery';

/** Event type -> rooms, from the areas' push rules. An event no rule handles is never pushed. */
@Injectable()
export class PushRouter {
  private readonly rules = new Map<string, PushRule[]>();

  register(rules: PushRule[]): void {
    for (const rule of rules) {
      for (const type of rule.handles) this.rules.set(type, [...(this.rules.get(type) ?? []), rule]);
    }
  }

  rooms(event: StoredEvent): string[] {
    const rules = this.rules.get(event.type);
    if (!rules) return [];
    return [...new Set(rules.flatMap((rule) => rule.rooms(event)))];
  }

  /** What the sockets receive for the event: the stored event, its data replaced where a rule shapes the payload. */
  push(event: StoredEvent): StoredEvent {
    const shaping = this.rules.get(event.type)?.find((rule) => rule.payload);
    return shaping?.payload ? { ...event, data: shaping.payload(event) } : event;
  }
}
