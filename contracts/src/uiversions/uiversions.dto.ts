import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsOptionalNullable } from '../platform/dto-helpers';

export class PublishVersionDto {
  @IsString() @IsNotEmpty() @MaxLength(50) versions!: string;
  /** The published version's message is null when there is none. */
  @IsOptionalNullable() @IsString() @MaxLength(500) message?: string | null;
}
