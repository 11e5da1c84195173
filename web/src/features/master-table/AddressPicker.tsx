import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import type { MasterDataKind, MasterDataRow } from '@cis/contracts';
import { masterDataApi } from './master-data.api';

/** Codes of an address in the gazetteer; a level is null until chosen. */
export interface AddressCodes {
  province: string | null;
  district: string | null;
  commune: string | null;
  village: string | null;
}

export const EMPTY_ADDRESS: AddressCodes = { province: null, district: null, commune: null, village: null };

const LEVELS = ['province', 'district', 'commune', 'village'] as const satisfies readonly MasterDataKind[];
type Level = (typeof LEVELS)[number];

/** The address a village code lies in (its code holds its commune's, district's and province's). */
export function addressOfVillage(code: string | null): AddressCodes {
  if (!code || !/^\d{8}$/.test(code)) return EMPTY_ADDRESS;
  return { province: code.slice(0, 2), district: code.slice(0, 4), commune: code.slice(0, 6), village: code };
}

/** One level's choices: the children of the level above, loaded when that level is chosen. */
function useLevel(level: Level, parent: string | null | undefined): MasterDataRow[] {
  const [rows, setRows] = useState<MasterDataRow[]>([]);
  useEffect(() => {
    if (parent === null) {
      setRows([]);
      return;
    }
    let current = true;
    masterDataApi.list(level, { parent, size: 100, sort: 'code' }).then((page) => current && setRows(page.items), () => current && setRows([]));
    return () => {
      current = false;
    };
  }, [level, parent]);
  return rows;
}

/**
 * The address picker of every form with an address: province, district, commune, village, each level loaded on
 * demand with `?parent=` when the level above is chosen (25 provinces, then a few dozen rows per level). Names in
 * the reader's language, searchable in both.
 */
export function AddressPicker({ value, onChange, disabled, idPrefix = 'address', invalid }: {
  value: AddressCodes;
  onChange: (next: AddressCodes) => void;
  disabled?: boolean;
  idPrefix?: string;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const options = {
    province: useLevel('province', undefined),
    district: useLevel('district', value.province),
    commune: useLevel('commune', value.district),
    village: useLevel('village', value.commune),
  };
  const choose = (level: Level, code: string | null) => {
    const index = LEVELS.indexOf(level);
    const next = { ...value, [level]: code };
    for (const below of LEVELS.slice(index + 1)) next[below] = null;
    onChange(next);
  };
  const name = (row: MasterDataRow) => String((i18n.language === 'km' ? row.nameKm : row.nameEn) ?? row.code);
  return (
    <div className="address-picker" data-testid={`${idPrefix}-picker`}>
      {LEVELS.map((level, index) => (
        <div className="address-picker-level" key={level}>
          <label htmlFor={`${idPrefix}-${level}`}>{t(`masterData.address.${level}`)}</label>
          <Dropdown
            inputId={`${idPrefix}-${level}`}
            value={value[level]}
            options={options[level].map((row) => ({ value: row.code, label: name(row), other: String((i18n.language === 'km' ? row.nameEn : row.nameKm) ?? '') }))}
            optionLabel="label"
            optionValue="value"
            filter
            filterBy="label,other,value"
            showClear
            disabled={disabled || (index > 0 && !value[LEVELS[index - 1]])}
            placeholder={t('masterData.address.choose')}
            onChange={(e) => choose(level, (e.value as string | undefined) ?? null)}
            className={invalid ? 'p-invalid' : undefined}
            data-testid={`${idPrefix}-${level}`}
          />
        </div>
      ))}
    </div>
  );
}
