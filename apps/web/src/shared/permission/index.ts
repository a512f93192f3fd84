export { can, hasPermission, useCan, type PermissionRequirement } from './can';
export { Auth } from './auth';
