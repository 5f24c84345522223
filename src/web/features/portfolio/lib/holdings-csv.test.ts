import { describe, expect, it } from 'vitest';
import { holdingsCsv } from './holdings-csv';

describe('holdings CSV', () => {
  it('has a header and one row per holding, quoting names with commas', () => {
    const csv = holdingsCsv([
      {
        address: 'mint1',
        symbol: 'WEN',
        name: 'Wen, the token',
        kind: 'token',
        decimals: 5,
        balanceUnits: '123456',
        balance: 1.23456,
        value: 2.5,
        price: 2.025,
        change24h: 0.1,
        changePercent24h: 5,
        allocation: 100,
        costBasis: 2,
        pnl: 0.5,
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'symbol,name,mint,balance,balance_base_units,price_usd,value_usd,change_24h_percent,allocation_percent,cost_basis_usd,pnl_usd',
    );
    expect(row).toBe('WEN,"Wen, the token",mint1,1.23456,123456,2.025,2.5,5,100,2,0.5');
  });
});
