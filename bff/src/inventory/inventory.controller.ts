import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  APP_ACCESS, InventoryRoutes, type InventoryBrand, type InventoryCategory, type InventoryProduct, type InventoryProductsPage,
  type InventoryTag, type InventoryVendor,
} from '@cis/contracts';
import {
  CreateInventoryTagDto, IdQueryDto, ProductsQueryDto, UpdateInventoryProductDto, UpdateInventoryTagDto,
} from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CurrentUser, RequireAccess } from '../platform/auth/decorators';
import { NoBodyPipe } from '../platform/http/no-body.pipe';
import { InventoryCommands } from './inventory.commands';
import { InventoryQueries } from './inventory.queries';
import { CachedRead } from '../platform/read-cache/read-cache';

/** Spec 001 section 7, E-commerce inventory (shared by the tenant). No artificial latency. */
@ApiTags('inventory')
@ApiBearerAuth()
@RequireAccess(APP_ACCESS.inventory)
@Controller()
export class InventoryController {
  constructor(private readonly commands: InventoryCommands, private readonly queries: InventoryQueries) {}

  @CachedRead()
  @Get(InventoryRoutes.categories)
  categories(@CurrentUser() user: AuthUser): Promise<InventoryCategory[]> {
    return this.queries.categories(user);
  }

  @CachedRead()
  @Get(InventoryRoutes.brands)
  brands(@CurrentUser() user: AuthUser): Promise<InventoryBrand[]> {
    return this.queries.brands(user);
  }

  @CachedRead()
  @Get(InventoryRoutes.vendors)
  vendors(@CurrentUser() user: AuthUser): Promise<InventoryVendor[]> {
    return this.queries.vendors(user);
  }

  @CachedRead()
  @Get(InventoryRoutes.products)
  products(@CurrentUser() user: AuthUser, @Query() query: ProductsQueryDto): Promise<InventoryProductsPage> {
    return this.queries.products(user, query);
  }

  @CachedRead()
  @Get(InventoryRoutes.product)
  product(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<InventoryProduct> {
    return this.queries.product(user, query.id);
  }

  @Post(InventoryRoutes.product)
  @HttpCode(200)
  createProduct(@CurrentUser() user: AuthUser, @Body(NoBodyPipe) _body: unknown): Promise<InventoryProduct> {
    return this.commands.createProduct(user);
  }

  @Patch(InventoryRoutes.product)
  updateProduct(@CurrentUser() user: AuthUser, @Body() dto: UpdateInventoryProductDto): Promise<InventoryProduct> {
    return this.commands.updateProduct(user, dto.id, dto.product);
  }

  @Delete(InventoryRoutes.product)
  deleteProduct(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.commands.deleteProduct(user, query.id);
  }

  @CachedRead()
  @Get(InventoryRoutes.tags)
  tags(@CurrentUser() user: AuthUser): Promise<InventoryTag[]> {
    return this.queries.tags(user);
  }

  @Post(InventoryRoutes.tag)
  @HttpCode(200)
  createTag(@CurrentUser() user: AuthUser, @Body() dto: CreateInventoryTagDto): Promise<InventoryTag> {
    return this.commands.createTag(user, dto.tag);
  }

  @Patch(InventoryRoutes.tag)
  updateTag(@CurrentUser() user: AuthUser, @Body() dto: UpdateInventoryTagDto): Promise<InventoryTag> {
    return this.commands.updateTag(user, dto.id, dto.tag);
  }

  @Delete(InventoryRoutes.tag)
  deleteTag(@CurrentUser() user: AuthUser, @Query() query: IdQueryDto): Promise<true> {
    return this.commands.deleteTag(user, query.id);
  }
}
