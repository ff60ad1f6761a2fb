export interface Migration {
  /** Strictly increasing; the highest applied id is the schema level reported by /api/health. */
  id: number;
  name: string;
  /** One or more statements, applied in one transaction with the bookkeeping row. */
  sql: string;
}
