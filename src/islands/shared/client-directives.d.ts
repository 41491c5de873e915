import type { InteractionOptions } from './interaction-directive.ts';

// The custom directive registered in astro.config.mjs (itaca:client-interaction).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: InteractionOptions | boolean;
  }
}
