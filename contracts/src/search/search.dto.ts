import { IsString, MaxLength } from 'class-validator';
import { SEARCH_LIMITS } from './search';

export class SearchDto {
  @IsString() @MaxLength(SEARCH_LIMITS.queryMax) query!: string;
}
