import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `?id=` of the GET one / DELETE calls. */
export class IdQueryDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
}
