import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRememberedLogin,
  readRememberedLogin,
  rememberedPasswordFor,
  rememberLogin,
} from './remember-me.ts';

const hour = 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remember-me (§4.3)', () => {
  it('keeps the username, its password and the sms data together', () => {
    rememberLogin({ username: ' player01 ', password: ' secret1 ' });
    rememberLogin({ sms: { countryDialingCode: '+66', mobileNum: '812345678' } });
    expect(readRememberedLogin()).toMatchObject({
      username: 'player01',
      password: 'secret1',
      sms: { countryDialingCode: '+66', mobileNum: '812345678' },
    });
    expect(rememberedPasswordFor('player01')).toBe('secret1');
    // the password is only ever given out under its own username
    expect(rememberedPasswordFor('player02')).toBe('');
  });

  it('replaces the username and password with the last ones used', () => {
    rememberLogin({ username: 'player01', password: 'one' });
    rememberLogin({ username: 'player02', password: 'two' });
    expect(rememberedPasswordFor('player01')).toBe('');
    expect(rememberedPasswordFor('player02')).toBe('two');
  });

  it('forgets everything after one day', () => {
    rememberLogin({ username: 'player01', password: 'secret1' });
    vi.advanceTimersByTime(24 * hour - 1000);
    expect(readRememberedLogin()?.username).toBe('player01');
    vi.advanceTimersByTime(1000);
    expect(readRememberedLogin()).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });

  it('counts the day from the last login that used it', () => {
    rememberLogin({ username: 'player01', password: 'secret1' });
    vi.advanceTimersByTime(20 * hour);
    rememberLogin({ sms: { countryDialingCode: '+66', mobileNum: '812345678' } });
    vi.advanceTimersByTime(20 * hour);
    expect(readRememberedLogin()?.username).toBe('player01');
  });

  it('clears everything when unticked, and ignores data it cannot read', () => {
    rememberLogin({ username: 'player01', password: 'secret1' });
    forgetRememberedLogin();
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem('rememberedLogin', '{not json');
    expect(readRememberedLogin()).toBeNull();
    expect(localStorage.getItem('rememberedLogin')).toBeNull();
  });
});
