import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './PasswordChecklist';

const met = (password: string) =>
  passwordChecklist(password)
    .filter((line) => line.met)
    .map((line) => line.rule);

describe('password checklist', () => {
  it("ticks the lines by the domain's password policy", () => {
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['lowercase']);
    expect(met('Abc1!')).toEqual(['uppercase', 'lowercase', 'number', 'special']);
    expect(met('Abc12!')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
    expect(met(`Aa1!${'x'.repeat(40)}`)).toEqual(['uppercase', 'lowercase', 'number', 'special']);
  });
});
