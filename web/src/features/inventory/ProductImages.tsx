import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { imageSrc } from './inventory.logic';
import { ProductImage } from './ProductImage';

/** The gallery: pick the cover, remove a picture, add one by its path (previewed while typed). */
export function ProductImages({ images, thumbnail, newImage, typed, previewFailed, onCover, onRemove, onNewImageTyped, onAdd, onPreviewFailed }: {
  images: string[];
  thumbnail: string | null;
  newImage: string;
  /** The typed path, trimmed, and whether it looks like an image path. */
  typed: { path: string; previewable: boolean };
  previewFailed: string | null;
  onCover: (path: string) => void;
  onRemove: (path: string) => void;
  onNewImageTyped: (text: string) => void;
  onAdd: () => void;
  onPreviewFailed: (path: string) => void;
}) {
  const { t } = useTranslation();
  const typedImage = typed.path;
  return (
    <section className="card inv-section inv-images" aria-labelledby="inv-images-title">
      <h2 id="inv-images-title">{t('inventory.images')}</h2>
      <p className="muted inv-hint">{images.length === 0 ? t('inventory.noImages') : t('inventory.coverHint')}</p>
      <ul className="inv-gallery" data-testid="product-gallery">
        {images.map((src) => {
          const cover = src === thumbnail;
          return (
            <li key={src} className={cover ? 'inv-cover' : ''} data-testid="product-image">
              <button
                type="button"
                className="inv-image-button"
                onClick={() => onCover(src)}
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
                onClick={() => onRemove(src)}
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
            onChange={(e) => onNewImageTyped(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); onAdd(); } }}
            placeholder={t('inventory.imagePathPlaceholder')}
            aria-describedby="inv-new-image-hint"
            invalid={typedImage !== '' && !typed.previewable}
            className="inv-grow"
            data-testid="product-new-image"
          />
          <Button type="button" icon="pi pi-plus" label={t('inventory.addImage')} outlined size="small" onClick={onAdd} disabled={!typedImage} data-testid="product-add-image" />
        </div>
        <small id="inv-new-image-hint" className="muted">{t('inventory.imagePathHint')}</small>
        {typed.previewable && (
          <div className="inv-preview" data-testid="product-image-preview">
            <ProductImage key={typedImage} src={imageSrc(typedImage)} alt="" small onFailed={() => onPreviewFailed(typedImage)} />
            {previewFailed === typedImage
              ? <span className="inv-warn" data-testid="product-image-preview-failed"><i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('inventory.previewFailed')}</span>
              : <span className="muted">{t('inventory.preview')}</span>}
          </div>
        )}
      </div>
    </section>
  );
}
