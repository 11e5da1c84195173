import { Inject, Injectable } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Mail leaves the BFF through here. No SMTP relay is configured in this deployment, so mail is written as files
 * to DATA_DIR/outbox (a pickup directory an MTA or an operator can collect); tests read them there. With PostgreSQL
 * (several instances, each its own DATA_DIR) mail goes to the store's table mail_outbox instead, where every
 * instance's mail is in one place.
 */
@Injectable()
export class MailOutbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  async send(mail: OutgoingMail): Promise<void> {
    const shared = this.store as EventStore & { putMail?: (mail: OutgoingMail) => Promise<void> };
    if (shared.putMail) {
      await shared.putMail(mail);
      return;
    }
    const dir = join(this.config.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const name = `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
    writeFileSync(join(dir, name), `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
  }
}
