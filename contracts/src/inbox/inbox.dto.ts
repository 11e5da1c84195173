import { Type } from 'class-transformer';
import {
  IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested,
} from 'class-validator';

export class InboxItemInput {
  @IsOptional() @IsString() @MaxLength(200) icon?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) image?: string | null;
  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @IsOptional() @IsString() @MaxLength(2000) description?: string;
  @IsOptional() @IsISO8601() time?: string;
  @IsOptional() @IsBoolean() read?: boolean;
  @IsOptional() @IsBoolean() seen?: boolean;
  @IsOptional() @IsString() @MaxLength(500) link?: string | null;
  @IsOptional() @IsBoolean() useRouter?: boolean;
}

export class InboxItemPatch {
  @IsOptional() @IsString() @MaxLength(200) icon?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) image?: string | null;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(200) title?: string;
  @IsOptional() @IsString() @MaxLength(2000) description?: string;
  @IsOptional() @IsISO8601() time?: string;
  @IsOptional() @IsBoolean() read?: boolean;
  @IsOptional() @IsBoolean() seen?: boolean;
  @IsOptional() @IsString() @MaxLength(500) link?: string | null;
  @IsOptional() @IsBoolean() useRouter?: boolean;
}

/** POST api/common/messages {message}; POST api/common/notifications {notification}. */
export class CreateMessageDto {
  @IsDefined() @ValidateNested() @Type(() => InboxItemInput) message!: InboxItemInput;
  /** Staff with ALL_FUNCTIONS may deliver to another user's feed; default is the caller's own. */
  @IsOptional() @IsUUID() recipientId?: string;
}
export class CreateNotificationDto {
  @IsDefined() @ValidateNested() @Type(() => InboxItemInput) notification!: InboxItemInput;
  @IsOptional() @IsUUID() recipientId?: string;
}
export class UpdateMessageDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => InboxItemPatch) message!: InboxItemPatch;
}
export class UpdateNotificationDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => InboxItemPatch) notification!: InboxItemPatch;
}
export class ToggleReadStatusDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsBoolean() read!: boolean;
}
