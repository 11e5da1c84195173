import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { GUIDES_MAX_LIMIT } from './help-center';
import { SLUG_PATTERN } from '../platform/dto-helpers';

const slugMessage = { message: 'slug must be lowercase letters, digits and hyphens' };

/** GET api/apps/help-center/faqs?slug= */
export class FaqsQueryDto {
  @IsOptional() @IsString() @MaxLength(100) @Matches(SLUG_PATTERN, slugMessage) slug?: string;
}

/** GET api/apps/help-center/guides?slug=&limit= */
export class GuidesQueryDto {
  @IsOptional() @IsString() @MaxLength(100) @Matches(SLUG_PATTERN, slugMessage) slug?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(GUIDES_MAX_LIMIT) limit?: number;
}

/** GET api/apps/help-center/guide?categorySlug=&guideSlug= */
export class GuideQueryDto {
  @IsString() @MaxLength(100) @Matches(SLUG_PATTERN, { message: 'categorySlug must be a slug' }) categorySlug!: string;
  @IsString() @MaxLength(200) @Matches(SLUG_PATTERN, { message: 'guideSlug must be a slug' }) guideSlug!: string;
}
