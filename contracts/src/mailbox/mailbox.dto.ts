import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min,
  ValidateNested,
} from 'class-validator';
import { MAIL_LABEL_COLORS, MAIL_MESSAGE_LAYOUTS, type MailLabelColor, type MailMessageLayout } from './mailbox';
import { IsOptionalNonNull } from '../platform/dto-helpers';

export class MailboxSettingsPatch {
  @IsOptionalNonNull() @IsIn(MAIL_MESSAGE_LAYOUTS) messageLayout?: MailMessageLayout;
  @IsOptionalNonNull() @IsBoolean() showAvatars?: boolean;
}
/** PATCH api/apps/mailbox/settings {settings}: merged into the current settings. */
export class UpdateMailboxSettingsDto {
  @IsDefined() @ValidateNested() @Type(() => MailboxSettingsPatch) settings!: MailboxSettingsPatch;
}

export class MailLabelInput {
  @IsString() @IsNotEmpty() @MaxLength(60) title!: string;
  @IsOptionalNonNull() @IsIn(MAIL_LABEL_COLORS) color?: MailLabelColor;
}
export class MailLabelPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(60) title?: string;
  @IsOptionalNonNull() @IsIn(MAIL_LABEL_COLORS) color?: MailLabelColor;
  /** Read-only (MAIL_LABEL_READ_ONLY_FIELDS): the label as answered may be sent back; another value is refused. */
  @Allow() id?: unknown;
  @Allow() slug?: unknown;
}
/** POST api/apps/mailbox/label {label}. */
export class CreateMailLabelDto {
  @IsDefined() @ValidateNested() @Type(() => MailLabelInput) label!: MailLabelInput;
}
/** PATCH api/apps/mailbox/label {id, label}. */
export class UpdateMailLabelDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => MailLabelPatch) label!: MailLabelPatch;
}

/** GET api/apps/mailbox/mails: exactly one of folder (slug), filter (flag) or label (slug); page one-based. */
export class MailsQueryDto {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) folder?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) filter?: string;
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) label?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
}

/** Every field of a mail is non-null: null is refused (400), never stored or read as "clear". */
export class MailPatch {
  @IsOptionalNonNull() @IsString() @MaxLength(300) subject?: string;
  /** Rich text; sanitised by the BFF. */
  @IsOptionalNonNull() @IsString() @MaxLength(200_000) content?: string;
  @IsOptionalNonNull() @IsBoolean() starred?: boolean;
  @IsOptionalNonNull() @IsBoolean() important?: boolean;
  @IsOptionalNonNull() @IsBoolean() unread?: boolean;
  /** Folder id (moves the mail). */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) folder?: string;
  /** Label ids (replaces the list; [] removes every label). */
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) labels?: string[];
  /**
   * Read-only (MAIL_READ_ONLY_FIELDS): a client may send back the mail as GET answered it; these must then equal the
   * stored values (else 400 naming the field) and change nothing.
   */
  @Allow() id?: unknown;
  @Allow() type?: unknown;
  @Allow() from?: unknown;
  @Allow() to?: unknown;
  @Allow() cc?: unknown;
  @Allow() bcc?: unknown;
  @Allow() date?: unknown;
  @Allow() attachments?: unknown;
  @Allow() ccCount?: unknown;
  @Allow() bccCount?: unknown;
}
/** PATCH api/apps/mailbox/mail {id, mail}. */
export class UpdateMailDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => MailPatch) mail!: MailPatch;
}
