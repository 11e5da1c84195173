// What the rest of the client may import of master data.
export { masterDataAddressLoader } from './address-loader';
export { masterDataApi, type MasterDataListParams } from './master-data.api';
export { KindTable } from './generic/KindTable';
export { RowDialog } from './generic/RowDialog';
