/** What the rest of the client may import of the tax returns screens. */
export { TaxReturnsScreen } from './TaxReturnsScreen';
export { taxReturnsApi } from './tax-returns.api';
export { TaxReturnStatusTag, OverdueTag, TAX_RETURN_EVENT_TYPES } from './TaxReturnDetail';
export { riel, taxReturnLink, clientNameIn } from './tax-returns.logic';
export { FiledReturnsTable } from './FiledReturnsTable';
export { TaxReturnPaymentPurpose } from './TaxReturnPaymentPurpose';
