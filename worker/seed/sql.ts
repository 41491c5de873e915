/** A statement of the demo data: its SQL and its bound values. */
export type SqlValue = string | number | null;
export type SqlStatement = { sql: string; params: SqlValue[] };
