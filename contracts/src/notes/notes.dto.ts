import { Type } from 'class-transformer';
import {
  ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf,
  ValidateNested,
} from 'class-validator';

/** POST api/apps/notes/labels {title}. */
export class CreateNoteLabelDto {
  @IsString() @IsNotEmpty() @MaxLength(60) title!: string;
}
export class NoteLabelInput {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsString() @IsNotEmpty() @MaxLength(60) title!: string;
}
/** PATCH api/apps/notes/labels {label}. */
export class UpdateNoteLabelDto {
  @IsDefined() @ValidateNested() @Type(() => NoteLabelInput) label!: NoteLabelInput;
}

/** A task inside a note. id is kept when given (an existing task), else a new id is made. */
export class NoteTaskInput {
  @IsOptional() @IsString() @IsNotEmpty() @MaxLength(100) id?: string;
  @IsString() @MaxLength(1000) content!: string;
  @IsOptional() @IsBoolean() completed?: boolean;
}

export class NoteInput {
  @IsOptional() @IsString() @MaxLength(300) title?: string;
  /** Rich text; sanitised by the BFF. */
  @IsOptional() @IsString() @MaxLength(100_000) content?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true })
  @Type(() => NoteTaskInput) tasks?: NoteTaskInput[] | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsString() @MaxLength(500_000) image?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsISO8601() reminder?: string | null;
  /** Label ids. */
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) labels?: string[];
  @IsOptional() @IsBoolean() archived?: boolean;
}
/** POST api/apps/notes {note}. */
export class CreateNoteDto {
  @IsDefined() @ValidateNested() @Type(() => NoteInput) note!: NoteInput;
}

export class NotePatch extends NoteInput {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
}
/** PATCH api/apps/notes {updatedNote}: the given fields replace the note's. */
export class UpdateNoteDto {
  @IsDefined() @ValidateNested() @Type(() => NotePatch) updatedNote!: NotePatch;
}

export class NoteRef {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
}
/** POST api/apps/notes/tasks {note, task}: adds an open task with content `task` to the note. */
export class AddNoteTaskDto {
  @IsDefined() @ValidateNested() @Type(() => NoteRef) note!: NoteRef;
  @IsString() @IsNotEmpty() @MaxLength(1000) task!: string;
}
