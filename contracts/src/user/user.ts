export const UserRoutes = { base: 'api/common/user' } as const;
