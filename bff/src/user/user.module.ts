import { Module } from '@nestjs/common';
import { UserCommands } from './user.commands';
import { UserController } from './user.controller';
import { UserPushRule } from './user.push';

@Module({ controllers: [UserController], providers: [UserCommands, UserPushRule] })
export class UserModule {}
