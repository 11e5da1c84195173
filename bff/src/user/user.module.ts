import { Module } from '@nestjs/common';
import { UserController } from './user.controller';
import { UserPushRule } from './user.push';

@Module({ controllers: [UserController], providers: [UserPushRule] })
export class UserModule {}
