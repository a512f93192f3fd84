import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useSessionStore } from '../session/session-store';
import { Auth } from './auth';
import { can, hasPermission } from './can';

const signInAs = (isAdmin: boolean, permissions: string[]) => useSessionStore.setState({ isAdmin, permissions, loaded: true });

afterEach(() => useSessionStore.getState().clear());

describe('can', () => {
  it('lets admins do everything', () => {
    signInAs(true, ['']);
    expect(can('rbac:role:delete')).toBe(true);
  });

  it('lets others do only what their permission list contains', () => {
    signInAs(false, ['multishop:hotSearch:save', 'multishop:hotSearch:update']);
    expect(can('multishop:hotSearch:save')).toBe(true);
    expect(can('multishop:hotSearch:delete')).toBe(false);
  });

  it('accepts any one of several codes', () => {
    signInAs(false, ['product:attr:update']);
    expect(can(['product:attr:save', 'product:attr:update'])).toBe(true);
    expect(can(['product:attr:save', 'product:attr:delete'])).toBe(false);
  });

  it("grants nothing from the empty placeholder list ['']", () => {
    expect(hasPermission({ isAdmin: false, permissions: [''] }, 'multishop:hotSearch:save')).toBe(false);
  });

  it('denies everything when signed out', () => {
    expect(can('multishop:hotSearch:save')).toBe(false);
  });
});

describe('<Auth>', () => {
  it('renders its children only with the permission', () => {
    signInAs(false, ['multishop:hotSearch:save']);
    const { rerender } = render(
      <Auth perm="multishop:hotSearch:save">
        <button>add</button>
      </Auth>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    rerender(
      <Auth perm="multishop:hotSearch:delete">
        <button>delete</button>
      </Auth>,
    );
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
  });
});
