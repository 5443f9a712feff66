import { Button, Card, Col, Descriptions, Flex, List, Row, Skeleton, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@brokerage/contract';
import { ChangePasswordForm } from './ChangePassword';
import { useProfileItems } from './profileItems';
import { usePhoneSwitch } from './usePhoneSwitch';
import { useUserInfo } from './useUserInfo';

// /profile/index: own data, change password, outbound numbers, level and points.
export function ProfilePage() {
  const { data } = useUserInfo();
  if (!data) return <Skeleton active />;
  return <Profile info={data} />;
}

function Profile({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const items = useProfileItems(info);
  const phone = usePhoneSwitch(info.staff_phone);

  return (
    <Row gutter={[16, 16]} data-testid="profile-page">
      <Col xs={24} lg={14}>
        <Flex vertical gap={16}>
          <Card title={t('account.profile.data')}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={items.map(({ key, label, value }) => ({ key, label, children: <span data-testid={`profile-${key}`}>{value}</span> }))}
            />
          </Card>
          <Card title={t('account.profile.levelPoints')}>
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title={t('account.fields.level')} value={info.level_name || t('account.fields.noLevel')} />
              </Col>
              <Col span={12}>
                <Statistic title={t('account.fields.points')} value={info.point} />
              </Col>
            </Row>
          </Card>
          <Card title={t('account.profile.phones')}>
            <List
              dataSource={info.staff_phone_list}
              rowKey="sp_number"
              data-testid="profile-phones"
              renderItem={({ sp_number }) => {
                const current = sp_number === info.staff_phone;
                return (
                  <List.Item
                    data-testid={`profile-phone-${sp_number}`}
                    actions={
                      // A single number leaves nothing to switch to (spec §2: the switcher needs more than one).
                      info.staff_phone_list.length > 1
                        ? [<Button key="use" size="small" disabled={phone.pending} onClick={() => phone.switchTo(sp_number)}>{t('account.profile.use')}</Button>]
                        : undefined
                    }
                  >
                    <Flex gap={8} align="center">
                      <span>{sp_number}</span>
                      {current && <Tag color="blue">{t('account.profile.inUse')}</Tag>}
                    </Flex>
                  </List.Item>
                );
              }}
            />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('account.password.title')}>
          <ChangePasswordForm />
        </Card>
      </Col>
      {phone.contextHolder}
    </Row>
  );
}
