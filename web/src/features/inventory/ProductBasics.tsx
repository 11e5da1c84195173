import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import type { InventoryTag } from '@cis/contracts';
import type { ProductForm } from './inventory.logic';
import { isTextList } from '../../lib/guards';

type Named = Array<{ id: string; name: string }> | null;

/** The editor's first section: name, description, category, brand, vendor, SKU, barcode, active, tags. */
export function ProductBasics({ form, edit, categories, brands, vendors, tags, newTag, onNewTagTyped, onAddTag, onManageTags }: {
  form: ProductForm;
  edit: (changes: Partial<ProductForm>) => void;
  categories: Named;
  brands: Named;
  vendors: Named;
  tags: InventoryTag[] | null;
  newTag: string;
  onNewTagTyped: (text: string) => void;
  onAddTag: () => void;
  onManageTags: () => void;
}) {
  const { t } = useTranslation();
  const options = (list: Named) => (list ?? []).map((x) => ({ label: x.name, value: x.id }));
  return (
    <section className="card inv-section">
      <h2>{t('inventory.basics')}</h2>
      <div className="inv-field">
        <label htmlFor="inv-name">{t('inventory.name')} *</label>
        <InputText id="inv-name" value={form.name} onChange={(e) => edit({ name: e.target.value })} invalid={!form.name.trim()} />
      </div>
      <div className="inv-field">
        <label htmlFor="inv-description">{t('inventory.description')}</label>
        <InputTextarea id="inv-description" value={form.description} rows={4} autoResize onChange={(e) => edit({ description: e.target.value })} />
      </div>
      <div className="inv-grid">
        <div className="inv-field">
          <label htmlFor="inv-category">{t('inventory.category')}</label>
          <Dropdown inputId="inv-category" value={form.category} options={options(categories)} onChange={(e) => edit({ category: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
        </div>
        <div className="inv-field">
          <label htmlFor="inv-brand">{t('inventory.brand')}</label>
          <Dropdown inputId="inv-brand" value={form.brand} options={options(brands)} onChange={(e) => edit({ brand: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
        </div>
        <div className="inv-field">
          <label htmlFor="inv-vendor">{t('inventory.vendor')}</label>
          <Dropdown inputId="inv-vendor" value={form.vendor} options={options(vendors)} onChange={(e) => edit({ vendor: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
        </div>
      </div>
      <div className="inv-grid">
        <div className="inv-field">
          <label htmlFor="inv-sku">{t('inventory.sku')}</label>
          <InputText id="inv-sku" value={form.sku} onChange={(e) => edit({ sku: e.target.value })} />
        </div>
        <div className="inv-field">
          <label htmlFor="inv-barcode">{t('inventory.barcode')}</label>
          <InputText id="inv-barcode" value={form.barcode} onChange={(e) => edit({ barcode: e.target.value })} />
        </div>
        <div className="inv-field inv-switch">
          <label htmlFor="inv-active">{t('inventory.active')}</label>
          <InputSwitch inputId="inv-active" checked={form.active} onChange={(e) => edit({ active: !!e.value })} data-testid="product-active" />
        </div>
      </div>
      <div className="inv-field">
        <label htmlFor="inv-tags">{t('inventory.tags')}</label>
        <MultiSelect
          inputId="inv-tags"
          value={form.tags}
          options={(tags ?? []).map((tag) => ({ label: tag.title, value: tag.id }))}
          onChange={(e) => edit({ tags: isTextList(e.value) ? e.value : [] })}
          display="chip"
          filter
          placeholder={t('inventory.pickTags')}
        />
        <div className="inv-inline">
          <InputText value={newTag} onChange={(e) => onNewTagTyped(e.target.value)} placeholder={t('inventory.newTag')} aria-label={t('inventory.newTag')} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); onAddTag(); } }} />
          <Button type="button" icon="pi pi-plus" label={t('inventory.createTag')} outlined size="small" onClick={onAddTag} disabled={!newTag.trim()} />
          <Button type="button" icon="pi pi-tags" label={t('inventory.manageTags')} text size="small" onClick={onManageTags} data-testid="product-manage-tags" />
        </div>
      </div>
    </section>
  );
}
