import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable, IsSafeLink } from '../platform/dto-helpers';

// Optional fields: icon, image and link are nullable on the item (IsOptionalNullable); every other field is never null,
// so a null is refused with a 400 naming it (IsOptionalNonNull) instead of being stored.

export class InboxItemInput {
  @IsOptionalNullable() @IsString() @MaxLength(200) icon?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(2000) image?: string | null;
  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @IsOptionalNonNull() @IsString() @MaxLength(2000) description?: string;
  @IsOptionalNonNull() @IsISO8601() time?: string;
  @IsOptionalNonNull() @IsBoolean() read?: boolean;
  @IsOptionalNonNull() @IsBoolean() seen?: boolean;
  @IsOptionalNullable() @IsString() @MaxLength(500) @IsSafeLink() link?: string | null;
  @IsOptionalNonNull() @IsBoolean() useRouter?: boolean;
}

export class InboxItemPatch {
  @IsOptionalNullable() @IsString() @MaxLength(200) icon?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(2000) image?: string | null;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) title?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(2000) description?: string;
  @IsOptionalNonNull() @IsISO8601() time?: string;
  @IsOptionalNonNull() @IsBoolean() read?: boolean;
  @IsOptionalNonNull() @IsBoolean() seen?: boolean;
  @IsOptionalNullable() @IsString() @MaxLength(500) @IsSafeLink() link?: string | null;
  @IsOptionalNonNull() @IsBoolean() useRouter?: boolean;
}

/** POST api/common/messages {message}; POST api/common/notifications {notification}. */
export class CreateMessageDto {
  @IsDefined() @ValidateNested() @Type(() => InboxItemInput) message!: InboxItemInput;
  /** Staff with ALL_FUNCTIONS may deliver to another user's feed; default is the caller's own. */
  @IsOptionalNonNull() @IsUUID() recipientId?: string;
}
export class CreateNotificationDto {
  @IsDefined() @ValidateNested() @Type(() => InboxItemInput) notification!: InboxItemInput;
  @IsOptionalNonNull() @IsUUID() recipientId?: string;
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
