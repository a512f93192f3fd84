/** Raised when the permission list is missing; the guard shows `common:verificationFailed`. */
export class SessionVerificationError extends Error {
  constructor() {
    super('Verification failed, please Login again.');
    this.name = 'SessionVerificationError';
  }
}

export function normalizePermissions(permissions: string[] | null | undefined): string[] {
  if (!permissions) throw new SessionVerificationError();
  return permissions.length > 0 ? permissions : [''];
}
