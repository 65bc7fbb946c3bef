import { describe, expect, it } from 'vitest';
import { annotatePureConstants } from './vite-pure-contracts';

describe('annotatePureConstants (vite-pure-contracts.ts)', () => {
  it('marks top-level constants built by a call or a constructor as pure', () => {
    const source = [
      'export const userSchema = z.object({ id: z.number() });',
      'export const emailSchema = z',
      '  .string()',
      '  .trim();',
      "const PATTERN = new RegExp('^a$');",
      "export const Role = defineEnumeration('role', {});",
      'export const roles: readonly Role[] = listRoles<Role>();',
    ].join('\n');
    expect(annotatePureConstants(source)).toBe(
      [
        'export const userSchema = /* @__PURE__ */ z.object({ id: z.number() });',
        'export const emailSchema = /* @__PURE__ */ z',
        '  .string()',
        '  .trim();',
        "const PATTERN = /* @__PURE__ */ new RegExp('^a$');",
        "export const Role = /* @__PURE__ */ defineEnumeration('role', {});",
        'export const roles: readonly Role[] = /* @__PURE__ */ listRoles<Role>();',
      ].join('\n'),
    );
  });

  it('leaves literals, nested declarations and statements alone', () => {
    const source = [
      "export const APP_NAME = 'Portal';",
      'export const LIMITS = { max: 5 };',
      'export const SIZES = [1, 2];',
      'function build() {',
      '  const local = make();',
      '  return local;',
      '}',
      'register(thing);',
    ].join('\n');
    expect(annotatePureConstants(source)).toBe(source);
  });
});
