/** The Home entries every staff role sees, in the menu's order. */
export const HOME_STAFF = [
  'Dashboard',
  'Applications',
  'Interests',
  'Job Openings',
  'Form Templates',
  'Submissions',
  'Job Roles',
  'Job Schemas',
  'Regions List',
  'Users List',
  'Reports',
];
