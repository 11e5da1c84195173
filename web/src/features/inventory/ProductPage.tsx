import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { ProgressSpinner } from 'primereact/progressspinner';
import { InventoryEvents, isEventOf, type EventOfType, type InventoryEvent, type InventoryProduct } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { usePush } from '../../lib/live';
import { formatMoney, numberLocale } from '../../lib/format';
import { inventoryApi } from './inventory.api';
import { computedPrice, IMAGE_PATH, imageSrc, productChanges, toProductForm, validateNewImage, validateProduct, type ProductForm } from './inventory.logic';
import { InventoryTagManager } from './InventoryTagManager';
import { ProductImage } from './ProductImage';
import './inventory.css';

/** The product editor: the form keeps the user's draft; pushes from others refresh it only while it is unchanged. */
const isProductDeleted = isEventOf<EventOfType<InventoryEvent, typeof InventoryEvents.productDeleted>>([InventoryEvents.productDeleted]);

export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useLiveData(() => inventoryApi.product(id), [id], [InventoryEvents.productUpdated, InventoryEvents.tagDeleted]);
  const categories = useLiveData(() => inventoryApi.categories(), [], [InventoryEvents.categoryAdded]);
  const brands = useLiveData(() => inventoryApi.brands(), [], [InventoryEvents.brandAdded]);
  const vendors = useLiveData(() => inventoryApi.vendors(), [], [InventoryEvents.vendorAdded]);
  const tags = useLiveData(() => inventoryApi.tags(), [], [InventoryEvents.tagCreated, InventoryEvents.tagUpdated, InventoryEvents.tagDeleted]);
  const [form, setForm] = useState<ProductForm | null>(null);
  const [base, setBase] = useState<InventoryProduct | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newTag, setNewTag] = useState('');
  const [newImage, setNewImage] = useState('');
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const [managingTags, setManagingTags] = useState(false);
  const [creating, setCreating] = useState(false);

  const dirty = !!(form && base && Object.keys(productChanges(base, form)).length > 0);

  // Take the server's product when first loaded, and when another user changes it while this form is unchanged.
  useEffect(() => {
    const fresh = product.data;
    if (!fresh) return;
    if (!base || !dirty) {
      setBase(fresh);
      setForm(toProductForm(fresh));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.data]);

  usePush([InventoryEvents.productDeleted], (event) => {
    if (isProductDeleted(event) && event.data.id === id) navigate('/apps/ecommerce/inventory', { replace: true });
  });

  if (product.loading || !form || !base) {
    return (
      <PageFrame icon="pi pi-shopping-bag">
        <div className="card inv-state">
          {product.failed ? (
            <>
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <p>{t('inventory.notFound')}</p>
              <Link to="/apps/ecommerce/inventory">{t('inventory.backToList')}</Link>
            </>
          ) : (
            <ProgressSpinner style={{ width: 40, height: 40 }} aria-label={t('inventory.loading')} />
          )}
        </div>
      </PageFrame>
    );
  }

  const patch = (changes: Partial<ProductForm>) => setForm((f) => (f ? { ...f, ...changes } : f));
  const price = computedPrice(form);
  const numberField = (key: keyof ProductForm, opts: { money?: boolean; suffix?: string; fraction?: number; label: string }) => (
    <div className="inv-field">
      <label htmlFor={`inv-${key}`}>{opts.label}</label>
      <InputNumber
        inputId={`inv-${key}`}
        value={form[key] as number | null}
        onValueChange={(e) => patch({ [key]: e.value ?? null } as Partial<ProductForm>)}
        locale={numberLocale(lang)}
        mode={opts.money ? 'currency' : 'decimal'}
        currency="USD"
        suffix={opts.suffix}
        minFractionDigits={opts.money ? 2 : 0}
        maxFractionDigits={opts.money ? 2 : opts.fraction ?? 0}
        min={0}
      />
    </div>
  );

  /** A new blank product, opened in this editor (after "save and add new"). */
  const addNew = async () => {
    setCreating(true);
    try {
      const created = await inventoryApi.create();
      navigate(`/apps/ecommerce/inventory/${created.id}`);
    } catch {
      // alert shown by the shell
    } finally {
      setCreating(false);
    }
  };

  const save = async (andNew = false) => {
    const invalid = validateProduct(form);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('inventory.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    // A tag deleted by someone while this form was open is dropped rather than refused by the server.
    const known = new Set((tags.data ?? []).map((tag) => tag.id));
    const changes = productChanges(base, tags.data ? { ...form, tags: form.tags.filter((id) => known.has(id)) } : form);
    if (Object.keys(changes).length === 0) {
      if (andNew) await addNew();
      return;
    }
    setSaving(true);
    try {
      const saved = await inventoryApi.update(base.id, changes);
      setBase(saved);
      setForm(toProductForm(saved));
      alertRaised({ type: 'success', message: t('inventory.saved') });
      if (andNew) await addNew();
    } catch {
      // The shell shows the alert; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  const addTag = async () => {
    const title = newTag.trim();
    if (!title) return;
    try {
      const tag = await inventoryApi.createTag(title);
      tags.setData((list) => [...(list ?? []), tag]);
      patch({ tags: [...form.tags, tag.id] });
      setNewTag('');
    } catch {
      // alert shown by the shell
    }
  };

  const addImage = () => {
    const path = newImage.trim();
    const invalid = validateNewImage(path, form.images);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('inventory.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    patch({ images: [...form.images, path], thumbnail: form.thumbnail ?? path });
    setNewImage('');
  };
  const typedImage = newImage.trim();
  const previewable = typedImage !== '' && IMAGE_PATH.test(typedImage);

  const options = (list: Array<{ id: string; name: string }> | null) => (list ?? []).map((x) => ({ label: x.name, value: x.id }));

  return (
    <PageFrame
      icon="pi pi-shopping-bag"
      subtitle={base.name}
      actions={
        <div className="inv-actions">
          <Button icon="pi pi-arrow-left" label={t('inventory.backToList')} text onClick={() => navigate('/apps/ecommerce/inventory')} />
          <Button icon="pi pi-trash" label={t('inventory.delete')} severity="danger" outlined onClick={() => setConfirming(true)} />
          <Button icon="pi pi-plus" label={t('inventory.saveAndNew')} outlined onClick={() => void save(true)} loading={creating} disabled={saving} data-shortcut="save-and-add-new" data-testid="product-save-and-new" />
          <Button icon="pi pi-check" label={t('inventory.save')} onClick={() => void save()} loading={saving} disabled={!dirty} data-shortcut="save" data-testid="product-save" />
        </div>
      }
    >
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('inventory.deleteTitle')}
        message={t('inventory.deleteMessage', { name: base.name })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('inventory.delete')}
        rejectLabel={t('inventory.cancel')}
        acceptClassName="p-button-danger"
        accept={async () => {
          try {
            await inventoryApi.remove(base.id);
            navigate('/apps/ecommerce/inventory');
          } catch {
            // alert shown by the shell
          }
        }}
      />
      <form className="inv-editor" data-testid="product-editor" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <section className="card inv-section">
          <h2>{t('inventory.basics')}</h2>
          <div className="inv-field">
            <label htmlFor="inv-name">{t('inventory.name')} *</label>
            <InputText id="inv-name" value={form.name} onChange={(e) => patch({ name: e.target.value })} invalid={!form.name.trim()} />
          </div>
          <div className="inv-field">
            <label htmlFor="inv-description">{t('inventory.description')}</label>
            <InputTextarea id="inv-description" value={form.description} rows={4} autoResize onChange={(e) => patch({ description: e.target.value })} />
          </div>
          <div className="inv-grid">
            <div className="inv-field">
              <label htmlFor="inv-category">{t('inventory.category')}</label>
              <Dropdown inputId="inv-category" value={form.category} options={options(categories.data)} onChange={(e) => patch({ category: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
            </div>
            <div className="inv-field">
              <label htmlFor="inv-brand">{t('inventory.brand')}</label>
              <Dropdown inputId="inv-brand" value={form.brand} options={options(brands.data)} onChange={(e) => patch({ brand: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
            </div>
            <div className="inv-field">
              <label htmlFor="inv-vendor">{t('inventory.vendor')}</label>
              <Dropdown inputId="inv-vendor" value={form.vendor} options={options(vendors.data)} onChange={(e) => patch({ vendor: e.value ?? null })} showClear placeholder={t('inventory.choose')} />
            </div>
          </div>
          <div className="inv-grid">
            <div className="inv-field">
              <label htmlFor="inv-sku">{t('inventory.sku')}</label>
              <InputText id="inv-sku" value={form.sku} onChange={(e) => patch({ sku: e.target.value })} />
            </div>
            <div className="inv-field">
              <label htmlFor="inv-barcode">{t('inventory.barcode')}</label>
              <InputText id="inv-barcode" value={form.barcode} onChange={(e) => patch({ barcode: e.target.value })} />
            </div>
            <div className="inv-field inv-switch">
              <label htmlFor="inv-active">{t('inventory.active')}</label>
              <InputSwitch inputId="inv-active" checked={form.active} onChange={(e) => patch({ active: !!e.value })} data-testid="product-active" />
            </div>
          </div>
          <div className="inv-field">
            <label htmlFor="inv-tags">{t('inventory.tags')}</label>
            <MultiSelect
              inputId="inv-tags"
              value={form.tags}
              options={(tags.data ?? []).map((tag) => ({ label: tag.title, value: tag.id }))}
              onChange={(e) => patch({ tags: e.value as string[] })}
              display="chip"
              filter
              placeholder={t('inventory.pickTags')}
            />
            <div className="inv-inline">
              <InputText value={newTag} onChange={(e) => setNewTag(e.target.value)} placeholder={t('inventory.newTag')} aria-label={t('inventory.newTag')} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void addTag(); } }} />
              <Button type="button" icon="pi pi-plus" label={t('inventory.createTag')} outlined size="small" onClick={addTag} disabled={!newTag.trim()} />
              <Button type="button" icon="pi pi-tags" label={t('inventory.manageTags')} text size="small" onClick={() => setManagingTags(true)} data-testid="product-manage-tags" />
            </div>
          </div>
        </section>

        <section className="card inv-section">
          <h2>{t('inventory.pricing')}</h2>
          <div className="inv-grid">
            {numberField('cost', { money: true, label: t('inventory.cost') })}
            {numberField('basePrice', { money: true, label: t('inventory.basePrice') })}
            {numberField('taxPercent', { suffix: ' %', fraction: 2, label: t('inventory.taxPercent') })}
          </div>
          <p className="inv-price" data-testid="product-price">
            {t('inventory.price')}: <strong>{price === null ? t('inventory.priceUnknown') : formatMoney(price, lang)}</strong>
            <span className="muted"> {t('inventory.priceHint')}</span>
          </p>
          <h2>{t('inventory.stockTitle')}</h2>
          <div className="inv-grid">
            {numberField('stock', { label: t('inventory.stock') })}
            {numberField('reserved', { label: t('inventory.reserved') })}
            {numberField('weight', { fraction: 3, suffix: ' kg', label: t('inventory.weight') })}
          </div>
        </section>

        <section className="card inv-section inv-images" aria-labelledby="inv-images-title">
          <h2 id="inv-images-title">{t('inventory.images')}</h2>
          <p className="muted inv-hint">{form.images.length === 0 ? t('inventory.noImages') : t('inventory.coverHint')}</p>
          <ul className="inv-gallery" data-testid="product-gallery">
            {form.images.map((src) => {
              const cover = src === form.thumbnail;
              return (
                <li key={src} className={cover ? 'inv-cover' : ''} data-testid="product-image">
                  <button
                    type="button"
                    className="inv-image-button"
                    onClick={() => patch({ thumbnail: src })}
                    aria-pressed={cover}
                    title={cover ? t('inventory.isCover') : t('inventory.makeCover')}
                    aria-label={`${cover ? t('inventory.isCover') : t('inventory.makeCover')}: ${src}`}
                  >
                    <ProductImage src={imageSrc(src)} alt="" />
                    {cover && <span className="inv-cover-badge" data-testid="product-cover-badge"><i className="pi pi-star-fill" aria-hidden="true" /> {t('inventory.cover')}</span>}
                  </button>
                  <span className="inv-path" title={src}>{src}</span>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    size="small"
                    label={t('inventory.remove')}
                    aria-label={`${t('inventory.removeImage')}: ${src}`}
                    onClick={() => {
                      const images = form.images.filter((x) => x !== src);
                      patch({ images, thumbnail: form.thumbnail === src ? images[0] ?? null : form.thumbnail });
                    }}
                    data-testid="product-image-remove"
                  />
                </li>
              );
            })}
          </ul>
          <div className="inv-field inv-new-image">
            <label htmlFor="inv-new-image">{t('inventory.imagePath')}</label>
            <div className="inv-inline">
              <InputText
                id="inv-new-image"
                value={newImage}
                onChange={(e) => setNewImage(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addImage(); } }}
                placeholder={t('inventory.imagePathPlaceholder')}
                aria-describedby="inv-new-image-hint"
                invalid={typedImage !== '' && !previewable}
                className="inv-grow"
                data-testid="product-new-image"
              />
              <Button type="button" icon="pi pi-plus" label={t('inventory.addImage')} outlined size="small" onClick={addImage} disabled={!typedImage} data-testid="product-add-image" />
            </div>
            <small id="inv-new-image-hint" className="muted">{t('inventory.imagePathHint')}</small>
            {previewable && (
              <div className="inv-preview" data-testid="product-image-preview">
                <ProductImage key={typedImage} src={imageSrc(typedImage)} alt="" small onFailed={() => setPreviewFailed(typedImage)} />
                {previewFailed === typedImage
                  ? <span className="inv-warn" data-testid="product-image-preview-failed"><i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('inventory.previewFailed')}</span>
                  : <span className="muted">{t('inventory.preview')}</span>}
              </div>
            )}
          </div>
        </section>
      </form>
      {managingTags && <InventoryTagManager tags={tags.data ?? []} onClose={() => setManagingTags(false)} onChanged={() => tags.reload()} />}
    </PageFrame>
  );
}
