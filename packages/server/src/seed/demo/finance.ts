/**
 * Demo partners with their orders' commission ledgers, withdrawals in every state and invoices with a credit note
 * (demo mode, empty database). Being built (issue 22).
 */
import type { Tx } from '../../db/client';

export async function seedDemoFinance(_tx: Tx, _now: Date, _staff: { finance: number; admin: number }): Promise<void> {}
