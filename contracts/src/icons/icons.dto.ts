import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** :set of GET api/ui/icons/:set. An unknown set answers 404. */
export class IconSetParamDto {
  @IsString() @IsNotEmpty() @MaxLength(50) set!: string;
}
