import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  InventoryBrand, InventoryCategory, InventoryProduct, InventoryProductsPage, InventoryTag, InventoryVendor,
} from '@cis/contracts';
import type { InventoryProductPatch, InventoryTagInput, InventoryTagPatch, ProductsQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { InventoryDecider, blankProduct, inventoryTagStream, productStream, type ProductState } from './inventory.decider';
import { InventoryCollections } from './inventory.projection';
import { pageProducts } from './inventory.query';

const ids = async (rm: ReadModelReader, tenant: string, collection: string): Promise<Set<string>> =>
  new Set((await rm.list<{ id: string }>(tenant, collection)).map((doc) => doc.id));

@Injectable()
export class InventoryService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  categories(user: AuthUser): Promise<InventoryCategory[]> {
    return this.rm.list(user.tenant, InventoryCollections.categories);
  }

  brands(user: AuthUser): Promise<InventoryBrand[]> {
    return this.rm.list(user.tenant, InventoryCollections.brands);
  }

  vendors(user: AuthUser): Promise<InventoryVendor[]> {
    return this.rm.list(user.tenant, InventoryCollections.vendors);
  }

  /** Newest first. */
  async tags(user: AuthUser): Promise<InventoryTag[]> {
    return (await this.rm.list<InventoryTag>(user.tenant, InventoryCollections.tags)).reverse();
  }

  async products(user: AuthUser, query: ProductsQueryDto): Promise<InventoryProductsPage> {
    const all = (await this.rm.list<InventoryProduct>(user.tenant, InventoryCollections.products)).reverse();
    return pageProducts(all, query);
  }

  async product(user: AuthUser, id: string): Promise<InventoryProduct> {
    const product = await this.rm.get<InventoryProduct>(user.tenant, InventoryCollections.products, id);
    if (!product) throw new NotFoundException();
    return product;
  }

  async createProduct(user: AuthUser): Promise<InventoryProduct> {
    const product = blankProduct(newId());
    await this.commands.execute({ stream: productStream(product.id), actor: user, decide: () => InventoryDecider.createProduct(product) });
    return this.product(user, product.id);
  }

  async updateProduct(user: AuthUser, id: string, patch: InventoryProductPatch): Promise<InventoryProduct> {
    await this.commands.execute<ProductState>({
      stream: productStream(id),
      actor: user,
      load: async (rm) => ({
        product: await rm.get<InventoryProduct>(user.tenant, InventoryCollections.products, id),
        categoryIds: await ids(rm, user.tenant, InventoryCollections.categories),
        brandIds: await ids(rm, user.tenant, InventoryCollections.brands),
        vendorIds: await ids(rm, user.tenant, InventoryCollections.vendors),
        tagIds: await ids(rm, user.tenant, InventoryCollections.tags),
      }),
      decide: (state) => InventoryDecider.updateProduct(state, id, patch),
    });
    return this.product(user, id);
  }

  async deleteProduct(user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: productStream(id),
      actor: user,
      load: (rm) => rm.get<InventoryProduct>(user.tenant, InventoryCollections.products, id),
      decide: (product) => InventoryDecider.deleteProduct(product, id),
    });
    return true;
  }

  async createTag(user: AuthUser, input: InventoryTagInput): Promise<InventoryTag> {
    const tag: InventoryTag = { id: newId(), title: input.title };
    await this.commands.execute({ stream: inventoryTagStream(tag.id), actor: user, decide: () => InventoryDecider.createTag(tag) });
    return this.tag(user, tag.id);
  }

  async updateTag(user: AuthUser, id: string, patch: InventoryTagPatch): Promise<InventoryTag> {
    await this.commands.execute({
      stream: inventoryTagStream(id),
      actor: user,
      load: (rm) => rm.get<InventoryTag>(user.tenant, InventoryCollections.tags, id),
      decide: (tag) => InventoryDecider.updateTag(tag, id, patch),
    });
    return this.tag(user, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: inventoryTagStream(id),
      actor: user,
      load: (rm) => rm.get<InventoryTag>(user.tenant, InventoryCollections.tags, id),
      decide: (tag) => InventoryDecider.deleteTag(tag, id),
    });
    return true;
  }

  private async tag(user: AuthUser, id: string): Promise<InventoryTag> {
    const tag = await this.rm.get<InventoryTag>(user.tenant, InventoryCollections.tags, id);
    if (!tag) throw new NotFoundException();
    return tag;
  }
}
