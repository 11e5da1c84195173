// What the rest of the client may import of master data.
export { AddressPicker, EMPTY_ADDRESS, addressOfVillage, type AddressCodes } from './AddressPicker';
export { masterDataApi, type MasterDataListParams } from './master-data.api';
