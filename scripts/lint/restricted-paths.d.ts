// Types of restricted-paths.js, which stays JavaScript because eslint.config.js loads it without a TypeScript loader.
import type { ESLint, Rule } from 'eslint';

declare const plugin: ESLint.Plugin & { rules: { 'restricted-paths': Rule.RuleModule } };
export default plugin;
