import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ID_MAX_LENGTH } from '../platform/dto-helpers';

/** GET api/apps/file-manager?folderId= ('null' or missing: the root). */
export class FileManagerQueryDto {
  @IsOptional() @IsString() @MaxLength(ID_MAX_LENGTH) folderId?: string;
}
