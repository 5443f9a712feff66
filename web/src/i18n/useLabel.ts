import { useTranslation } from 'react-i18next';
import { isLang, type Text } from '@brokerage/contract';

// A contract label (enum values, permission titles) in the interface language.
export function useLabel() {
  const { i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  return (text: Text): string => text[lang];
}
