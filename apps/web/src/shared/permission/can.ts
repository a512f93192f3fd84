import { useCallback } from 'react';
import type { PermissionCode } from '@caremall/contract';
import { useSessionStore } from '../session/session-store';

/** One code of the catalogue, or several of which any one suffices: a code the catalogue lacks is a type error. */
export type PermissionRequirement = PermissionCode | readonly PermissionCode[];

interface PermissionHolder {
  isAdmin: boolean;
  permissions: readonly string[];
}

/** Admins pass everything; others need one of the required codes. */
export function hasPermission(holder: PermissionHolder, required: PermissionRequirement): boolean {
  if (holder.isAdmin) return true;
  const codes = typeof required === 'string' ? [required] : required;
  return codes.some((code) => holder.permissions.includes(code));
}

/** Checks the signed-in user outside React (event handlers, loaders). */
export function can(required: PermissionRequirement): boolean {
  return hasPermission(useSessionStore.getState(), required);
}

/** Returns a `can` bound to the session, re-rendering when permissions change. */
export function useCan(): (required: PermissionRequirement) => boolean {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const permissions = useSessionStore((state) => state.permissions);
  return useCallback((required) => hasPermission({ isAdmin, permissions }, required), [isAdmin, permissions]);
}
