import { IsBase64, IsString, MaxLength } from 'class-validator';
import { COMPANY_LOGO } from '../master-data/master-data.kinds';

/** POST api/organization/logo {contentBase64}: the image's bytes, base64 (PNG or JPEG up to 512 KiB). */
export class UploadCompanyLogoDto {
  @IsString() @MaxLength(Math.ceil(COMPANY_LOGO.maxBytes / 3) * 4 + 4) @IsBase64() contentBase64!: string;
}
