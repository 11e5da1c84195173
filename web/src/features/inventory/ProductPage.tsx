import { useEffect, useReducer } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { InventoryEvents, isEventOf, type EventOfType, type InventoryEvent } from '@cis/contracts';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../stores/alerts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useLiveData } from '../../lib/live-data';
import { usePush } from '../../lib/live';
import { inventoryApi } from './inventory.api';
import { productChanges, validateNewImage, validateProduct, type ProductForm } from './inventory.logic';
import { INITIAL_PRODUCT_EDITOR, isDirty, productEditorReducer, typedImage, withKnownTags } from './product-editor.reducer';
import { InventoryTagManager } from './InventoryTagManager';
import { ProductBasics } from './ProductBasics';
import { ProductImages } from './ProductImages';
import { ProductPricing } from './ProductPricing';
import './inventory.css';

/** The product editor: the form keeps the user's draft; pushes from others refresh it only while it is unchanged. */
const isProductDeleted = isEventOf<EventOfType<InventoryEvent, typeof InventoryEvents.productDeleted>>([InventoryEvents.productDeleted]);

export default function ProductPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useLiveData(() => inventoryApi.product(id), [id], [InventoryEvents.productUpdated, InventoryEvents.tagDeleted]);
  const categories = useLiveData(() => inventoryApi.categories(), [], [InventoryEvents.categoryAdded]);
  const brands = useLiveData(() => inventoryApi.brands(), [], [InventoryEvents.brandAdded]);
  const vendors = useLiveData(() => inventoryApi.vendors(), [], [InventoryEvents.vendorAdded]);
  const tags = useLiveData(() => inventoryApi.tags(), [], [InventoryEvents.tagCreated, InventoryEvents.tagUpdated, InventoryEvents.tagDeleted]);
  const [state, dispatch] = useReducer(productEditorReducer, INITIAL_PRODUCT_EDITOR);
  const { form, base } = state;
  const dirty = isDirty(state);

  // Take the server's product when first loaded, and when another user changes it while this form is unchanged.
  useEffect(() => {
    if (product.data) dispatch({ type: 'loaded', product: product.data });
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

  const edit = (changes: Partial<ProductForm>) => dispatch({ type: 'edited', changes });

  /** A new blank product, opened in this editor (after "save and add new"). */
  const addNew = async () => {
    dispatch({ type: 'creating', on: true });
    try {
      const created = await inventoryApi.create();
      navigate(`/apps/ecommerce/inventory/${created.id}`);
    } catch {
      // alert shown by the shell
    } finally {
      dispatch({ type: 'creating', on: false });
    }
  };

  const save = async (andNew = false) => {
    const invalid = validateProduct(form);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('inventory.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    const changes = productChanges(base, withKnownTags(form, tags.data));
    if (Object.keys(changes).length === 0) {
      if (andNew) await addNew();
      return;
    }
    dispatch({ type: 'saving', on: true });
    try {
      dispatch({ type: 'saved', product: await inventoryApi.update(base.id, changes) });
      alertRaised({ type: 'success', message: t('inventory.saved') });
      if (andNew) await addNew();
    } catch {
      // The shell shows the alert; the draft stays.
    } finally {
      dispatch({ type: 'saving', on: false });
    }
  };

  const addTag = async () => {
    const title = state.newTag.trim();
    if (!title) return;
    try {
      const tag = await inventoryApi.createTag(title);
      tags.setData((list) => [...(list ?? []), tag]);
      dispatch({ type: 'tagCreated', id: tag.id });
    } catch {
      // alert shown by the shell
    }
  };

  const typed = typedImage(state);
  const addImage = () => {
    const invalid = validateNewImage(typed.path, form.images);
    if (invalid.length > 0) {
      alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('inventory.invalid'), fields: invalid });
      return;
    }
    invalidFieldsDismissed();
    dispatch({ type: 'imageAdded', path: typed.path });
  };

  return (
    <PageFrame
      icon="pi pi-shopping-bag"
      subtitle={base.name}
      actions={
        <div className="inv-actions">
          <Button icon="pi pi-arrow-left" label={t('inventory.backToList')} text onClick={() => navigate('/apps/ecommerce/inventory')} />
          <Button icon="pi pi-trash" label={t('inventory.delete')} severity="danger" outlined onClick={() => dispatch({ type: 'confirming', on: true })} />
          <Button icon="pi pi-plus" label={t('inventory.saveAndNew')} outlined onClick={() => void save(true)} loading={state.creating} disabled={state.saving} data-shortcut="save-and-add-new" data-testid="product-save-and-new" />
          <Button icon="pi pi-check" label={t('inventory.save')} onClick={() => void save()} loading={state.saving} disabled={!dirty} data-shortcut="save" data-testid="product-save" />
        </div>
      }
    >
      <ConfirmDialog
        visible={state.confirming}
        onHide={() => dispatch({ type: 'confirming', on: false })}
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
        <ProductBasics
          form={form}
          edit={edit}
          categories={categories.data}
          brands={brands.data}
          vendors={vendors.data}
          tags={tags.data}
          newTag={state.newTag}
          onNewTagTyped={(text) => dispatch({ type: 'newTagTyped', text })}
          onAddTag={() => void addTag()}
          onManageTags={() => dispatch({ type: 'managingTags', on: true })}
        />
        <ProductPricing form={form} edit={edit} />
        <ProductImages
          images={form.images}
          thumbnail={form.thumbnail}
          newImage={state.newImage}
          typed={typed}
          previewFailed={state.previewFailed}
          onCover={(path) => dispatch({ type: 'coverChosen', path })}
          onRemove={(path) => dispatch({ type: 'imageRemoved', path })}
          onNewImageTyped={(text) => dispatch({ type: 'newImageTyped', text })}
          onAdd={addImage}
          onPreviewFailed={(path) => dispatch({ type: 'previewFailed', path })}
        />
      </form>
      {state.managingTags && <InventoryTagManager tags={tags.data ?? []} onClose={() => dispatch({ type: 'managingTags', on: false })} onChanged={() => tags.reload()} />}
    </PageFrame>
  );
}
