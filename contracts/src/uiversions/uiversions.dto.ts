import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { UI_VERSION_PATTERN } from './uiversions';
import { IsOptionalNullable } from '../platform/dto-helpers';

export class PublishVersionDto {
  @IsString() @IsNotEmpty() @MaxLength(50) @Matches(UI_VERSION_PATTERN) versions!: string;
  /** The published version's message is null when there is none. */
  @IsOptionalNullable() @IsString() @MaxLength(500) message?: string | null;
}
