/** The booking engine's public surface (see the overview at the top of types.ts). */
export * from './actions.ts';
export * from './cancellation.ts';
export * from './context.ts';
export * from './dates.ts';
export * from './people.ts';
export * from './pricing.ts';
export * from './promotions.ts';
export * from './rates.ts';
export * from './stay.ts';
export * from './types.ts';
