/** socket.io room names. Every push goes to rooms only; nothing is broadcast blindly. */
export const Rooms = {
  all: 'all',
  tenant: (tenant: string) => `tenant:${tenant}`,
  /** The firm's staff accounts of a tenant. */
  staff: (tenant: string) => `staff:${tenant}`,
  user: (userId: string) => `user:${userId}`,
  permission: (tenant: string, code: string) => `perm:${tenant}:${code}`,
  customer: (tenant: string, customerP24Id: string) => `customer:${tenant}:${customerP24Id}`,
} as const;
