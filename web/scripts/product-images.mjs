#!/usr/bin/env node
/**
 * Draws the pictures of the seeded inventory (fixtures/src/inventory): for every watch a front view (dial, case,
 * strap) and its case back, as small SVG files under web/public/assets/images/apps/ecommerce/products/, at the
 * paths the fixtures reference (productImagePaths). Everything is derived from the product itself (brand, model,
 * size, finish, movement, strap, water resistance), so the same fixtures always give the same files.
 *
 *   npm run build -w contracts && npm run build -w fixtures && node web/scripts/product-images.mjs
 *
 * The files are committed; fixtures/src/inventory/inventory.images.spec.ts checks that each one exists and matches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const fixtures = require(join(here, '../../fixtures/dist/index.js'));
const { drawProductImages } = require(join(here, '../../fixtures/dist/inventory/inventory.images.js'));

const publicDir = join(here, '../public');
let written = 0;
for (const product of fixtures.INVENTORY_PRODUCTS) {
  for (const [path, svg] of Object.entries(drawProductImages(product, fixtures))) {
    const file = join(publicDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    written += 1;
  }
}
console.log(`wrote ${written} product pictures under ${join(publicDir, 'assets/images/apps/ecommerce/products')}`);
