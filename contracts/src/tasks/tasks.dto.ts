import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsDefined, IsIn, IsISO8601, IsInt, IsNotEmpty, IsOptional, IsString,
  Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { TASK_PRIORITY_MAX, TASK_PRIORITY_MIN, TASK_TYPES, type TaskPriority, type TaskType } from './tasks';
import { IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';

export class TaskTagInput {
  @IsString() @IsNotEmpty() @MaxLength(60) title!: string;
}
export class TaskTagPatch extends TaskTagInput {
  /** Read-only (TASK_TAG_READ_ONLY_FIELDS): the tag as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}
/** POST api/apps/tasks/tag {tag}. */
export class CreateTaskTagDto {
  @IsDefined() @ValidateNested() @Type(() => TaskTagInput) tag!: TaskTagInput;
}
/** PATCH api/apps/tasks/tag {id, tag}. */
export class UpdateTaskTagDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => TaskTagPatch) tag!: TaskTagPatch;
}

/** GET api/apps/tasks/search ?query=: null for an empty or missing query. */
export class TaskSearchQueryDto {
  @IsOptional() @IsString() @MaxLength(200) query?: string;
}

export class TaskRef {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  /**
   * Read-only here (TASK_ORDER_READ_ONLY_FIELDS): a client may send the tasks as answered, in their new order; this
   * call only moves them, so their other fields must be as stored.
   */
  @Allow() type?: unknown;
  @Allow() title?: unknown;
  @Allow() notes?: unknown;
  @Allow() completed?: unknown;
  @Allow() dueDate?: unknown;
  @Allow() priority?: unknown;
  @Allow() tags?: unknown;
  @Allow() assignedTo?: unknown;
  @Allow() subTasks?: unknown;
  @Allow() order?: unknown;
}
/**
 * PATCH api/apps/tasks/order {tasks}: tasks in their new order. Tasks not named keep their relative order after
 * the named ones.
 */
export class UpdateTasksOrderDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(5000) @ValidateNested({ each: true }) @Type(() => TaskRef) tasks!: TaskRef[];
}

/** POST api/apps/tasks/task {type}: a new empty task or section, placed first. */
export class CreateTaskDto {
  @IsIn(TASK_TYPES) type!: TaskType;
}

export class SubTaskInput {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) id?: string;
  @IsString() @MaxLength(500) title!: string;
  @IsOptionalNonNull() @IsBoolean() completed?: boolean;
}
export class TaskPatch {
  @IsOptionalNonNull() @IsIn(TASK_TYPES) type?: TaskType;
  @IsOptionalNonNull() @IsString() @MaxLength(500) title?: string;
  @IsOptionalNullable() @IsString() @MaxLength(20_000) notes?: string | null;
  @IsOptionalNonNull() @IsBoolean() completed?: boolean;
  @IsOptionalNullable() @IsISO8601() dueDate?: string | null;
  @IsOptionalNonNull() @IsInt() @Min(TASK_PRIORITY_MIN) @Max(TASK_PRIORITY_MAX) priority?: TaskPriority;
  /** Tag ids (replaces the list). */
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) tags?: string[];
  @IsOptionalNullable() @IsString() @IsNotEmpty() @MaxLength(100) assignedTo?: string | null;
  /** Replaces the list; items without id get a new one. */
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true }) @Type(() => SubTaskInput) subTasks?: SubTaskInput[];
  /**
   * Read-only (TASK_READ_ONLY_FIELDS): the task as answered may be sent back; these must then equal the stored values
   * (else 400 naming the field). The order changes through PATCH order.
   */
  @Allow() id?: unknown;
  @Allow() order?: unknown;
}
/** PATCH api/apps/tasks/task {id, task}. */
export class UpdateTaskDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => TaskPatch) task!: TaskPatch;
}
