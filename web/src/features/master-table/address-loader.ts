import type { AddressLoader } from '../../lib/AddressPicker';
import { masterDataApi } from './master-data.api';

/** The address picker's levels through the master-data routes, by code. */
export const masterDataAddressLoader: AddressLoader = (level, parent) =>
  masterDataApi.list(level, { parent, size: 100, sort: 'code' }).then((page) => page.items);
