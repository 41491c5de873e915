/**
 * One page of a list as the SQL finds it: the rows of the page and how many match in all. The
 * route turns it into the API's paging envelope (`toPage` of the contracts), so the data layer
 * never shapes an HTTP answer.
 */
export type RowsPage<T> = { rows: T[]; total: number };
