import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $effectiveScheme } from '../../shell/appearance/appearance';
import { seriesKey } from './chart-data';

/** Language, colour scheme and the translators of the data's English series names and labels. */
export function useDash() {
  const { t, i18n } = useTranslation();
  const scheme = useUnit($effectiveScheme);
  const language = i18n.language;
  /** A series name or label the BFF sends ('Page Views'): translated when known, shown as sent otherwise. */
  const tData = (name: string): string => t(`sampleDashboards.data.${seriesKey(name)}`, { defaultValue: name });
  return { t, language, scheme, tData };
}
