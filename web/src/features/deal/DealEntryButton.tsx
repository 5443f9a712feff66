import { Button } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../app/permission';
import { dealEntryLink } from './links';

// "Record deal" on a house, a customer or a viewing: the entry wizard opened with them chosen.
export function DealEntryButton({ houseId, customerId, size }: { houseId?: number; customerId?: number; size?: 'small' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permission codes={['deal:add']}>
      <Button size={size} type={size ? 'link' : 'default'} icon={size ? undefined : <FileDoneOutlined />} data-testid="deal-entry-open"
        onClick={() => void navigate(dealEntryLink({ ...(houseId ? { house_id: houseId } : {}), ...(customerId ? { customer_id: customerId } : {}) }))}>
        {t('deal.action.add')}
      </Button>
    </Permission>
  );
}
