import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable, IsSafeLink } from '../platform/dto-helpers';

// Optional fields: icon, image and link are nullable on the item (IsOptionalNullable); every other field is never null,
// so a null is refused with a 400 naming it (IsOptionalNonNull) instead of being stored.

export class InboxItemInput {
  @IsOptionalNullable() @IsString() @MaxLength(200) icon?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(2000) image?: string | null;
  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @IsOptionalNonNull() @IsString() @MaxLength(2000) description?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(200) titleKm?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(2000) descriptionKm?: string;
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
  @IsOptionalNonNull() @IsString() @MaxLength(200) titleKm?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(2000) descriptionKm?: string;
  @IsOptionalNonNull() @IsISO8601() time?: string;
  @IsOptionalNonNull() @IsBoolean() read?: boolean;
  @IsOptionalNonNull() @IsBoolean() seen?: boolean;
  @IsOptionalNullable() @IsString() @MaxLength(500) @IsSafeLink() link?: string | null;
  @IsOptionalNonNull() @IsBoolean() useRouter?: boolean;
  /** Read-only (INBOX_READ_ONLY_FIELDS): the item as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
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
/** The item of a toggle as the sample client sends it: its id and the wanted read flag, the rest as answered. */
export class InboxToggleItem extends InboxItemPatch {
  @IsString() @IsNotEmpty() @MaxLength(100) override id!: string;
  @IsDefined() @IsBoolean() override read!: boolean;
}
/**
 * POST .../toggle-read-status: `{id, read}`, or the item as the sample client sends it (`{message: {id, read, ...}}`,
 * `{notification: {...}}`): in a toggle every field but `read` is read-only (sent back unchanged, or refused).
 */
export class ToggleReadStatusDto {
  @ValidateIf((o: ToggleReadStatusDto) => o.message === undefined && o.notification === undefined)
  @IsString() @IsNotEmpty() @MaxLength(100) id?: string;
  @ValidateIf((o: ToggleReadStatusDto) => o.message === undefined && o.notification === undefined)
  @IsBoolean() read?: boolean;
  @IsOptionalNonNull() @ValidateNested() @Type(() => InboxToggleItem) message?: InboxToggleItem;
  @IsOptionalNonNull() @ValidateNested() @Type(() => InboxToggleItem) notification?: InboxToggleItem;
}
