import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_MAX_PAGE_SIZE, type InventoryTag } from '@cis/contracts';
import { useLiveData } from '../../lib/live-data';
import { TagManagerDialog } from '../../lib/TagManagerDialog';
import { tagUsage } from '../../lib/tags.logic';
import { inventoryApi } from './inventory.api';
import { INVENTORY_TAG_TITLE_MAX } from './inventory.logic';

/**
 * The inventory's tag manager. Products are paged on the server, so the counts of the delete question come from
 * one page of the largest size; beyond that many products the question says "every product" instead of a number.
 */
export function InventoryTagManager({ tags, onClose, onChanged }: { tags: InventoryTag[]; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const all = useLiveData(
    () => inventoryApi.products({ search: '', sort: 'name', order: 'asc', page: 0, size: PRODUCTS_MAX_PAGE_SIZE }),
    [],
    ['inventory.'],
  );
  const complete = !!all.data?.products && all.data.products.length >= all.data.pagination.length;
  const usage = useMemo(() => tagUsage(all.data?.products ?? []), [all.data]);
  return (
    <TagManagerDialog
      header={t('inventory.manageTags')}
      tags={tags}
      items="products"
      usage={(id) => (complete ? usage.get(id) ?? 0 : null)}
      calls={{ create: inventoryApi.createTag, rename: inventoryApi.renameTag, remove: inventoryApi.deleteTag }}
      maxLength={INVENTORY_TAG_TITLE_MAX}
      titleField="inventory.tagTitle"
      onClose={onClose}
      onChanged={() => { onChanged(); all.reload(); }}
    />
  );
}
