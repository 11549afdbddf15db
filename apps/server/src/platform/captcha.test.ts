import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { captchaKeys, newChallenge } from './captcha.js';

describe('captcha challenge', () => {
  const keys = captchaKeys('a-session-secret-of-at-least-32-characters');

  it('hides its counter anywhere below maxCounter, and carries maxCounter for the progress shown', async () => {
    const counters: number[] = [];
    for (let i = 0; i < 60; i++) {
      const challenge = await newChallenge(keys, { cost: 1, maxCounter: 40 });
      expect(challenge.parameters.data).toEqual({ maxCounter: 40 });
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('not solvable');
      counters.push(solution.counter);
    }
    expect(Math.max(...counters)).toBeLessThan(40);
    // The lower half too, so the widget's search from 0 is not work a solver knowing the range could skip.
    // Uniform draws: all 60 in the upper half would happen once in 2^60.
    expect(Math.min(...counters)).toBeLessThan(20);
  });
});
