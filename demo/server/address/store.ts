/**
 * What the address endpoints keep (tables of migration 20): every verification asked for, with its
 * outcome, so a demo run can be reviewed; and a call counter per service ping (GET /api/preciselyik).
 * The address data itself is generated in memory (us-data.ts, intl-data.ts), not stored.
 */
import type { Db } from '../db/database.ts';

export type VerificationKind = 'us' | 'intl';
/** verified: the address is valid as entered; suggested: candidates offered; mismatch: another country; none: no match. */
export type VerificationOutcome = 'verified' | 'suggested' | 'mismatch' | 'none';

export interface VerificationRecord {
  kind: VerificationKind;
  address: string;
  country: string;
  candidates: number;
  outcome: VerificationOutcome;
}

export interface AddressStore {
  logVerification(record: VerificationRecord): void;
  /** Adds one call of `service` and answers the new total. */
  countCall(service: string): number;
  callCount(service: string): number;
}

export function createAddressStore(db: Db): AddressStore {
  const insertVerification = db.prepare(
    'INSERT INTO address_verifications (kind, address, country, candidates, outcome) VALUES (@kind, @address, @country, @candidates, @outcome)',
  );
  // The increment happens inside SQLite, so concurrent calls never overwrite each other's counts.
  const increment = db.prepare(`
    INSERT INTO address_service_calls (service, count) VALUES (?, 1)
    ON CONFLICT (service) DO UPDATE SET count = count + 1, last_called_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    RETURNING count
  `);
  const select = db.prepare('SELECT count FROM address_service_calls WHERE service = ?');
  return {
    logVerification: (record) => {
      insertVerification.run(record);
    },
    countCall: (service) => (increment.get(service) as { count: number }).count,
    callCount: (service) => (select.get(service) as { count: number } | undefined)?.count ?? 0,
  };
}
