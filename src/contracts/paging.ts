import { z } from './zod.ts';

/** PROPLIM-8: default page size. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export type SortOrder = { field: string; direction: 'asc' | 'desc' };

/** A page of results, shaped like the paged responses the specs read (content, totalPages...). */
export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  /** Zero-based page number. */
  number: number;
  size: number;
  first: boolean;
  last: boolean;
};

export function toPage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number: page,
    size,
    first: page === 0,
    last: page + 1 >= totalPages,
  };
}

const sortParam = z
  .string()
  .max(64)
  .regex(/^[A-Za-z]+(,(asc|desc|ASC|DESC))?$/, 'error.field.generic.invalid');

/**
 * Query schema of a paged list, Spring style: `page` (0-based), `size`, and `sort=field,dir`
 * (repeatable) restricted to the given fields.
 */
export function pagingQuery<const Field extends string>(
  sortable: readonly Field[],
  defaultSize = DEFAULT_PAGE_SIZE,
) {
  return z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
    sort: z
      .union([sortParam, z.array(sortParam).max(4)])
      .optional()
      .transform((value, ctx) => {
        const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
        const orders: { field: Field; direction: 'asc' | 'desc' }[] = [];
        for (const item of list) {
          const [field = '', direction = 'asc'] = item.split(',');
          if (!(sortable as readonly string[]).includes(field)) {
            ctx.addIssue({ code: 'custom', message: 'error.field.generic.invalid', path: [] });
            return z.NEVER;
          }
          orders.push({ field: field as Field, direction: direction.toLowerCase() as 'asc' | 'desc' });
        }
        return orders;
      }),
  });
}

/** Query-string booleans: only the words true and false. */
export const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');
