import { useState } from 'react';

/**
 * A product picture, or a neutral placeholder when there is none or it cannot be loaded (a missing file, or an
 * address the portal's content policy does not load pictures from). Pictures load lazily: a table page shows ten.
 */
export function ProductImage({ src, alt, small, testId, onFailed }: {
  src: string | undefined;
  alt: string;
  small?: boolean;
  testId?: string;
  onFailed?: () => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const ok = src && failed !== src;
  return (
    <span className={`inv-img ${small ? 'inv-img-sm' : ''}`} data-testid={testId}>
      {ok ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => { setFailed(src); onFailed?.(); }} />
      ) : (
        <i className="pi pi-image" aria-hidden="true" />
      )}
    </span>
  );
}
