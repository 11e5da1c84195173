import {
  InventoryRoutes, type InventoryBrand, type InventoryCategory, type InventoryProduct, type InventoryProductChanges,
  type InventoryProductsPage, type InventoryTag, type InventoryVendor, type ProductsQuery,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export const inventoryApi = {
  products: (query: Required<ProductsQuery>) =>
    http.get<InventoryProductsPage>(withQuery(InventoryRoutes.products, { ...query, search: query.search || undefined })),
  product: (id: string) => http.get<InventoryProduct>(withQuery(InventoryRoutes.product, { id })),
  create: () => http.post<InventoryProduct>(InventoryRoutes.product),
  update: (id: string, product: InventoryProductChanges) => http.patch<InventoryProduct>(InventoryRoutes.product, { id, product }),
  remove: (id: string) => http.delete<boolean>(withQuery(InventoryRoutes.product, { id })),
  categories: () => http.get<InventoryCategory[]>(InventoryRoutes.categories),
  brands: () => http.get<InventoryBrand[]>(InventoryRoutes.brands),
  vendors: () => http.get<InventoryVendor[]>(InventoryRoutes.vendors),
  tags: () => http.get<InventoryTag[]>(InventoryRoutes.tags),
  createTag: (title: string) => http.post<InventoryTag>(InventoryRoutes.tag, { tag: { title } }),
  renameTag: (id: string, title: string) => http.patch<InventoryTag>(InventoryRoutes.tag, { id, tag: { title } }),
  /** The BFF also removes the tag from every product. */
  deleteTag: (id: string) => http.delete<boolean>(withQuery(InventoryRoutes.tag, { id })),
};
