import { IsOptional, IsString, MaxLength } from 'class-validator';
export class RequestPayrollPasswordDto {
  @IsOptional() @IsString() @MaxLength(500) reason?: string;
}
