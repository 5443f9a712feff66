import { useTranslation } from 'react-i18next';
import type { HouseDetail } from '@brokerage/contract';
import { BrowseLogTab } from './BrowseLogTab';
import { OperationLogTab } from './OperationLogTab';

function TabLabel({ which }: { which: 'browseTab' | 'operationTab' }) {
  const { t } = useTranslation();
  return <span data-testid={`house-tab-${which === 'browseTab' ? 'browse' : 'operations'}`}>{t(`houseLog.${which}`)}</span>;
}

// The house detail's log tabs, for those holding house:log.
export function houseLogTabs(house: HouseDetail, allowed: boolean) {
  if (!allowed) return [];
  return [
    { key: 'browse-log', label: <TabLabel which="browseTab" />, children: <BrowseLogTab house={house} /> },
    { key: 'operation-log', label: <TabLabel which="operationTab" />, children: <OperationLogTab house={house} /> },
  ];
}
