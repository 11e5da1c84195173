import { Inject, Injectable } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { mailText, type MailKind, type MailLanguage, type MailParams } from './mail-texts';

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

  /** A mail of MAIL_TEXTS (mail-texts.ts) to one recipient, worded in their language. */
  mail<K extends MailKind>(to: string, language: MailLanguage, kind: K, params: MailParams<K>): Promise<void> {
    return this.send({ to, ...mailText(kind, language, params) }, language);
  }

  private async send(mail: OutgoingMail, language: MailLanguage): Promise<void> {
    if (this.store.putMail) {
      await this.store.putMail(mail);
      return;
    }
    const dir = join(this.config.dataDir, 'outbox');
    mkdirSync(dir, { recursive: true });
    const name = `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`;
    const headers = [
      `To: ${mail.to}`, `Subject: ${headerText(mail.subject)}`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit', `Content-Language: ${language === 'km' ? 'km' : 'en'}`,
    ];
    writeFileSync(join(dir, name), `${headers.join('\n')}\n\n${mail.text}\n`, { mode: 0o600 });
  }
}

/** A header's text: as it is when ASCII, else an RFC 2047 encoded word (a Khmer subject), which every mail reader decodes. */
export function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
