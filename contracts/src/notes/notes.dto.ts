import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsISO8601, IsNotEmpty, IsString, Matches, MaxLength, ValidateNested,
} from 'class-validator';
import { ASSET_PATH_PATTERN, IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';
import type { IdOrRef } from '../platform/id-refs';
import { IsIdsOrRefs } from '../platform/id-refs.dto';

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

/**
 * A task inside a note. An id names one of the note's tasks (kept with its new content); without one the task is
 * new and gets an id. An id that is not one of the note's tasks, or one given twice, is refused (400).
 */
export class NoteTaskInput {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) id?: string;
  @IsString() @MaxLength(1000) content!: string;
  @IsOptionalNonNull() @IsBoolean() completed?: boolean;
}

/** tasks, image and reminder may be null (none); the other fields never are. */
export class NoteInput {
  @IsOptionalNonNull() @IsString() @MaxLength(300) title?: string;
  /** Rich text; sanitised by the BFF. */
  @IsOptionalNonNull() @IsString() @MaxLength(100_000) content?: string;
  @IsOptionalNullable() @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true })
  @Type(() => NoteTaskInput) tasks?: NoteTaskInput[] | null;
  /** An asset path or https URL like product images: the portal has no note image upload, and nothing else is safe. */
  @IsOptionalNullable() @IsString() @MaxLength(500) @Matches(ASSET_PATH_PATTERN, { message: 'image must be an image path' })
  image?: string | null;
  @IsOptionalNullable() @IsISO8601() reminder?: string | null;
  /** Label ids, or the label objects as answered ({id, title}: the id counts). */
  @IsOptionalNonNull() @IsIdsOrRefs(['title'], 50) labels?: IdOrRef[];
  @IsOptionalNonNull() @IsBoolean() archived?: boolean;
}
/** POST api/apps/notes {note}. */
export class CreateNoteDto {
  @IsDefined() @ValidateNested() @Type(() => NoteInput) note!: NoteInput;
}

export class NotePatch extends NoteInput {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  /** Read-only (NOTE_READ_ONLY_FIELDS): the note as answered may be sent back; another value is refused. */
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
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
