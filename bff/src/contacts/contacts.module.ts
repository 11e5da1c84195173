import { Module } from '@nestjs/common';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { ContactsController } from './contacts.controller';
import { ContactsGenesis } from './contacts.genesis';
import { ContactsProjection } from './contacts.projection';
import { providePush } from '../platform/realtime/push-routes';
import { contactsPush } from './contacts.push';
import { ContactsService } from './contacts.service';

@Module({
  controllers: [ContactsController],
  providers: [ContactsService, ContactsProjection, providePush(contactsPush), ContactsGenesis, AvatarUploadInterceptor],
})
export class ContactsModule {}
