import { Module } from '@nestjs/common';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { ContactsController } from './contacts.controller';
import { ContactsGenesis } from './contacts.genesis';
import { ContactsProjection } from './contacts.projection';
import { providePush } from '../platform/realtime/push-routes';
import { contactsPush } from './contacts.push';
import { ContactsCommands } from './contacts.commands';
import { ContactsQueries } from './contacts.queries';

@Module({
  controllers: [ContactsController],
  providers: [ContactsCommands, ContactsQueries, ContactsProjection, providePush(contactsPush), ContactsGenesis, AvatarUploadInterceptor],
})
export class ContactsModule {}
