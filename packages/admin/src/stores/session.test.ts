import { beforeEach, describe, expect, it } from 'vitest';
import { $session, clearUserInfo, hasRole, setUserInfo } from './session';

describe('session store', () => {
  beforeEach(() => clearUserInfo());

  it('starts signed out with the role unset', () => {
    expect($session.get()).toEqual({
      in: false,
      user_name: '',
      avatar: '',
      role: null,
      permissions: [],
      mustChangePassword: false,
      mustEnrolTwoFactor: false,
    });
    expect(hasRole()).toBe(false);
  });

  it('takes the user info and marks the session in', () => {
    setUserInfo({ user_name: 'admin', avatar: null, role: ['admin'], permissions: ['order:read'] });
    expect($session.get()).toEqual({
      in: true,
      user_name: 'admin',
      avatar: '',
      role: ['admin'],
      permissions: ['order:read'],
      mustChangePassword: false,
      mustEnrolTwoFactor: false,
    });
    expect(hasRole()).toBe(true);
  });

  it('counts an empty role list as fetched, and clears everything', () => {
    setUserInfo({ user_name: 'guest', role: [] });
    expect(hasRole()).toBe(true);
    clearUserInfo();
    expect($session.get().in).toBe(false);
    expect(hasRole()).toBe(false);
  });
});
