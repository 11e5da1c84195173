import { useState } from 'react';

/** A product picture, or a neutral placeholder when there is none or it cannot be loaded. */
export function ProductImage({ src, alt, small }: { src: string | undefined; alt: string; small?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const ok = src && failed !== src;
  return (
    <span className={`inv-img ${small ? 'inv-img-sm' : ''}`}>
      {ok ? <img src={src} alt={alt} onError={() => setFailed(src)} /> : <i className="pi pi-image" aria-hidden="true" />}
    </span>
  );
}
