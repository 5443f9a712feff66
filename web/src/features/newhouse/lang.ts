import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@brokerage/contract';

// The interface language, for the contract's texts that take parameters (newhouseRuleText).
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'en';
}
