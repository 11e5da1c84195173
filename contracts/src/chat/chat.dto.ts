import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ID_MAX_LENGTH, IsOptionalNonNull } from '../platform/dto-helpers';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat';

/** PATCH api/apps/chat/chat body `chat`: the changed fields. */
export class ChatPatch {
  @IsOptionalNonNull() @IsBoolean() muted?: boolean;
  @IsOptionalNonNull() @IsInt() @Min(0) @Max(1_000_000) unreadCount?: number;
}

export class UpdateChatDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ChatPatch) chat!: ChatPatch;
}

/** POST api/apps/chat/message body. */
export class SendChatMessageDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) chatId!: string;
  @IsString() @Matches(/\S/, { message: 'value must not be blank' }) @MaxLength(CHAT_MESSAGE_MAX_LENGTH) value!: string;
}
