import type { Plugin } from 'vite';

/** The contracts package's own source (not its tests, which the web build never imports). */
const CONTRACTS_SOURCE = /\/packages\/contracts\/src\/(?!.*\.test\.ts$).*\.ts$/;

/**
 * A top-level `const NAME = call(...)` or `= new Thing(...)`, possibly exported and typed: the bundler may drop it
 * when nothing imports NAME, once the call is marked pure.
 */
const TOP_LEVEL_CALL =
  /^((?:export )?const [A-Za-z_$][\w$]*(?::[^=\n]+)? = )(?=new |[A-Za-z_$][\w$]*\s*[.(<\n])/gm;

/**
 * Marks the initialiser of every top-level constant of `packages/contracts` as pure, so a schema, an enumeration
 * or a table that no imported code uses is left out of the bundle, and with the last schema the validation library
 * itself (issue 11 §7, docs/decisions/077-login-page-budget.md). The contracts are declarations: their top-level
 * constants are built from their arguments only and register nothing (zod's registries are not used), so
 * dropping an unused one changes nothing. `treeshake.manualPureFunctions: ['z']` (vite.config.ts) marks the zod
 * calls nested in them.
 */
export function annotatePureConstants(code: string): string {
  return code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ ');
}

export function pureContractsPlugin(): Plugin {
  return {
    name: 'portal:pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      return { code: annotatePureConstants(code), map: null };
    },
  };
}
