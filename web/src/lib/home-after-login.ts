/** Where a login goes when no other page was asked for. */
export const HOME_AFTER_LOGIN = '/dashboard';
