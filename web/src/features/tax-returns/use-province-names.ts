import { useEffect, useState } from 'react';
import type { MasterDataRow } from '@cis/contracts';
import { masterDataApi } from '../master-table';
import type { ProvinceNames } from './tax-returns.logic';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The gazetteer's provinces (master data `province`), for the form's picker and the patent lines' place names. */
export function useProvinces(enabled = true): MasterDataRow[] {
  const [rows, setRows] = useState<MasterDataRow[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    masterDataApi.list('province', { size: 100, sort: 'code' }).then((page) => current && setRows(page.items), () => current && setRows([]));
    return () => { current = false; };
  }, [enabled]);
  return rows;
}

/** Province names by code in both languages (a name missing in one language: the other's). */
export function provinceNamesOf(rows: readonly MasterDataRow[]): ProvinceNames {
  return new Map(rows.map((row) => {
    const en = text(row.nameEn);
    const km = text(row.nameKm);
    return [String(row.code), { en: en || km, km: km || en }];
  }));
}
