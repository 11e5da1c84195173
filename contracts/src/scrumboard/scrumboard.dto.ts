import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsISO8601, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';
import type { IdOrRef } from '../platform/id-refs';
import { IsIdsOrRefs } from '../platform/id-refs.dto';

const MAX_POSITION = 2 ** 50;

/** ?boardId= of GET board/labels. */
export class BoardIdQueryDto {
  @IsString() @IsNotEmpty() @MaxLength(100) boardId!: string;
}

export class ScrumListInput {
  @IsString() @IsNotEmpty() @MaxLength(100) boardId!: string;
  @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  /** Omitted: the list goes last (largest position + 65536). */
  @IsOptionalNonNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_POSITION) position?: number;
}
/** POST board/list {list}. */
export class CreateScrumListDto {
  @IsDefined() @ValidateNested() @Type(() => ScrumListInput) list!: ScrumListInput;
}
export class ScrumListPatch {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) title?: string;
  @IsOptionalNonNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_POSITION) position?: number;
  /**
   * Read-only (SCRUM_LIST_READ_ONLY_FIELDS): the list as answered may be sent back (from GET board, with its cards);
   * another board, or cards other than the list's as they stand, are refused.
   */
  @Allow() boardId?: unknown;
  @Allow() cards?: unknown;
}
/** PATCH board/list {list}. */
export class UpdateScrumListDto {
  @IsDefined() @ValidateNested() @Type(() => ScrumListPatch) list!: ScrumListPatch;
}
/**
 * PATCH board/lists {lists}: lists of one board. Items with a position take it; when no item has a position the
 * array order is the new order (positions 65536, 131072, ...).
 */
export class UpdateScrumListsDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => ScrumListPatch)
  lists!: ScrumListPatch[];
}

export class ScrumCardInput {
  @IsString() @IsNotEmpty() @MaxLength(100) boardId!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) listId!: string;
  @IsString() @IsNotEmpty() @MaxLength(500) title!: string;
  @IsOptionalNullable() @IsString() @MaxLength(20_000) description?: string | null;
  /** Label ids of the board. */
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) labels?: string[];
  @IsOptionalNullable() @IsISO8601() dueDate?: string | null;
  /** Omitted: the card goes last in its list (largest position + 65536). */
  @IsOptionalNonNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_POSITION) position?: number;
}
/** PUT board/card {card}: creates a card. */
export class CreateScrumCardDto {
  @IsDefined() @ValidateNested() @Type(() => ScrumCardInput) card!: ScrumCardInput;
}
export class ScrumCardPatch {
  /** Moves the card to another list of the same board. */
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) listId?: string;
  @IsOptionalNonNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_POSITION) position?: number;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(500) title?: string;
  @IsOptionalNullable() @IsString() @MaxLength(20_000) description?: string | null;
  /** Label ids of the board, or the label objects as answered ({id, boardId, title}: the id counts). */
  @IsOptionalNonNull() @IsIdsOrRefs(['boardId', 'title'], 50) labels?: IdOrRef[];
  @IsOptionalNullable() @IsISO8601() dueDate?: string | null;
  /** Read-only (SCRUM_CARD_READ_ONLY_FIELDS): the card as answered may be sent back; another value is refused. */
  @Allow() id?: unknown;
  @Allow() boardId?: unknown;
}
/** PATCH board/card {id, card}. */
export class UpdateScrumCardDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ScrumCardPatch) card!: ScrumCardPatch;
}
export class ScrumCardBulkPatch extends ScrumCardPatch {
  @IsString() @IsNotEmpty() @MaxLength(100) override id!: string;
}
/** PATCH board/cards {cards}: partial updates of several cards of one board. */
export class UpdateScrumCardsDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @ValidateNested({ each: true }) @Type(() => ScrumCardBulkPatch)
  cards!: ScrumCardBulkPatch[];
}
export class ScrumCardPosition {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) listId?: string;
  @IsOptionalNonNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) @Max(MAX_POSITION) position?: number;
  /**
   * Read-only here (SCRUM_CARD_POSITION_READ_ONLY_FIELDS): a client may send the cards as answered; this call only
   * moves them, so their other fields must be as stored (labels as ids or as the label objects).
   */
  @Allow() boardId?: unknown;
  @Allow() title?: unknown;
  @Allow() description?: unknown;
  @Allow() labels?: unknown;
  @Allow() dueDate?: unknown;
}
/**
 * PATCH board/card/positions {cards}: cards of one board with their list and position. When no item has a
 * position, the array order is the new order within each list (65536, 131072, ... per list).
 */
export class UpdateScrumCardPositionsDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(1000) @ValidateNested({ each: true }) @Type(() => ScrumCardPosition)
  cards!: ScrumCardPosition[];
}

export class ScrumLabelInput {
  @IsString() @IsNotEmpty() @MaxLength(100) boardId!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) title!: string;
}
/** PUT board/label {label}. */
export class CreateScrumLabelDto {
  @IsDefined() @ValidateNested() @Type(() => ScrumLabelInput) label!: ScrumLabelInput;
}
export class ScrumLabelPatch {
  @IsString() @IsNotEmpty() @MaxLength(100) title!: string;
  /** Read-only (SCRUM_LABEL_READ_ONLY_FIELDS): the label as answered may be sent back; another value is refused. */
  @Allow() id?: unknown;
  @Allow() boardId?: unknown;
}
/** PATCH board/label {id, label}. */
export class UpdateScrumLabelDto {
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
  @IsDefined() @ValidateNested() @Type(() => ScrumLabelPatch) label!: ScrumLabelPatch;
}
