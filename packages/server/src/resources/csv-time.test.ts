import type { LedgerRow } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { ledgerCsv } from '../finance/ledger-csv';
import { CSV_TIME_ZONE, csvTime, isTimeZone } from './csv';

describe('CSV time cells', () => {
  it('write an instant as YYYY-MM-DD HH:mm:ss in the asked zone', () => {
    expect(csvTime('2024-02-29T16:05:09Z', 'Asia/Shanghai')).toBe('2024-03-01 00:05:09');
    expect(csvTime(new Date('2024-02-29T16:05:09Z'), 'Europe/London')).toBe('2024-02-29 16:05:09');
  });

  it('know a zone from free text', () => {
    expect(isTimeZone(CSV_TIME_ZONE)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('are the same in the ledger CSV, which falls back to China time for an unknown zone', () => {
    const row: LedgerRow = {
      id: 1,
      partnerId: 1,
      kind: 'adjustment',
      frozenDelta: 0,
      availableDelta: 100,
      heldDelta: 0,
      saleOrderId: null,
      saleOrderNo: null,
      refundId: null,
      refundNo: null,
      withdrawalId: null,
      withdrawalNo: null,
      reason: 'x',
      createdAt: '2024-02-29T16:05:09.000Z',
      createdBy: null,
      approvedBy: null,
    };
    const { text } = ledgerCsv([row], { locale: 'en-US', timeZone: 'Mars/Olympus', partnerCode: 'P1' });
    expect(text.split('\r\n')[1]).toContain(',2024-03-01 00:05:09,');
  });
});
