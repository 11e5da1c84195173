// What the rest of the client may import of master data.
export { AddressPicker, EMPTY_ADDRESS, addressOfVillage, masterDataAddressLoader, type AddressCodes, type AddressLevel, type AddressLoader, type AddressRow } from './AddressPicker';
export { masterDataApi, type MasterDataListParams } from './master-data.api';
export { KindTable } from './generic/KindTable';
export { RowDialog } from './generic/RowDialog';
export { localized as localizedText } from './generic/master-data.form';
