import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAY_MS } from '../../protocol/constants';
import { installFakeBrowser } from '../test-support/fake-browser';
import { Redirector } from './redirector';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Redirector', () => {
  it("'window' assigns or replaces location, then waits for the page to go", async () => {
    vi.useFakeTimers();
    const { location } = installFakeBrowser('https://site.example/a');
    const redirector = new Redirector('window');
    let done = false;
    const going = redirector.redirectTo('/b').then(() => (done = true));
    expect(location.assign).toHaveBeenCalledWith('/b');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await going;
    const replacing = redirector.redirectTo('https://site.example/c', { replace: true });
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    await replacing;
    expect(location.replace).toHaveBeenCalledWith('https://site.example/c');
  });

  it("'none' never navigates; a custom method gets the URL", async () => {
    await new Redirector('none').redirectTo('/x');
    const navigate = vi.fn();
    await new Redirector({ navigate }).redirectTo('/x');
    expect(navigate).toHaveBeenCalledWith('/x');
  });

  it('refuses untrusted URLs whatever the method', async () => {
    installFakeBrowser('https://site.example/');
    const navigate = vi.fn();
    await expect(new Redirector({ navigate }).redirectTo('https://evil.example/')).rejects.toThrow('Redirect URL https://evil.example/ is not trusted; should be relative.');
    await expect(new Redirector('none').redirectTo('//evil.example')).rejects.toThrow(/is not trusted/);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a malformed redirect method', () => {
    expect(() => new Redirector('teleport' as never)).toThrow(TypeError);
  });

  it('withReturnTo carries the current page, or the after_auth_return_to it already has', () => {
    installFakeBrowser('https://site.example/shop?item=3#reviews');
    const redirector = new Redirector('none');
    expect(redirector.withReturnTo('/handler/sign-in')).toBe('/handler/sign-in?after_auth_return_to=%2Fshop%3Fitem%3D3%23reviews');
    vi.unstubAllGlobals();
    installFakeBrowser('https://site.example/handler/sign-in?after_auth_return_to=%2Fshop');
    expect(redirector.withReturnTo('/handler/sign-up')).toBe('/handler/sign-up?after_auth_return_to=%2Fshop');
  });

  it('afterAuthTarget honours a trusted after_auth_return_to only', () => {
    installFakeBrowser('https://site.example/handler/sign-in?after_auth_return_to=%2Fshop');
    expect(new Redirector('none').afterAuthTarget('/')).toBe('/shop');
    vi.unstubAllGlobals();
    installFakeBrowser('https://site.example/handler/sign-in?after_auth_return_to=https%3A%2F%2Fevil.example');
    expect(new Redirector('none').afterAuthTarget('/')).toBe('/');
  });

  it('outside a browser there is no page to return to', () => {
    const redirector = new Redirector('none');
    expect(redirector.withReturnTo('/handler/sign-in')).toBe('/handler/sign-in');
    expect(redirector.afterAuthTarget('/home')).toBe('/home');
  });
});
