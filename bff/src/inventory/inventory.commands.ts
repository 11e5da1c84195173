import { Injectable } from '@nestjs/common';
import type { InventoryProduct, InventoryTag } from '@cis/contracts';
import type { InventoryProductPatch, InventoryTagInput, InventoryTagPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { newId } from '../platform/ids';
import {
  InventoryTagDecider, ProductDecider, blankProduct, inventoryTagStream, productStream, type InventoryTagCommand, type ProductCommand,
} from './inventory.decider';
import { InventoryCollections as C } from './inventory.projection';
import { InventoryQueries } from './inventory.queries';

const none: ReadonlySet<string> = new Set();

/** The inventory's commands: what a decision needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class InventoryCommands {
  constructor(private readonly commands: CommandService, private readonly queries: InventoryQueries) {}

  async createProduct(user: AuthUser): Promise<InventoryProduct> {
    const product = blankProduct(newId());
    await this.onProduct(user, product.id, { type: 'create', product });
    return this.queries.product(user, product.id);
  }

  /** The references the patch names are looked up (only those), then checked by the decider. */
  async updateProduct(user: AuthUser, id: string, patch: InventoryProductPatch): Promise<InventoryProduct> {
    const idsIf = (named: unknown, collection: string) => (named !== undefined ? this.queries.ids(user, collection) : none);
    const [categoryIds, brandIds, vendorIds, tagIds] = await Promise.all([
      idsIf(patch.category, C.categories), idsIf(patch.brand, C.brands), idsIf(patch.vendor, C.vendors), idsIf(patch.tags, C.tags),
    ]);
    await this.onProduct(user, id, { type: 'update', id, patch, categoryIds, brandIds, vendorIds, tagIds });
    return this.queries.product(user, id);
  }

  async deleteProduct(user: AuthUser, id: string): Promise<true> {
    await this.onProduct(user, id, { type: 'delete', id });
    return true;
  }

  async createTag(user: AuthUser, input: InventoryTagInput): Promise<InventoryTag> {
    const tag: InventoryTag = { id: newId(), title: input.title };
    await this.onTag(user, tag.id, { type: 'create', tag });
    return this.queries.tag(user, tag.id);
  }

  async updateTag(user: AuthUser, id: string, patch: InventoryTagPatch): Promise<InventoryTag> {
    await this.onTag(user, id, { type: 'update', id, patch });
    return this.queries.tag(user, id);
  }

  async deleteTag(user: AuthUser, id: string): Promise<true> {
    await this.onTag(user, id, { type: 'delete', id });
    return true;
  }

  private async onProduct(user: AuthUser, id: string, command: ProductCommand): Promise<void> {
    await this.commands.handle({ decider: ProductDecider, stream: productStream(id), actor: user, command });
  }

  private async onTag(user: AuthUser, id: string, command: InventoryTagCommand): Promise<void> {
    await this.commands.handle({ decider: InventoryTagDecider, stream: inventoryTagStream(id), actor: user, command });
  }
}
