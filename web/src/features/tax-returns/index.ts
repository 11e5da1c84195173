/** What the rest of the client may import of the tax returns screens. */
export { TaxReturnsScreen } from './TaxReturnsScreen';
export { taxReturnsApi } from './tax-returns.api';
export { riel } from './tax-returns.logic';
