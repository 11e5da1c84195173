import { Module } from '@nestjs/common';
import { UserCommands } from './user.commands';
import { UserController } from './user.controller';
import { providePush } from '../platform/realtime/push-routes';
import { userPush } from './user.push';

@Module({ controllers: [UserController], providers: [UserCommands, providePush(userPush)] })
export class UserModule {}
