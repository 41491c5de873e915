/**
 * A react-hook-form resolver for a shared zod schema that is loaded on demand: zod and the
 * schemas weigh more than a small form itself, so the home page's join form loads them when the
 * visitor first focuses the form (`preload`) or submits it, not with the page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];

export type LazyResolver<In extends FieldValues, Out> = Resolver<In, unknown, Out> & {
  /** Starts loading the schema (e.g. on focus), so the first submit does not wait for it. */
  preload(): void;
};

export function lazyZodResolver<In extends FieldValues, Out = In>(
  load: () => Promise<Schema>,
): LazyResolver<In, Out> {
  let pending: Promise<Resolver<In, unknown, Out>> | undefined;
  const get = () => {
    pending ??= load().then((schema) => zodResolver(schema) as unknown as Resolver<In, unknown, Out>);
    return pending;
  };
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<In, Out>;
  resolver.preload = () => {
    void get().catch(() => {
      pending = undefined;
    });
  };
  return resolver;
}
