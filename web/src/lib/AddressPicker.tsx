import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { MasterDataKind } from '@cis/contracts';
import { nameIn, otherNameIn } from './in-language';
import './address-picker.css';

/** Codes of an address in the gazetteer; a level is null until chosen. */
export interface AddressCodes {
  province: string | null;
  district: string | null;
  commune: string | null;
  village: string | null;
}

export const EMPTY_ADDRESS: AddressCodes = { province: null, district: null, commune: null, village: null };

const LEVELS = ['province', 'district', 'commune', 'village'] as const satisfies readonly MasterDataKind[];
export type AddressLevel = (typeof LEVELS)[number];

/** The address a village code lies in (its code holds its commune's, district's and province's). */
export function addressOfVillage(code: string | null): AddressCodes {
  if (!code || !/^\d{8}$/.test(code)) return EMPTY_ADDRESS;
  return { province: code.slice(0, 2), district: code.slice(0, 4), commune: code.slice(0, 6), village: code };
}

/** A gazetteer row as the picker shows it: its code and its names in both languages. */
export interface AddressRow {
  code: string;
  nameEn?: unknown;
  nameKm?: unknown;
}

/**
 * Where a level's rows come from: the children of `parent` (no parent for provinces). A refusal (a reader who may
 * not open master data) turns that level into a plain code field. Master data's own reads are the master-table
 * feature's `masterDataAddressLoader`; a form may read them its own way (the client page: silent, cached).
 */
export type AddressLoader = (level: AddressLevel, parent: string | undefined) => Promise<AddressRow[]>;

/** One level's choices: the children of the level above, loaded when that level is chosen; null when refused. */
function useLevel(load: AddressLoader, level: AddressLevel, parent: string | null | undefined): AddressRow[] | null {
  const [rows, setRows] = useState<AddressRow[] | null>([]);
  useEffect(() => {
    if (parent === null) {
      setRows([]);
      return;
    }
    let current = true;
    load(level, parent).then((items) => current && setRows(items), () => current && setRows(null));
    return () => {
      current = false;
    };
    // The loader is a seam, not data: a new function per render of the form must not reload the level.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [level, parent]);
  return rows;
}

/**
 * The address picker of every form with an address (a master-data row, the firm, a client): province, district,
 * commune, village, each level loaded on demand with `?parent=` when the level above is chosen (25 provinces, then
 * a few dozen rows per level). Names in the reader's language, searchable in both and by code. Choosing a level
 * clears the levels below it. A level whose rows are refused is a code field instead.
 */
export function AddressPicker({ value, onChange, disabled, idPrefix = 'address', invalid, loader }: {
  value: AddressCodes;
  onChange: (next: AddressCodes) => void;
  disabled?: boolean;
  idPrefix?: string;
  invalid?: boolean;
  loader: AddressLoader;
}) {
  const { t, i18n } = useTranslation();
  const options = {
    province: useLevel(loader, 'province', undefined),
    district: useLevel(loader, 'district', value.province),
    commune: useLevel(loader, 'commune', value.district),
    village: useLevel(loader, 'village', value.commune),
  };
  const choose = (level: AddressLevel, code: string | null) => {
    const index = LEVELS.indexOf(level);
    const next = { ...value, [level]: code };
    for (const below of LEVELS.slice(index + 1)) next[below] = null;
    onChange(next);
  };
  return (
    <div className="address-picker" data-testid={`${idPrefix}-picker`}>
      {LEVELS.map((level, index) => {
        const rows = options[level];
        const locked = disabled || (index > 0 && !value[LEVELS[index - 1]!]);
        return (
          <div className="address-picker-level" key={level}>
            <label htmlFor={`${idPrefix}-${level}`}>{t(`addressPicker.${level}`)}</label>
            {rows ? (
              <Dropdown
                inputId={`${idPrefix}-${level}`}
                value={value[level]}
                options={rows.map((row) => ({
                  value: row.code,
                  label: nameIn(i18n.language, row) || row.code,
                  other: otherNameIn(i18n.language, row),
                }))}
                optionLabel="label"
                optionValue="value"
                filter
                filterBy="label,other,value"
                showClear
                disabled={locked}
                placeholder={t('addressPicker.choose')}
                onChange={(e) => choose(level, typeof e.value === 'string' ? e.value : null)}
                className={invalid ? 'p-invalid' : undefined}
                data-testid={`${idPrefix}-${level}`}
              />
            ) : (
              <InputText
                id={`${idPrefix}-${level}`}
                value={value[level] ?? ''}
                placeholder={t('addressPicker.code')}
                inputMode="numeric"
                disabled={locked}
                onChange={(e) => choose(level, e.target.value.trim() || null)}
                className={invalid ? 'p-invalid' : undefined}
                data-testid={`${idPrefix}-${level}`}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
