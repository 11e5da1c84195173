import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
export class PublishVersionDto {
  @IsString() @IsNotEmpty() @MaxLength(50) versions!: string;
  @IsOptional() @IsString() @MaxLength(500) message?: string | null;
}
