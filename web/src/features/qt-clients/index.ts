/** What the rest of the client may import of the taxpayer registry. */
export { clientsApi } from './clients.api';
export { CategoryTag, StatusTag } from './ClientTags';
