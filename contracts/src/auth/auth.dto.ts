import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, IsBoolean } from 'class-validator';

export class SignInDto {
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) password!: string;
  @IsOptional() @IsBoolean() rememberMe?: boolean;
}

export class SignInWithTokenDto {
  @IsString() @IsNotEmpty() @MaxLength(4096) accessToken!: string;
}

export class SignUpDto {
  @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @IsEmail() @MaxLength(200) email!: string;
  @IsString() @MinLength(8) @MaxLength(200) password!: string;
  @IsOptional() @IsString() @MaxLength(200) company?: string;
  @IsOptional() @IsBoolean() agreements?: boolean;
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
