import { Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString,
  Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import {
  PRODUCTS_MAX_PAGE_SIZE, PRODUCT_SORT_KEYS, SORT_ORDERS, type ProductSortKey, type SortOrder,
} from './inventory';
import { ASSET_PATH_PATTERN, ID_MAX_LENGTH, IsOptionalNonNull, IsOptionalNullable } from '../platform/dto-helpers';

/** GET api/apps/ecommerce/inventory/products query. */
export class ProductsQueryDto {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsIn(PRODUCT_SORT_KEYS, { message: `sort must be one of ${PRODUCT_SORT_KEYS.join(', ')}` })
  sort?: ProductSortKey;
  @IsOptional() @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' }) order?: SortOrder;
  /** Zero-based page index. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(1_000_000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(PRODUCTS_MAX_PAGE_SIZE) size?: number;
}

const money = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };

/** PATCH api/apps/ecommerce/inventory/product body `product`: the changed fields. */
export class InventoryProductPatch {
  @IsOptionalNullable() @IsString() @MaxLength(ID_MAX_LENGTH) category?: string | null;
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(200) name?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(5000) description?: string;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(50) @ArrayUnique() @IsString({ each: true })
  @MaxLength(ID_MAX_LENGTH, { each: true })
  tags?: string[];
  @IsOptionalNonNull() @IsString() @MaxLength(100) sku?: string;
  @IsOptionalNonNull() @IsString() @MaxLength(100) barcode?: string;
  @IsOptionalNullable() @IsString() @MaxLength(ID_MAX_LENGTH) brand?: string | null;
  @IsOptionalNullable() @IsString() @MaxLength(ID_MAX_LENGTH) vendor?: string | null;
  @IsOptionalNullable() @IsInt() @Min(0) @Max(1_000_000_000) stock?: number | null;
  @IsOptionalNullable() @IsInt() @Min(0) @Max(1_000_000_000) reserved?: number | null;
  @IsOptionalNullable() @IsNumber(money) @Min(0) @Max(1_000_000_000) cost?: number | null;
  @IsOptionalNullable() @IsNumber(money) @Min(0) @Max(1_000_000_000) basePrice?: number | null;
  @IsOptionalNullable() @IsNumber(money) @Min(0) @Max(100) taxPercent?: number | null;
  @IsOptionalNullable() @IsNumber(money) @Min(0) @Max(1_000_000_000) price?: number | null;
  @IsOptionalNullable() @IsNumber({ maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false }) @Min(0) @Max(1_000_000)
  weight?: number | null;
  @IsOptionalNullable() @IsString() @MaxLength(500) @Matches(ASSET_PATH_PATTERN, { message: 'thumbnail must be an image path' })
  thumbnail?: string | null;
  @IsOptionalNonNull() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(500, { each: true })
  @Matches(ASSET_PATH_PATTERN, { each: true, message: 'images must be image paths' })
  images?: string[];
  @IsOptionalNonNull() @IsBoolean() active?: boolean;
  /** Read-only (INVENTORY_READ_ONLY_FIELDS): the product as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}

export class UpdateInventoryProductDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
  @IsDefined() @ValidateNested() @Type(() => InventoryProductPatch) product!: InventoryProductPatch;
}

export class InventoryTagInput {
  @IsString() @IsNotEmpty() @MaxLength(100) title!: string;
}
export class InventoryTagPatch {
  @IsOptionalNonNull() @IsString() @IsNotEmpty() @MaxLength(100) title?: string;
  /** Read-only: the tag as answered may be sent back; another id is refused. */
  @Allow() id?: unknown;
}
export class CreateInventoryTagDto {
  @IsDefined() @ValidateNested() @Type(() => InventoryTagInput) tag!: InventoryTagInput;
}
export class UpdateInventoryTagDto {
  @IsString() @IsNotEmpty() @MaxLength(ID_MAX_LENGTH) id!: string;
  @IsDefined() @ValidateNested() @Type(() => InventoryTagPatch) tag!: InventoryTagPatch;
}
