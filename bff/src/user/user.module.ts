import { Module } from '@nestjs/common';
import { UserCommands } from './user.commands';
import { AvatarImageController, UserController } from './user.controller';
import { UserPushRule } from './user.push';
import { UserQueries } from './user.queries';

@Module({ controllers: [UserController, AvatarImageController], providers: [UserCommands, UserQueries, UserPushRule] })
export class UserModule {}
