export const ROLE_NAMES = ['applicant', 'superuser', 'admin', 'hiringmanager', 'employee'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
