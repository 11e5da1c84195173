import { IsBoolean, IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsOptionalNonNull } from '../platform/dto-helpers';

// Optional flags and texts of the auth bodies are never null: a null is refused with a 400 naming the field.

export class SignInDto {
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
  @IsOptionalNonNull() @IsBoolean() rememberMe?: boolean;
}

export class SignInWithTokenDto {
  @IsString() @IsNotEmpty() @MaxLength(4096) accessToken!: string;
}

export class SignUpDto {
  @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @MinLength(8) @MaxLength(200) password!: string;
  @IsOptionalNonNull() @IsString() @MaxLength(200) company?: string;
  @IsOptionalNonNull() @IsBoolean() agreements?: boolean;
}

export class ForgotPasswordDto {
  @IsEmail() @MaxLength(200) email!: string;
}

export class ResetPasswordDto {
  @IsString() @IsNotEmpty() @MaxLength(200) token!: string;
  @IsString() @MinLength(8) @MaxLength(200) password!: string;
}

export class UnlockSessionDto {
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
}
