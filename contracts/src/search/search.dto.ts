import { IsString, MaxLength } from 'class-validator';
export class SearchDto {
  @IsString() @MaxLength(200) query!: string;
}
