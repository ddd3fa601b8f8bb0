import type { TOTP } from 'otpauth';

/**
 * Codes of each user's authenticator app, each for a later time step than the user's last (a code signs
 * in once) and never behind the clock. The server accepts one step either side of its own, so a code
 * for the current step or the next still holds when a loaded machine crosses a period boundary between
 * making the code and the server checking it; a third code within one period waits for the next.
 */
export function totpSteps(period = 30): (user: string, totp: TOTP) => Promise<string> {
  const lastSteps = new Map<string, number>();
  return async (user, totp) => {
    const now = Math.floor(Date.now() / 1000 / period);
    const step = Math.max(now, (lastSteps.get(user) ?? now - 1) + 1);
    if (step > now + 1) await new Promise((done) => setTimeout(done, (step - 1) * period * 1000 - Date.now() + 50));
    lastSteps.set(user, step);
    return totp.generate({ timestamp: step * period * 1000 });
  };
}
