import { Module } from '@nestjs/common';
import { UserCommands } from './user.commands';
import { AvatarImageController, UserController } from './user.controller';
import { providePush } from '../platform/realtime/push-routes';
import { userPush } from './user.push';
import { UserQueries } from './user.queries';

@Module({ controllers: [UserController, AvatarImageController], providers: [UserCommands, UserQueries, providePush(userPush)] })
export class UserModule {}
