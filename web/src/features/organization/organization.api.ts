import { OrganizationRoutes, TENANT_HEADER, type CompanyLogo } from '@cis/contracts';
import { authorizationFor, http, resolveUrl } from '../../api/http';
import { config } from '../../api/config';

/** The firm's logo: uploaded as base64 (checked by its bytes on the server), read as an image with the session. */
export const organizationApi = {
  uploadLogo: (contentBase64: string) => http.post<CompanyLogo>(OrganizationRoutes.paths.logo, { contentBase64 }, { silent: true }),
  /** An object URL of the logo, or null when none was uploaded yet (404). */
  async logoUrl(): Promise<string | null> {
    const url = OrganizationRoutes.paths.logo;
    const headers: Record<string, string> = { [TENANT_HEADER]: config.tenant };
    const authorization = authorizationFor(url);
    if (authorization) headers.Authorization = authorization;
    const res = await fetch(resolveUrl(url), { headers });
    if (!res.ok) return null;
    return URL.createObjectURL(await res.blob());
  },
};

/** A file's bytes as base64 (no data: prefix). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
