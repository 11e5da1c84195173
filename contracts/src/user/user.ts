export const UserRoutes = {
  base: 'api/common/user',
  /** POST {currentPassword, newPassword}: the signed-in user's own password; ends every other session. */
  changePassword: 'api/common/user/change-password',
} as const;
